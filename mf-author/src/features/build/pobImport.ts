import type { SlotItem } from 'shared-ui';
import { PHASES, type BuildFormState, type FormGem, type GearSet, type Phase } from './buildForm';

/** One set of an export: PoB's id and title, and whether it was the active one. */
interface PobSetBase {
  id: string;
  title: string;
  active: boolean;
}

/** The answer of `POST /api/pob/import` (see the API's README). */
export interface PobImport {
  classe: string;
  ascendancy: string;
  level: number | null;
  targetVersion: string;
  /** The share page the export came from, '' for a pasted code. */
  sourceUrl: string;
  itemSets: (PobSetBase & { equipment: Record<string, SlotItem | string> })[];
  skillSets: (PobSetBase & {
    sockets: Record<string, FormGem[]>;
    /** Per slot label, the link group of each socket: one group per PoB skill group. */
    links: Record<string, number[]>;
    unplaced: string[];
  })[];
  treeSpecs: (PobSetBase & { url: string; treeVersion: string })[];
  warnings: string[];
}

/** Where the author sends each set: a phase tab, or nowhere (unticked). */
export interface PobChoices {
  itemSets: (Phase | null)[];
  skillSets: (Phase | null)[];
  /** Index of the tree spec whose link fills the build-sharing link (code imports). */
  treeSpec: number;
}

/**
 * A share link goes to the server as `url` (an address typed without its scheme gets one),
 * anything else as the code itself: a code never holds a dot.
 *
 * @example asSource('pobb.in/AbC') // { url: 'https://pobb.in/AbC' }
 */
export function asSource(text: string): { url: string } | { code: string } {
  if (/^https?:\/\//i.test(text)) return { url: text };
  return /^[\w-]+(\.[\w-]+)+\//.test(text) ? { url: `https://${text}` } : { code: text };
}

/** Words authors title their sets with, per phase, tried in this order. */
const PHASE_WORDS: [Phase, RegExp][] = [
  ['leveling', /level|lvl|campa(?:gne|ign)|\bact(?:e|s)?\b|\bact\s*\d/i],
  ['optimisation', /optim|min.?max|mirror|\bbis\b|best|juic|luxe|high.?budget|upgrade/i],
  ['endgame', /end.?game|late|final|\bt1[5-7]\b|red map|uber|pinnacle|boss/i],
  ['premierEquipement', /early|starter|start|d[ée]but|premier|first|budget|cheap|mid|map/i],
];

/**
 * Proposes a phase tab for each set: by the words of its title first ('Leveling acte 1-5',
 * 'Early maps', 'Endgame'...), then the remaining sets in order onto the remaining tabs.
 * Each tab gets one set at most; sets beyond the four tabs are left unticked.
 *
 * @example proposePhases(['Endgame', 'Leveling']) // ['endgame', 'leveling']
 */
export function proposePhases(titles: readonly string[]): (Phase | null)[] {
  const taken = new Set<Phase>();
  const proposed = titles.map((title) => {
    const match = PHASE_WORDS.find(([phase, words]) => !taken.has(phase) && words.test(title));
    if (match) taken.add(match[0]);
    return match?.[0] ?? null;
  });
  return proposed.map((phase) => {
    if (phase) return phase;
    const free = PHASES.find((candidate) => !taken.has(candidate));
    if (free) taken.add(free);
    return free ?? null;
  });
}

/** The review step is needed only when the export has more than one set of something. */
export const needsReview = (pob: PobImport) =>
  pob.itemSets.length > 1 ||
  pob.skillSets.length > 1 ||
  (pob.sourceUrl === '' && pob.treeSpecs.filter((spec) => spec.url !== '').length > 1);

/** First proposal: title words, the active spec's link. */
export function initialChoices(pob: PobImport): PobChoices {
  const several = <T extends PobSetBase>(sets: T[]) =>
    sets.length > 1 ? proposePhases(sets.map((set) => set.title)) : sets.map(() => null);
  return {
    itemSets: several(pob.itemSets),
    skillSets: several(pob.skillSets),
    treeSpec: Math.max(
      0,
      pob.treeSpecs.findIndex((spec) => spec.active),
    ),
  };
}

/** Phase tabs chosen twice in one list: the review refuses to apply those. */
export function duplicatePhases(choices: PobChoices): Phase[] {
  const twice = (list: (Phase | null)[]) =>
    list.filter((phase, i): phase is Phase => phase !== null && list.indexOf(phase) !== i);
  return [...new Set([...twice(choices.itemSets), ...twice(choices.skillSets)])];
}

/**
 * The form after an import: class and ascendancy (when the export names ours), the active
 * item and skill sets on the Général tab, chosen sets on their phase tabs (each gem set with
 * its links), and the build-sharing link. That link is the share page when the export came
 * from one (it holds the whole build); from a pasted code, the chosen passive tree's official address, the one link
 * of the export a reader can open. The atlas tree link stays: PoB exports no atlas tree.
 * Everything else the author wrote is kept.
 */
export function applyImport(
  form: BuildFormState,
  pob: PobImport,
  choices: PobChoices,
): BuildFormState {
  const equipment = { ...form.equipment };
  const sockets = { ...form.sockets };
  const links = { ...form.links };
  const linksByHand = { ...form.linksByHand };
  // The imported gems come with their links: whatever was linked by hand belonged to the old gems.
  const setSkills = (gear: GearSet, set: PobImport['skillSets'][number]) => {
    sockets[gear] = { ...set.sockets };
    links[gear] = { ...set.links };
    linksByHand[gear] = [];
  };
  const activeItems = pob.itemSets.find((set) => set.active) ?? pob.itemSets[0];
  const activeSkills = pob.skillSets.find((set) => set.active) ?? pob.skillSets[0];
  if (activeItems) equipment.main = { ...activeItems.equipment };
  if (activeSkills) setSkills('main', activeSkills);
  pob.itemSets.forEach((set, i) => {
    const phase = choices.itemSets[i];
    if (phase) equipment[phase] = { ...set.equipment };
  });
  pob.skillSets.forEach((set, i) => {
    const phase = choices.skillSets[i];
    if (phase) setSkills(phase, set);
  });
  const link = pob.sourceUrl || pob.treeSpecs[choices.treeSpec]?.url || '';
  return {
    ...form,
    ...(pob.classe ? { classe: pob.classe, ascendancy: pob.ascendancy } : {}),
    pobb_in_url: link || form.pobb_in_url,
    equipment,
    sockets,
    links,
    linksByHand,
  };
}
