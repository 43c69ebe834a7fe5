import type { FastifyInstance } from 'fastify';
import { frenchPassiveName } from '../gameData/passiveTree/frenchNames.js';
import type { PassiveTree } from '../gameData/passiveTree/schemas.js';
import { treeChange } from '../gameData/passiveTree/treeChange.js';
import type { BuildPassives } from './follow.js';
import type { FollowPhaseName, StepSource } from './steps.js';
import type { StepPassive } from './stepsSchemas.js';

type TreePhases = Exclude<FollowPhaseName, 'mecaniques'>;
const TREE_PHASES: readonly TreePhases[] = [
  'leveling',
  'premier_equipement',
  'endgame',
  'optimisation',
];

/** A phase's tree; the end game is played with the main tree when it has none of its own. */
const treeOf = (trees: StepSource['passive_trees'], phase: TreePhases): PassiveTree | undefined =>
  phase === 'endgame' ? (trees.endgame ?? trees.main) : trees[phase];

/**
 * The passive points each phase adds to the tree of the phase before it (the first from the
 * class start alone), in an order where each point touches one already taken
 * (gameData/passiveTree/treeChange.ts), named in French where the game's strings name them.
 * A tree whose version or class the site does not hold adds no step; ids that version lacks
 * are left out (nothing to name them by).
 */
export const treePassives =
  (app: FastifyInstance): BuildPassives =>
  async (build) => {
    const perPhase = new Map<FollowPhaseName, StepPassive[]>();
    let previous: readonly number[] = [];
    for (const phase of TREE_PHASES) {
      const tree = treeOf(build.passive_trees, phase);
      if (!tree) continue;
      const loaded = await app.passiveTrees.load(tree.version);
      const classe = loaded?.data.classes.find((c) => c.id === tree.class_id);
      if (loaded && classe) {
        const ascendancy = classe.ascendancies.find((a) => a.id === tree.ascendancy_id);
        const { added } = treeChange(loaded.data, previous, tree.nodes, {
          classStart: classe.startNode,
          ascendancyStart: ascendancy?.startNode ?? null,
        });
        perPhase.set(
          phase,
          added.flatMap((id) => {
            const node = loaded.nodes.get(id);
            if (!node) return [];
            return [
              { id, name: node.name, name_fr: frenchPassiveName(id, node.name), kind: node.kind },
            ];
          }),
        );
      }
      previous = tree.nodes;
    }
    return (phase) => perPhase.get(phase) ?? [];
  };
