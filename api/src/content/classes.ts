/** The seven classes and their ascendancies (the spec's class to ascendancy map). */
export const ASCENDANCIES: Readonly<Record<string, readonly string[]>> = {
  Marauder: ['Juggernaut', 'Berserker', 'Chieftain'],
  Ranger: ['Deadeye', 'Raider', 'Pathfinder'],
  Witch: ['Necromancer', 'Elementalist', 'Occultist'],
  Duelist: ['Slayer', 'Gladiator', 'Champion'],
  Templar: ['Inquisitor', 'Hierophant', 'Guardian'],
  Shadow: ['Assassin', 'Saboteur', 'Trickster'],
  Scion: ['Ascendant'],
};

export const CLASSES = Object.keys(ASCENDANCIES);
export const ALL_ASCENDANCIES = Object.values(ASCENDANCIES).flat();

/** The five rating criteria of a build, in the spec's order; each is its own column. */
export const CRITERIA = ['difficulte', 'cout', 'boss', 'rapidite', 'survie'] as const;
export type Criterion = (typeof CRITERIA)[number];
export type Ratings = Record<Criterion, number>;

export const GUIDE_TYPES = ['Guide global', 'Guide de craft', 'Astuce de Farm'] as const;
export type GuideType = (typeof GUIDE_TYPES)[number];

/** Equipment slots: the form's 29 plus the reading grid's `weapon2`. */
export const EQUIPMENT_SLOTS = [
  'weapon',
  'weapon2',
  'shield',
  'helmet',
  'body',
  'gloves',
  'boots',
  'amulet',
  'belt',
  'ring1',
  'ring2',
  ...[1, 2, 3, 4, 5].map((n) => `flask${n}`),
  ...Array.from({ length: 14 }, (_, i) => `item2x1_${i + 1}`),
];

/** Gem-socket maps are keyed by the French slot label. */
export const GEM_SLOTS = [
  'Torse',
  'Casque',
  'Gants',
  'Bottes',
  'Arme 1',
  'Arme 2',
  'Anneau 1',
  'Anneau 2',
];
/** The most sockets any slot has (a body armour, or « Arme 1 » in one reading of the spec). */
export const MAX_SOCKETS = 6;

export const RARITIES = ['normal', 'magic', 'rare', 'unique'] as const;
