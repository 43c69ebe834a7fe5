/**
 * The stand-in tree's groups: the real centres of the groups that hold its nodes, as the game's
 * export (grindinggear/skilltree-export) placed them in version 3.18, read through Path of
 * Building's copy of that export. `[group id, x, y, orbits]`.
 */
export const STAND_IN_GROUPS: readonly (readonly [number, number, number, readonly number[]])[] = [
  // Class starts.
  [329, 3.435, 6.815, [0, 3]], // Scion
  [227, -2824.29, 1642.43, [0, 3]], // Marauder
  [422, 2844.17, 1642.43, [0, 3]], // Ranger
  [320, -4.055, -3179.89, [0, 3]], // Witch
  [323, 2.665, 3188.39, [0, 3]], // Duelist
  [226, -2837.03, -1629.01, [0, 3]], // Templar
  [421, 2844.17, -1627.81, [0]], // Shadow
  // Around the starts, on the demo builds' paths.
  [336, 482.455, 4105.85, [2]],
  [347, 652.555, 4732.29, [0]],
  [324, 2.665, 4116.94, [1]],
  [308, -474.595, 4081.11, [2]],
  [319, -4.055, -4501.31, [2, 4]],
  [202, -3497.53, -2950.04, [4]],
  [155, -4435.9, -3443.04, [0]],
  [116, -5650.53, -2950.04, [4]],
  [78, -6820.83, -3264.82, [0, 2]],
  [439, 3414.83, 2612.2, [0]],
  [482, 4299.25, 3274.2, [0]],
  [453, 3806.14, 2611.82, [4]],
  // Ascendancies, around the outside of the tree.
  [29, -7800, 7200, [0]], // Ascendant
  [5, -10400, 5200, [0, 2, 3, 4]], // Juggernaut
  [1, -10400, 3700, [0, 2, 3, 4]], // Berserker
  [7, -10400, 2200, [0, 2, 3, 4]], // Chieftain
  [643, 10200, 5200, [0, 2, 3, 4]], // Raider
  [644, 10200, 2200, [0, 2, 3, 4]], // Deadeye
  [640, 10200, 3700, [0, 2, 3, 4]], // Pathfinder
  [260, -1500, -9850, [0, 2, 3, 4]], // Occultist
  [312, 0, -9850, [0, 2, 3, 4]], // Elementalist
  [379, 1500, -9850, [0, 2, 3, 4]], // Necromancer
  [392, 1500, 9800, [0, 3, 4]], // Slayer
  [248, -1500, 9800, [0, 2, 3, 4]], // Gladiator
  [313, 0, 9800, [0, 2, 3, 4]], // Champion
  [8, -10400, -2200, [0, 2, 3, 4]], // Inquisitor
  [6, -10400, -3700, [0, 2, 3, 4]], // Hierophant
  [2, -10400, -5200, [0, 2, 3, 4]], // Guardian
  [639, 10200, -5200, [0, 2, 3, 4]], // Assassin
  [641, 10200, -3700, [0, 2, 3, 4]], // Trickster
  [642, 10200, -2200, [0, 2, 3, 4]], // Saboteur
];
