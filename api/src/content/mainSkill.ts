import { GEM_SLOT_LABELS } from 'game-facts';

/** The part of a socketed gem the derivation reads; stored sockets may carry more. */
export interface SocketGem {
  name: string;
  tags?: string | string[];
}
export type SocketMap = Record<string, (SocketGem | null)[]>;
export type LinkMap = Record<string, number[]>;

/**
 * A support gem: tagged 'Support' (the editor joins tags with ', '), or named '… Support' as
 * every English support is, which catches gems saved before their tags were known.
 * @example isSupportGem({ name: 'Fortify Support' }) // true
 */
export function isSupportGem(gem: SocketGem): boolean {
  const tags = typeof gem.tags === 'string' ? gem.tags.split(',') : (gem.tags ?? []);
  return tags.some((tag) => tag.trim() === 'Support') || gem.name.endsWith(' Support');
}

interface Group {
  size: number;
  slotRank: number;
  first: number;
  gems: SocketGem[];
}

/** One slot's link groups: a socket past the end of its links stands alone, as it is unlinked. */
function slotGroups(sockets: (SocketGem | null)[], links: number[] | undefined): Group[] {
  const count = Math.max(sockets.length, links?.length ?? 0);
  const byKey = new Map<string, Group>();
  for (let i = 0; i < count; i += 1) {
    const key = links === undefined ? 'all' : i < links.length ? `g${links[i]}` : `solo${i}`;
    const group = byKey.get(key) ?? { size: 0, slotRank: 0, first: i, gems: [] };
    group.size += 1;
    const gem = sockets[i];
    if (gem) group.gems.push(gem);
    byKey.set(key, group);
  }
  return [...byKey.values()];
}

/**
 * The build's main skill: the largest link group of the main set (the body armour first on a
 * tie, then the slots in the form's order), its first gem that is not a support. A group of
 * supports alone says nothing about the skill, so the next largest is read; '' when no group
 * holds an active gem.
 * @example mainSkillOf({ Torse: [cyclone, fortify] }, {}) // 'Cyclone'
 */
export function mainSkillOf(sockets: SocketMap, links: LinkMap): string {
  const groups: Group[] = [];
  for (const [slot, gems] of Object.entries(sockets)) {
    if (!Array.isArray(gems)) continue;
    const rank = GEM_SLOT_LABELS.findIndex((label) => label === slot);
    for (const group of slotGroups(gems, links[slot])) {
      groups.push({ ...group, slotRank: rank === -1 ? GEM_SLOT_LABELS.length : rank });
    }
  }
  groups.sort((a, b) => b.size - a.size || a.slotRank - b.slotRank || a.first - b.first);
  for (const group of groups) {
    const active = group.gems.find(
      (gem) => typeof gem.name === 'string' && gem.name !== '' && !isSupportGem(gem),
    );
    if (active) return active.name;
  }
  return '';
}
