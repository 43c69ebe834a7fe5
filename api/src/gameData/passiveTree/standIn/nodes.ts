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

const small = (
  id: number,
  name: string,
  group: number,
  orbit: number,
  orbitIndex: number,
  stats: readonly string[],
): StandInNode => ({ id, name, group, orbit, orbitIndex, stats });

const notable = (...args: Parameters<typeof small>): StandInNode => ({
  ...small(...args),
  isNotable: true,
});

const AEL = ['6% increased Evasion Rating and Armour', '4% increased maximum Life'];
const INT = ['+10 to Intelligence'];
const DEX = ['+10 to Dexterity'];

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

  // Duelist: to Art of the Gladiator, and the life and physical damage around the start.
  small(39725, 'Attack Speed and Accuracy', 323, 3, 7, [
    '6% increased Attack Speed',
    '+25 to Accuracy Rating',
  ]),
  small(24377, 'Attack Speed', 336, 2, 15, ['3% increased Attack Speed']),
  small(56803, 'Attack Speed', 336, 2, 4, ['5% increased Attack Speed']),
  small(62694, 'Attack Speed', 336, 2, 7, ['5% increased Attack Speed']),
  small(45227, 'Attack Speed', 336, 2, 9, ['3% increased Attack Speed']),
  notable(48807, 'Art of the Gladiator', 347, 0, 0, [
    '10% increased Attack Speed',
    '10% increased Global Accuracy Rating',
    'Ignore all Movement Penalties from Armour',
    '+20 to Dexterity',
  ]),
  small(35568, 'Armour, Evasion and Life', 324, 1, 0, AEL),
  small(59718, 'Armour, Evasion and Life', 324, 1, 4, AEL),
  small(50306, 'Armour, Evasion and Life', 324, 1, 2, AEL),
  small(51856, 'Physical Attack Damage', 308, 2, 7, ['12% increased Attack Physical Damage']),
  small(48513, 'Physical Attack Damage', 308, 2, 9, ['16% increased Attack Physical Damage']),
  small(39211, 'Physical Attack Damage', 308, 2, 12, ['16% increased Attack Physical Damage']),
  small(5612, 'Physical Attack Damage', 308, 2, 1, ['12% increased Attack Physical Damage']),
  // Slayer.
  {
    ...small(42293, 'Attack Damage, Attack Speed', 392, 3, 13, [
      '10% increased Attack Damage',
      '5% increased Attack Speed',
    ]),
    ascendancyName: 'Slayer',
  },
  {
    ...notable(62817, 'Bane of Legends', 392, 4, 33, [
      "10% more Damage if you've Killed Recently",
      'Cannot take Reflected Physical Damage',
      '20% more Damage with Hits and Ailments against Unique Enemies',
    ]),
    ascendancyName: 'Slayer',
  },

  // Witch: round the spell damage wheel to Arcanist's Dominion.
  small(57264, 'Spell Damage and Mana', 320, 3, 15, [
    '16% increased Spell Damage',
    '+16 to maximum Mana',
  ]),
  small(33296, 'Spell Damage', 319, 6, 42, ['12% increased Spell Damage']),
  small(36774, 'Spell Damage', 319, 6, 45, ['10% increased Spell Damage']),
  small(17579, 'Spell Damage', 319, 6, 48, ['10% increased Spell Damage']),
  small(21934, 'Spell Damage', 319, 6, 51, ['10% increased Spell Damage']),
  notable(11420, "Arcanist's Dominion", 319, 6, 54, [
    '20% increased Spell Damage',
    '5% increased Cast Speed',
    '+20 to Intelligence',
  ]),
  // Necromancer.
  {
    ...small(60547, 'Minion Damage and Life', 379, 2, 8, [
      'Minions have 10% increased maximum Life',
      'Minions deal 10% increased Damage',
    ]),
    ascendancyName: 'Necromancer',
  },
  {
    ...notable(54159, 'Mindless Aggression', 379, 3, 8, [
      'Minions have 10% increased Movement Speed',
      'Minions deal 30% increased Damage',
      'Minions have 10% increased Attack Speed',
      'Minions have 10% increased Cast Speed',
    ]),
    ascendancyName: 'Necromancer',
  },

  // Templar: through the Intelligence nodes to Faith and Steel.
  small(63965, 'Damage and Mana', 226, 3, 15, ['14% increased Damage', '+14 to maximum Mana']),
  small(14151, 'Intelligence', 202, 4, 10, INT),
  small(27564, 'Intelligence', 202, 4, 0, INT),
  small(17735, 'Intelligence', 155, 0, 0, INT),
  small(58402, 'Intelligence', 116, 4, 0, INT),
  small(10575, 'Intelligence', 116, 4, 30, INT),
  small(40508, 'Armour and Energy Shield', 78, 2, 4, [
    '8% increased Armour',
    '5% increased maximum Energy Shield',
  ]),
  notable(35958, 'Faith and Steel', 78, 2, 9, [
    '15% increased Armour',
    '10% increased maximum Energy Shield',
    '+8% to all Elemental Resistances',
  ]),
  // Inquisitor.
  {
    ...small(60769, 'Elemental Damage and Resistances', 8, 3, 4, [
      '+6% to all Elemental Resistances',
      '10% increased Elemental Damage',
    ]),
    ascendancyName: 'Inquisitor',
  },
  {
    ...notable(40059, 'Augury of Penitence', 8, 4, 10, [
      'Nearby Enemies take 16% increased Elemental Damage',
      'Nearby Enemies deal 8% less Elemental Damage',
    ]),
    ascendancyName: 'Inquisitor',
  },

  // Ranger: through the Dexterity nodes to Finesse.
  small(39821, 'Evasion and Life', 422, 3, 7, ['+20 to Evasion Rating', '+14 to maximum Life']),
  small(52904, 'Dexterity', 439, 5, 60, DEX),
  small(444, 'Dexterity', 439, 5, 36, DEX),
  small(61306, 'Dexterity', 482, 0, 0, DEX),
  notable(54142, 'Finesse', 453, 4, 10, [
    '8% increased Attack Speed',
    '15% increased Global Accuracy Rating',
    '+20 to Dexterity',
  ]),
  // Deadeye.
  {
    ...small(5082, 'Projectile Damage, Accuracy', 644, 2, 0, [
      '10% increased Global Accuracy Rating',
      '10% increased Projectile Damage',
    ]),
    ascendancyName: 'Deadeye',
  },
  {
    ...notable(61627, 'Ricochet', 644, 3, 0, [
      'Skills Chain +1 times',
      'Projectiles have 30% chance to be able to Chain when colliding with terrain',
    ]),
    ascendancyName: 'Deadeye',
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
  [39725, 24377],
  [24377, 56803],
  [24377, 35568],
  [56803, 62694],
  [62694, 45227],
  [45227, 50306],
  [45227, 48807],
  [35568, 59718],
  [35568, 50306],
  [35568, 5612],
  [59718, 51856],
  [51856, 48513],
  [48513, 39211],
  [39211, 5612],
  [54447, 57264],
  [57264, 33296],
  [33296, 36774],
  [36774, 17579],
  [17579, 21934],
  [21934, 11420],
  [61525, 63965],
  [63965, 14151],
  [14151, 27564],
  [27564, 17735],
  [17735, 58402],
  [58402, 10575],
  [10575, 40508],
  [40508, 35958],
  [50459, 39821],
  [39821, 52904],
  [52904, 444],
  [444, 61306],
  [61306, 54142],
  // Ascendancies.
  [33795, 42293],
  [42293, 62817],
  [60791, 60547],
  [60547, 54159],
  [61871, 60769],
  [60769, 40059],
  [56856, 5082],
  [5082, 61627],
];
