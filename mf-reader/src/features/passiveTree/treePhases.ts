import type { Build } from 'shared-ui';

/** The phases that may carry a tree, in the order a character goes through them. */
export const TREE_PHASES = [
  'leveling',
  'premier_equipement',
  'endgame',
  'main',
  'optimisation',
] as const;
export type TreePhase = (typeof TREE_PHASES)[number];

/** A keystone or notable of a tree, as the build's answer lists it. */
export interface TreeHighlight {
  id: number;
  name: string;
  kind: 'keystone' | 'notable';
  stats: string[];
  ascendancy: string | null;
}

/** One phase's tree as `GET /api/builds/{id}` answers it. */
export interface PhaseTree {
  version: string;
  class_id: number;
  ascendancy_id: number;
  nodes: number[];
  title: string;
  url: string;
  points: number;
  ascendancy_points: number;
  highlights: TreeHighlight[];
}

type Trees = Partial<Record<TreePhase, PhaseTree>>;

/** The build's trees by phase (none on a build saved before trees existed). */
const treesOf = (build: Build): Trees =>
  (build as Build & { passive_trees?: Trees | null }).passive_trees ?? {};

/** The tree of a phase, if the author gave one. */
export const treeOf = (build: Build, phase: TreePhase): PhaseTree | null =>
  treesOf(build)[phase] ?? null;

/**
 * The tree a phase is compared with: the nearest earlier phase that has one (the main build
 * comes after the endgame tab and before the optimisation), or null.
 * @example previousTree(build, 'main') // { phase: 'leveling', tree } when only those two exist
 */
export function previousTree(
  build: Build,
  phase: TreePhase,
): { phase: TreePhase; tree: PhaseTree } | null {
  const trees = treesOf(build);
  for (let index = TREE_PHASES.indexOf(phase) - 1; index >= 0; index -= 1) {
    const earlier = TREE_PHASES[index];
    const tree = earlier && trees[earlier];
    if (earlier && tree) return { phase: earlier, tree };
  }
  return null;
}

/** The reading tab's name of a phase, for the ones that are tabs (Mécaniques has no tree). */
export function treePhaseOfTab(tab: string): TreePhase | null {
  if (tab === 'premierEquipement') return 'premier_equipement';
  return (TREE_PHASES as readonly string[]).includes(tab) ? (tab as TreePhase) : null;
}
