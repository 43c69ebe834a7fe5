/** The seven classes and their ascendancies, in the game's order. */
export const ASCENDANCIES = {
  Marauder: ['Juggernaut', 'Berserker', 'Chieftain'],
  Ranger: ['Deadeye', 'Raider', 'Pathfinder'],
  Witch: ['Necromancer', 'Elementalist', 'Occultist'],
  Duelist: ['Slayer', 'Gladiator', 'Champion'],
  Templar: ['Inquisitor', 'Hierophant', 'Guardian'],
  Shadow: ['Assassin', 'Saboteur', 'Trickster'],
  Scion: ['Ascendant'],
} as const satisfies Record<string, readonly string[]>;

export type ClassName = keyof typeof ASCENDANCIES;
export const CLASSES = Object.keys(ASCENDANCIES) as ClassName[];

export const isClassName = (value: string): value is ClassName => value in ASCENDANCIES;

export type AscendancyName = (typeof ASCENDANCIES)[ClassName][number];
const ALL_ASCENDANCIES: readonly string[] = Object.values(ASCENDANCIES).flat();
export const isAscendancyName = (value: string): value is AscendancyName =>
  ALL_ASCENDANCIES.includes(value);

/** The faint background of the build list once a class and an ascendancy are chosen. */
export const ascendancyImage = (classe: string, ascendancy: string) =>
  `/ascendancy/${classe}_${ascendancy}.png`;
