import type { PassiveTreesInput } from '../gameData/passiveTree/schemas.js';

/**
 * The demo builds' passive trees, drawn on the stand-in tree (gameData/passiveTree/standIn): real paths of
 * the game's tree from each class start through real notables, with the first ascendancy
 * notables, and a shorter leveling tree so the build page shows what the main tree adds.
 * Seeded under version 3.26; a site holding no tree of that version seeds the builds without.
 */
const tree = (
  classId: number,
  ascendancyId: number,
  title: string,
  nodes: number[],
): NonNullable<PassiveTreesInput['main']> => ({
  version: '3.26',
  class_id: classId,
  ascendancy_id: ascendancyId,
  title,
  nodes,
});

/** Duelist (4), Slayer (1): Art of the Gladiator, life and physical damage; Bane of Legends. */
export const slayerTrees: PassiveTreesInput = {
  main: tree(
    4,
    1,
    'Fin de campagne',
    [
      50986, 39725, 24377, 56803, 62694, 45227, 48807, 35568, 50306, 59718, 51856, 48513, 39211,
      5612, 33795, 42293, 62817,
    ],
  ),
  leveling: tree(4, 1, 'Niveau 30', [50986, 39725, 24377, 56803, 62694, 45227, 48807]),
};

/** Witch (3), Necromancer (3): Arcanist's Dominion; Mindless Aggression. */
export const necromancerTrees: PassiveTreesInput = {
  main: tree(
    3,
    3,
    'Fin de campagne',
    [54447, 57264, 33296, 36774, 17579, 21934, 11420, 60791, 60547, 54159],
  ),
  leveling: tree(3, 3, 'Niveau 20', [54447, 57264, 33296, 36774]),
};

/** Templar (5), Inquisitor (1): Faith and Steel; Augury of Penitence. */
export const inquisitorTrees: PassiveTreesInput = {
  main: tree(
    5,
    1,
    'Fin de campagne',
    [61525, 63965, 14151, 27564, 17735, 58402, 10575, 40508, 35958, 61871, 60769, 40059],
  ),
  leveling: tree(5, 1, 'Niveau 20', [61525, 63965, 14151, 27564, 17735]),
};

/** Ranger (2), Deadeye (2): Finesse; Ricochet. */
export const deadeyeTrees: PassiveTreesInput = {
  main: tree(2, 2, 'Fin de campagne', [50459, 39821, 52904, 444, 61306, 54142, 56856, 5082, 61627]),
  leveling: tree(2, 2, 'Niveau 20', [50459, 39821, 52904, 444]),
};
