/**
 * The stand-in tree's nodes: real ids, names, stats, groups, orbits and links of the game's
 * passive tree (grindinggear/skilltree-export, version 3.18, read through Path of Building's
 * copy of that export), a small part of it: every class and ascendancy start and the nodes
 * around the starts the demo builds use. Written here as our own data, in a short form that
 * standInExport.ts turns into the export's format.
 */
export interface StandInNode {
  id: number;
  name: string;
  group: number;
  orbit: number;
  orbitIndex: number;
  stats?: readonly string[];
  classStartIndex?: number;
  ascendancyName?: string;
  isAscendancyStart?: true;
  isNotable?: true;
  isKeystone?: true;
  isMastery?: true;
  isJewelSocket?: true;
}

const start = (id: number, name: string, group: number, classStartIndex: number): StandInNode => ({
  id,
  name,
  group,
  orbit: 0,
  orbitIndex: 0,
  classStartIndex,
});

const ascStart = (id: number, name: string, group: number): StandInNode => ({
  id,
  name,
  group,
  orbit: 0,
  orbitIndex: 0,
  ascendancyName: name,
  isAscendancyStart: true,
});

export const STAND_IN_NODES: readonly StandInNode[] = [
  start(58833, 'Seven', 329, 0),
  start(47175, 'MARAUDER', 227, 1),
  start(50459, 'RANGER', 422, 2),
  start(54447, 'WITCH', 320, 3),
  start(50986, 'DUELIST', 323, 4),
  start(61525, 'TEMPLAR', 226, 5),
  start(44683, 'SIX', 421, 6),

  ascStart(35754, 'Ascendant', 29),
  ascStart(17765, 'Juggernaut', 5),
  ascStart(29294, 'Berserker', 1),
  ascStart(24704, 'Chieftain', 7),
  ascStart(58427, 'Raider', 643),
  ascStart(56856, 'Deadeye', 644),
  ascStart(64111, 'Pathfinder', 640),
  ascStart(18378, 'Occultist', 260),
  ascStart(16023, 'Elementalist', 312),
  ascStart(60791, 'Necromancer', 379),
  ascStart(33795, 'Slayer', 392),
  ascStart(32730, 'Gladiator', 248),
  ascStart(24984, 'Champion', 313),
  ascStart(61871, 'Inquisitor', 8),
  ascStart(30940, 'Hierophant', 6),
  ascStart(409, 'Guardian', 2),
  ascStart(58229, 'Assassin', 639),
  ascStart(55236, 'Trickster', 641),
  ascStart(18635, 'Saboteur', 642),

  // Duelist.
  {
    id: 39725,
    name: 'Attack Speed and Accuracy',
    group: 323,
    orbit: 3,
    orbitIndex: 7,
    stats: ['6% increased Attack Speed', '+25 to Accuracy Rating'],
  },
  // Witch.
  {
    id: 57264,
    name: 'Spell Damage and Mana',
    group: 320,
    orbit: 3,
    orbitIndex: 15,
    stats: ['16% increased Spell Damage', '+16 to maximum Mana'],
  },
  // Templar.
  {
    id: 63965,
    name: 'Damage and Mana',
    group: 226,
    orbit: 3,
    orbitIndex: 15,
    stats: ['14% increased Damage', '+14 to maximum Mana'],
  },
  // Ranger.
  {
    id: 39821,
    name: 'Evasion and Life',
    group: 422,
    orbit: 3,
    orbitIndex: 7,
    stats: ['+20 to Evasion Rating', '+14 to maximum Life'],
  },
];

/** The links between those nodes, as the export's `out` lists give them. */
export const STAND_IN_LINKS: readonly (readonly [number, number])[] = [
  // Each class start to its ascendancies' starts, as in the export (not drawn).
  [58833, 35754],
  [47175, 17765],
  [47175, 29294],
  [47175, 24704],
  [50459, 58427],
  [50459, 56856],
  [50459, 64111],
  [54447, 18378],
  [54447, 16023],
  [54447, 60791],
  [50986, 33795],
  [50986, 32730],
  [50986, 24984],
  [61525, 61871],
  [61525, 30940],
  [61525, 409],
  [44683, 58229],
  [44683, 55236],
  [44683, 18635],
  // The main tree.
  [50986, 39725],
  [54447, 57264],
  [61525, 63965],
  [50459, 39821],
];
