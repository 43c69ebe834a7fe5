import type { PassiveTreesInput } from '../gameData/passiveTree/schemas.js';
import { DEMO_TREE_PATHS, DEMO_TREE_VERSION } from './treePaths.js';

/**
 * The demo builds' passive trees on the game's tree the site bundles (3.15): paths computed from
 * the tree's links by scripts/demoTrees.ts (treePaths.ts), from each class start through real
 * notables and from the ascendancy's start to its notables, and a shorter leveling tree so the
 * build page shows what the main tree adds.
 */
const trees = (
  classId: number,
  ascendancyId: number,
  paths: { readonly leveling: readonly number[]; readonly main: readonly number[] },
  leveling: string,
): PassiveTreesInput => {
  const tree = (title: string, nodes: readonly number[]) => ({
    version: DEMO_TREE_VERSION,
    class_id: classId,
    ascendancy_id: ascendancyId,
    title,
    nodes: [...nodes],
  });
  return { main: tree('Fin de campagne', paths.main), leveling: tree(leveling, paths.leveling) };
};

/** Duelist (4), Slayer (1): Art of the Gladiator, Bloodletting, Vaal Pact; Headsman, Bane of Legends. */
export const slayerTrees = trees(4, 1, DEMO_TREE_PATHS.slayer, 'Niveau 30');

/** Witch (3), Necromancer (3): Arcanist's Dominion, minion notables; Mindless Aggression. */
export const necromancerTrees = trees(3, 3, DEMO_TREE_PATHS.necromancer, 'Niveau 20');

/** Templar (5), Inquisitor (1): Faith and Steel, life notables; Augury of Penitence. */
export const inquisitorTrees = trees(5, 1, DEMO_TREE_PATHS.inquisitor, 'Niveau 20');

/** Ranger (2), Deadeye (2): Finesse, bow notables; Ricochet, Far Shot. */
const deadeyeBase = trees(2, 2, DEMO_TREE_PATHS.deadeye, 'Niveau 20');

/**
 * The example Deadeye also has an Endgame tab's tree (an example build, marked as such): its main
 * tree's real 3.15 nodes, so the Endgame tab shows what it keeps from and adds to the leveling.
 */
export const deadeyeTrees: PassiveTreesInput = {
  ...deadeyeBase,
  endgame: deadeyeBase.main && { ...deadeyeBase.main, title: 'Endgame' },
};
