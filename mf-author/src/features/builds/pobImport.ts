import type { SlotItem } from 'shared-ui';
import { PHASES, type BuildFormState, type FormGem, type GearSet, type Phase } from './buildForm';
import type { FormTree } from './treeForm';

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
  /** The bloodline (game-facts BLOODLINES id), '' for none. */
  bloodline: string;
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
  /** Each passive tree spec; `tree` is null when its tree could not be read. */
  treeSpecs: (PobSetBase & {
    url: string;
    treeVersion: string;
    tree: Omit<FormTree, 'title' | 'url'> | null;
  })[];
  /** The stats PoB computed for its active loadout (`{ Life: 4533 }`), `{}` when none. */
  stats: Record<string, number>;
  /** The export's notes, plain text. */
  notes: string;
  warnings: string[];
}

/** Where the author sends each set: a phase tab, or nowhere (unticked). */
export interface PobChoices {
  itemSets: (Phase | null)[];
  skillSets: (Phase | null)[];
  /** Index of the tree spec whose link fills the build-sharing link (code imports). */
  treeSpec: number;
  /** Per tree spec, the tab whose passive tree it becomes ('main': the Général tab's). */
  trees: (GearSet | null)[];
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

/**
 * A tab for each readable tree spec: the active one (else the last) is the main build's, the
 * others go to the phase tabs by their titles ('Level 30', 'Level 60'...) as sets do.
 * @example proposeTreeSlots([{ title: 'Level 30', active: false, tree }, { title: 'Final', active: true, tree }]) // ['leveling', 'main']
 */
export function proposeTreeSlots(
  specs: readonly Pick<PobImport['treeSpecs'][number], 'title' | 'active' | 'tree'>[],
): (GearSet | null)[] {
  const readable = specs.flatMap((spec, index) => (spec.tree ? [index] : []));
  const main = readable.find((index) => specs[index]?.active) ?? readable.at(-1);
  const others = readable.filter((index) => index !== main);
  const phases = proposePhases(others.map((index) => specs[index]?.title ?? ''));
  return specs.map((_spec, index) => {
    if (index === main) return 'main';
    const other = others.indexOf(index);
    return other === -1 ? null : (phases[other] ?? null);
  });
}

/**
 * The export with the trees of versions the site does not hold set aside (their spec keeps its
 * link but brings no tree: the server would refuse to save it), and which those were. Without
 * the site's versions (not known yet), every tree is kept and the save decides.
 * @example keepSiteTrees(pob, ['3.26']).skipped // [{ title: 'Endgame', version: '3.25' }]
 */
export function keepSiteTrees(
  pob: PobImport,
  versions: readonly string[] | undefined,
): { pob: PobImport; skipped: { title: string; version: string }[] } {
  if (!versions) return { pob, skipped: [] };
  const skipped: { title: string; version: string }[] = [];
  const treeSpecs = pob.treeSpecs.map((spec) => {
    if (!spec.tree || versions.includes(spec.tree.version)) return spec;
    skipped.push({ title: spec.title, version: spec.tree.version });
    return { ...spec, tree: null };
  });
  return { pob: { ...pob, treeSpecs }, skipped };
}

/** The review step is needed only when the export has more than one set of something. */
export const needsReview = (pob: PobImport) =>
  pob.itemSets.length > 1 ||
  pob.skillSets.length > 1 ||
  pob.treeSpecs.filter((spec) => spec.tree).length > 1 ||
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
    trees: proposeTreeSlots(pob.treeSpecs),
  };
}

/** Tabs chosen twice in one list: the review refuses to apply those. */
export function duplicatePhases(choices: PobChoices): GearSet[] {
  const twice = (list: (GearSet | null)[]) =>
    list.filter((phase, i): phase is GearSet => phase !== null && list.indexOf(phase) !== i);
  return [
    ...new Set([...twice(choices.itemSets), ...twice(choices.skillSets), ...twice(choices.trees)]),
  ];
}

/**
 * The form after an import: class and ascendancy (when the export names ours), the active
 * item and skill sets on the Général tab, chosen sets on their phase tabs (each gem set with
 * its links), and the build-sharing link. That link is the share page when the export came
 * from one (it holds the whole build); from a pasted code, the chosen passive tree's official address, the one link
 * of the export a reader can open. The atlas tree link stays: PoB exports no atlas tree. Each
 * passive tree spec given a tab becomes that tab's tree.
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
  const pobStats = { ...form.pobStats };
  // The imported gems come with their links: whatever was linked by hand belonged to the old gems.
  const setSkills = (gear: GearSet, set: PobImport['skillSets'][number]) => {
    sockets[gear] = { ...set.sockets };
    links[gear] = { ...set.links };
    linksByHand[gear] = [];
    // PoB computed its stats for the active set alone: another set's tab shows none.
    pobStats[gear] =
      set === activeSkills && Object.keys(pob.stats).length > 0 ? pob.stats : undefined;
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
  const trees = { ...form.trees };
  pob.treeSpecs.forEach((spec, i) => {
    const slot = choices.trees[i];
    if (slot && spec.tree) trees[slot] = { ...spec.tree, title: spec.title, url: spec.url };
  });
  const link = pob.sourceUrl || pob.treeSpecs[choices.treeSpec]?.url || '';
  return {
    ...form,
    ...(pob.classe ? { classe: pob.classe, ascendancy: pob.ascendancy } : {}),
    ...(pob.bloodline ? { bloodline: pob.bloodline } : {}),
    pobb_in_url: link || form.pobb_in_url,
    equipment,
    sockets,
    links,
    linksByHand,
    trees,
    pobStats,
    pobNotes: pob.notes || form.pobNotes,
  };
}
