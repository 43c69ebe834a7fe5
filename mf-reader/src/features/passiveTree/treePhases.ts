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

/** One phase's tree as `GET /api/builds/{id}` answers it. */
export type PhaseTree = NonNullable<Build['passive_trees'][TreePhase]>;

/** A keystone or notable of a tree, with its stats. */
export type TreeHighlight = PhaseTree['highlights'][number];

/** The build's trees by phase (none on a build saved before trees existed). */
const treesOf = (build: Build): Build['passive_trees'] => build.passive_trees ?? {};

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
