import { groupSocketedGems, normaliseLinks } from 'item-text';
import { GEM_SLOT_LABELS, GEM_SLOTS, type GemSockets, type SocketedGem } from 'shared-ui';

/** The panel's order of the gem-socket labels: the game's inventory, body armour first. */
export const SLOT_LABELS = GEM_SLOT_LABELS;

/** One link group: its socket positions and their gems (null: an empty socket). */
export interface PanelGroup {
  sockets: number[];
  gems: (SocketedGem | null)[];
}

/** One item's gems, split by link group. */
export interface PanelSlot {
  label: string;
  groups: PanelGroup[];
}

export interface GemLayout {
  /** Main skill's item first, its main group first; then the others in inventory order. */
  slots: PanelSlot[];
  /** The build's main skill: the first active gem of the largest link group. */
  mainSkill: SocketedGem | null;
}

const tagList = (gem: SocketedGem) =>
  (Array.isArray(gem.tags) ? gem.tags : (gem.tags ?? '').split(','))
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');

/** A support gem, when the catalogue has not said: by its English name or its tags. */
export const looksLikeSupport = (gem: SocketedGem): boolean =>
  /\bsupport$/i.test(gem.name.trim()) || tagList(gem).includes('support');

const gemCount = (group: PanelGroup) => group.gems.filter((gem) => gem !== null).length;

/**
 * The sockets of one label: its gems padded with empty sockets to the stored links' length
 * (a 6-link holding five gems is still a 6-link), at most as many as the item can have.
 */
function slotGroups(label: string, gems: (SocketedGem | null)[], links: unknown): PanelGroup[] {
  const most = Object.values(GEM_SLOTS).find((slot) => slot.label === label)?.sockets ?? 6;
  const stored = Array.isArray(links) ? links.length : 0;
  const count = Math.min(most, Math.max(gems.length, stored));
  const sockets = Array.from({ length: count }, (_, i) => gems[i] ?? null);
  return groupSocketedGems(sockets, normaliseLinks(links, count)).filter(
    (group) => gemCount(group) > 0,
  );
}

/**
 * The gem panel's layout of one set of sockets. The main group is the largest link group by
 * gems (body armour first on a tie, then inventory order, then socket order): in the game the
 * main skill sits in the most links, which beginners look for first.
 *
 * @example gemPanelLayout({ Casque: [a, b], Torse: [c, d] }, {}).slots[0].label // 'Torse'
 */
export function gemPanelLayout(
  sockets: GemSockets,
  links: Readonly<Record<string, number[]>> = {},
  isSupport: (gem: SocketedGem) => boolean = looksLikeSupport,
): GemLayout {
  const labels = [
    ...SLOT_LABELS.filter((label) => label in sockets),
    ...Object.keys(sockets).filter((label) => !(SLOT_LABELS as readonly string[]).includes(label)),
  ];
  const slots = labels
    .map((label) => ({ label, groups: slotGroups(label, sockets[label] ?? [], links[label]) }))
    .filter((slot) => slot.groups.length > 0);

  // Strictly larger only: earlier slots (body armour first) and sockets win a tie.
  let mainSlot = -1;
  let mainGroup = -1;
  let mainSize = 0;
  slots.forEach((slot, s) =>
    slot.groups.forEach((group, g) => {
      if (gemCount(group) > mainSize) [mainSlot, mainGroup, mainSize] = [s, g, gemCount(group)];
    }),
  );
  if (mainSlot < 0) return { slots: [], mainSkill: null };

  const first = slots[mainSlot] as PanelSlot;
  const ordered: PanelSlot[] = [
    {
      label: first.label,
      groups: [first.groups[mainGroup], ...first.groups.filter((_, g) => g !== mainGroup)].filter(
        (group): group is PanelGroup => group !== undefined,
      ),
    },
    ...slots.filter((_, s) => s !== mainSlot),
  ];
  const mainGems = (ordered[0]?.groups[0]?.gems ?? []).filter(
    (gem): gem is SocketedGem => gem !== null,
  );
  return {
    slots: ordered,
    mainSkill: mainGems.find((gem) => !isSupport(gem)) ?? mainGems[0] ?? null,
  };
}
