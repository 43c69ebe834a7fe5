import { imagePath } from '../uploads/images/paths.js';
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

function readGroups(groups: XmlElement[], lookup: GemLookup, budget: AnswerBudget) {
  const sockets: Record<string, ImportedGem[]> = {};
  const links: Record<string, number[]> = {};
  const unplaced: string[] = [];
  for (const group of groups) {
    // Skills granted by an item or the tree (`source="Item:…"`) sit in no socket.
    if (group.attrs.source) continue;
    const slotName = group.attrs.slot ?? '';
    const slot = Object.hasOwn(SOCKET_SLOTS, slotName) ? SOCKET_SLOTS[slotName] : undefined;
    const placed = slot ? (sockets[slot.label] ??= []) : undefined;
    const groupLinks = slot ? (links[slot.label] ??= []) : undefined;
    // The group's gems take the slot's next sockets, linked together and not to the last group.
    const linkGroup = groupLinks && groupLinks.length > 0 ? (groupLinks.at(-1) ?? 0) + 1 : 0;
    for (const gem of childrenNamed(group, 'Gem').map((g) => gemOf(g, lookup))) {
      if (!gem) continue;
      budget.spend(answerChars(gem));
      if (slot && placed && groupLinks && placed.length < slot.sockets) {
        placed.push(gem);
        groupLinks.push(linkGroup);
      } else unplaced.push(gem.displayName);
    }
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
): SkillSet[] {
  const sets = childrenNamed(skills, 'SkillSet');
  const direct = childrenNamed(skills, 'Skill');
  const activeId = skills?.attrs.activeSkillSet;
  const result = (sets.length > 0 ? sets : direct.length > 0 && skills ? [skills] : []).map(
    (set, index): SkillSet => {
      const id = set === skills ? '1' : (set.attrs.id ?? String(index + 1));
      const groups = childrenNamed(set, 'Skill');
      return {
        id,
        title: set.attrs.title ?? '',
        active: id === activeId,
        ...readGroups(groups, lookup, budget),
      };
    },
  );
  if (result.length > 0 && !result.some((set) => set.active)) (result[0] as SkillSet).active = true;
  return result;
}
