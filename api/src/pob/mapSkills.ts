import { imagePath } from '../gameData/images/paths.js';
import { answerChars, AnswerBudget } from './limits.js';
import { childrenNamed, type XmlElement } from './xml.js';

/** A socketed gem as the build form's gem picker stores it. */
export interface ImportedGem {
  name: string;
  displayName: string;
  icon: string;
  /** Joined with ', ' as the picker stores them. */
  tags: string;
  couleur: string;
  description: string;
  levelRequired: number | null;
}

/** How the mapper finds a gem of our catalogue by its English name (case-insensitive). */
export type GemLookup = (name: string) => ImportedGem | undefined;

/** PoB's socket-group slots onto our gem-socket labels, with how many sockets each has. */
export const SOCKET_SLOTS: Readonly<Record<string, { label: string; sockets: number }>> = {
  'Body Armour': { label: 'Torse', sockets: 6 },
  Helmet: { label: 'Casque', sockets: 4 },
  Gloves: { label: 'Gants', sockets: 4 },
  Boots: { label: 'Bottes', sockets: 4 },
  'Weapon 1': { label: 'Arme 1', sockets: 6 },
  'Weapon 2': { label: 'Arme 2', sockets: 3 },
  'Ring 1': { label: 'Anneau 1', sockets: 1 },
  'Ring 2': { label: 'Anneau 2', sockets: 1 },
};

export interface SkillSet {
  id: string;
  title: string;
  active: boolean;
  sockets: Record<string, ImportedGem[]>;
  /**
   * Per slot label, each placed gem's link group: one PoB `<Skill>` group is one group of
   * linked sockets (`{ Torse: [0, 0, 0, 0, 1, 1] }`).
   */
  links: Record<string, number[]>;
  /** Gems of groups with no socketed slot, or past the slot's sockets: named, not placed. */
  unplaced: string[];
}

/** PoB names supports without the game's « Support » suffix (`nameSpec="Faster Attacks"`). */
function gemOf(gem: XmlElement, lookup: GemLookup): ImportedGem | undefined {
  const nameSpec = (gem.attrs.nameSpec ?? '').trim();
  if (nameSpec === '') return undefined;
  const support =
    /SupportGem/.test(gem.attrs.gemId ?? '') || /^Support/.test(gem.attrs.skillId ?? '');
  const candidates = support
    ? [`${nameSpec} Support`, nameSpec]
    : [nameSpec, `${nameSpec} Support`];
  for (const candidate of candidates) {
    const found = lookup(candidate);
    if (found) return found;
  }
  const name = support && !/ Support$/.test(nameSpec) ? `${nameSpec} Support` : nameSpec;
  // Newer than our catalogue: kept by name, drawn with the default picture.
  return {
    name,
    displayName: name,
    icon: imagePath('gems', name),
    tags: support ? 'Support' : '',
    couleur: 'white',
    description: '',
    levelRequired: null,
  };
}

/** A group's gems as we read them, the disabled ones (PoB's comparisons) marked. */
function groupGems(group: XmlElement, lookup: GemLookup, budget: AnswerBudget) {
  return childrenNamed(group, 'Gem').flatMap((element) => {
    const gem = gemOf(element, lookup);
    if (!gem) return [];
    budget.spend(answerChars(gem));
    return [{ gem, enabled: element.attrs.enabled !== 'false' }];
  });
}

/**
 * The gems a group puts in `room` sockets: all when they fit; else the disabled ones (a gem PoB
 * holds for comparison, which the game could not socket) give way first, in the group's order.
 */
function fitting(gems: { gem: ImportedGem; enabled: boolean }[], room: number) {
  if (gems.length <= room) return { placed: gems.map((g) => g.gem), left: [] as ImportedGem[] };
  const enabled = gems.filter((g) => g.enabled);
  const kept = new Set((enabled.length >= room ? enabled : gems).slice(0, room));
  if (enabled.length < room) {
    for (const g of gems) if (kept.size < room && !g.enabled) kept.add(g);
  }
  return {
    placed: gems.filter((g) => kept.has(g)).map((g) => g.gem),
    left: gems.filter((g) => !kept.has(g)).map((g) => g.gem),
  };
}

/**
 * Places each group's gems in its slot's sockets, linked together. The main skill's group
 * (`main`, its index among the set's groups) goes first. A group PoB did not socket (no slot,
 * or one our grid lacks, like « Weapon 1 Swap ») takes the socketed slot with the least room it
 * fits in whole, else the one with the most room: its gems stay shown with their links.
 */
