import { type ApiAnswer, type Build, isClassName, offeredAscendancies } from 'shared-ui';
import type { GearSet } from './gearSets';

/** A tree as the form keeps and sends it (`PassiveTreeInput` of the API). */
export interface FormTree {
  version: string;
  class_id: number;
  ascendancy_id: number;
  nodes: number[];
  title: string;
  url: string;
}

/** What `POST /api/game/passive-tree/decode` answers for each tree of a pasted address. */
export type DecodedTree = ApiAnswer<'/api/game/passive-tree/decode', 'post'>['trees'][number];

/** The trees of the form: the Général tab's (the main build) and each phase tab's. */
export type FormTrees = Partial<Record<GearSet, FormTree>>;

/** The wire's phase keys of `passive_trees`, per gear set of the form. */
export const TREE_FIELDS = {
  main: 'main',
  leveling: 'leveling',
  premierEquipement: 'premier_equipement',
  endgame: 'endgame',
  optimisation: 'optimisation',
} as const satisfies Record<GearSet, string>;

/** The tabs a tree may go to, Général (the main build) first. */
export const TREE_SLOTS = Object.keys(TREE_FIELDS) as GearSet[];

type WireTrees = Partial<Record<(typeof TREE_FIELDS)[GearSet], FormTree>>;

const isTree = (value: unknown): value is FormTree =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FormTree).version === 'string' &&
  Array.isArray((value as FormTree).nodes);

/** Only what the server takes back: the answer adds points and highlights. */
const formTree = (tree: Omit<FormTree, 'url'> & { url?: string }): FormTree => ({
  version: tree.version,
  class_id: tree.class_id,
  ascendancy_id: tree.ascendancy_id,
  nodes: [...tree.nodes],
  title: tree.title ?? '',
  url: tree.url ?? '',
});

/** The trees of a stored build, by the form's gear sets. */
export function treesFromBuild(build: Build): FormTrees {
  // Older answers (and builds saved before trees existed) may lack the field.
  const stored = build.passive_trees as Record<string, unknown> | undefined;
  const trees: FormTrees = {};
  for (const slot of TREE_SLOTS) {
    const tree = stored?.[TREE_FIELDS[slot]];
    if (isTree(tree)) trees[slot] = formTree(tree);
  }
  return trees;
}

/**
 * The `passive_trees` of a save: every tree the form holds, under its phase key. A tree removed
 * is left out, and the whole object replaces the stored one.
 * @example treesToWire({ premierEquipement: tree }) // { premier_equipement: tree }
 */
export function treesToWire(trees: FormTrees): WireTrees {
  const wire: WireTrees = {};
  for (const slot of TREE_SLOTS) {
    const tree = trees[slot];
    if (tree) wire[TREE_FIELDS[slot]] = formTree(tree);
  }
  return wire;
}

/** The form's tree from a decoded one (the class names are the form's own fields). */
export const fromDecoded = ({ classe: _classe, ascendancy: _ascendancy, ...tree }: DecodedTree) =>
  formTree(tree);

/** The form with a tab's tree set, or removed with null. */
export function withTree<Form extends { trees: FormTrees }>(
  form: Form,
  slot: GearSet,
  tree: FormTree | null,
): Form {
  const trees: FormTrees = Object.fromEntries(
    Object.entries(form.trees).filter(([key]) => key !== slot),
  );
  return { ...form, trees: tree ? { ...trees, [slot]: tree } : trees };
}

/**
 * A form without a class takes the class and ascendancy of the first tree read; one that has a
 * class keeps it (the author chose it).
 * @example withDecodedClass(emptyBuildForm(), { ...tree, classe: 'Ranger', ascendancy: 'Deadeye' }).classe // 'Ranger'
 */
export function withDecodedClass<Form extends { classe: string; ascendancy: string }>(
  form: Form,
  decoded: DecodedTree,
): Form {
  if (form.classe !== '' || !isClassName(decoded.classe)) return form;
  // Today's ascendancies only: a tree of before 3.25 names the Raider, which a new build cannot take.
  const known = offeredAscendancies(decoded.classe);
  const ascendancy = known.includes(decoded.ascendancy) ? decoded.ascendancy : '';
  return { ...form, classe: decoded.classe, ascendancy };
}