function readGroups(
  groups: XmlElement[],
  lookup: GemLookup,
  budget: AnswerBudget,
  main: number | undefined,
) {
  const sockets: Record<string, ImportedGem[]> = {};
  const links: Record<string, number[]> = {};
  const unplaced: string[] = [];
  const ordered = groups
    .map((group, index) => ({ group, index }))
    // Skills granted by an item or the tree (`source="Item:…"`) sit in no socket.
    .filter(({ group }) => !group.attrs.source)
    .sort((a, b) => Number(b.index === main) - Number(a.index === main));
  const place = (label: string, gems: { gem: ImportedGem; enabled: boolean }[]) => {
    const slot = Object.values(SOCKET_SLOTS).find((candidate) => candidate.label === label);
    const placed = (sockets[label] ??= []);
    const groupLinks = (links[label] ??= []);
    const { placed: fit, left } = fitting(gems, (slot?.sockets ?? 0) - placed.length);
    // The group's gems take the slot's next sockets, linked together and not to the last group.
    const linkGroup = groupLinks.length > 0 ? (groupLinks.at(-1) ?? 0) + 1 : 0;
    for (const gem of fit) {
      placed.push(gem);
      groupLinks.push(linkGroup);
    }
    return left;
  };
  const loose: { gem: ImportedGem; enabled: boolean }[][] = [];
  for (const { group } of ordered) {
    const gems = groupGems(group, lookup, budget);
    if (gems.length === 0) continue;
    const slotName = group.attrs.slot ?? '';
    const slot = Object.hasOwn(SOCKET_SLOTS, slotName) ? SOCKET_SLOTS[slotName] : undefined;
    if (slot) unplaced.push(...place(slot.label, gems).map((gem) => gem.displayName));
    else loose.push(gems);
  }
  for (const gems of loose) {
    const free = Object.values(SOCKET_SLOTS)
      .map(({ label, sockets: count }) => ({ label, room: count - (sockets[label]?.length ?? 0) }))
      .filter(({ room }) => room > 0);
    // A ring's one socket (Unset Ring) only when no armour or weapon has room left.
    const armour = free.filter(({ label }) => !label.startsWith('Anneau'));
    const rooms = armour.length > 0 ? armour : free;
    const needed = gems.filter((g) => g.enabled).length || gems.length;
    const whole = rooms.filter(({ room }) => room >= needed).sort((a, b) => a.room - b.room)[0];
    const target = whole ?? rooms.sort((a, b) => b.room - a.room)[0];
    if (!target) unplaced.push(...gems.map((g) => g.gem.displayName));
    else unplaced.push(...place(target.label, gems).map((gem) => gem.displayName));
  }
  return { sockets: withoutEmpty(sockets), links: withoutEmpty(links), unplaced };
}

/** Slots whose groups held no gem we know are left out, as if PoB had not named them. */
const withoutEmpty = <T>(bySlot: Record<string, T[]>): Record<string, T[]> =>
  Object.fromEntries(Object.entries(bySlot).filter(([, list]) => list.length > 0));

/**
 * Every skill set of the export as gem-socket maps. Older exports put `<Skill>` groups
 * directly under `<Skills>`: one set.
 */
export function readSkillSets(
  skills: XmlElement | undefined,
  lookup: GemLookup,
  budget = new AnswerBudget(),
  /** The active set's main group, 1-based as PoB's `mainSocketGroup`. */
  mainGroup?: number,
): SkillSet[] {
  const sets = childrenNamed(skills, 'SkillSet');
  const direct = childrenNamed(skills, 'Skill');
  const activeId = skills?.attrs.activeSkillSet;
  const result = (sets.length > 0 ? sets : direct.length > 0 && skills ? [skills] : []).map(
    (set, index): SkillSet => {
      const id = set === skills ? '1' : (set.attrs.id ?? String(index + 1));
      const groups = childrenNamed(set, 'Skill');
      const active = id === activeId || (activeId === undefined && index === 0);
      const main = active && mainGroup !== undefined ? mainGroup - 1 : undefined;
      return {
        id,
        title: set.attrs.title ?? '',
        active: id === activeId,
        ...readGroups(groups, lookup, budget, main),
      };
    },
  );
  if (result.length > 0 && !result.some((set) => set.active)) (result[0] as SkillSet).active = true;
  return result;
}
