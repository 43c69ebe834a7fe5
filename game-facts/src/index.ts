/**
 * The game facts the API and the browser share, kept once. One file of TypeScript whose syntax
 * only erases: the browser bundles compile it like any source, and Node runs it as it is
 * (stripping its types), so the API needs no build step for it. Plain data and guards only.
 */

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
export type AscendancyName = (typeof ASCENDANCIES)[ClassName][number];

// The /* @__PURE__ */ marks let a bundle leave out a derived list no code of it reads.
export const CLASSES = /* @__PURE__ */ Object.keys(ASCENDANCIES) as ClassName[];
/** Every ascendancy, class by class in the game's order. */
export const ALL_ASCENDANCIES: readonly AscendancyName[] =
  /* @__PURE__ */ Object.values(ASCENDANCIES).flat();

/** @example isClassName('Witch') // true, isClassName('toString') // false */
export const isClassName = (value: string): value is ClassName =>
  Object.hasOwn(ASCENDANCIES, value);

/**
 * A class's ascendancies, to check names read from input against; undefined for a name that is
 * no class.
 */
export const ascendanciesOf = (classe: string): readonly string[] | undefined =>
  isClassName(classe) ? ASCENDANCIES[classe] : undefined;

/** @example isAscendancyName('Necromancer') // true */
export const isAscendancyName = (value: string): value is AscendancyName =>
  (ALL_ASCENDANCIES as readonly string[]).includes(value);

/** The five rating criteria of a build, in the order the spec lists them. */
export const CRITERIA = ['difficulte', 'cout', 'boss', 'rapidite', 'survie'] as const;
export type Criterion = (typeof CRITERIA)[number];
export type Ratings = Record<Criterion, number>;

/** The kinds of guide a creator may write. */
export const GUIDE_TYPES = ['Guide global', 'Guide de craft', 'Astuce de Farm'] as const;
export type GuideType = (typeof GUIDE_TYPES)[number];

/**
 * Where a build or guide stands in moderation; null (not listed here) for an item never
 * submitted: a private draft, an admin's own.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'refused'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Item rarities, as the game's copied item text names them (lower case). */
export const RARITIES = ['normal', 'magic', 'rare', 'unique'] as const;
export type Rarity = (typeof RARITIES)[number];

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
  'flask1',
  'flask2',
  'flask3',
  'flask4',
  'flask5',
  'item2x1_1',
  'item2x1_2',
  'item2x1_3',
  'item2x1_4',
  'item2x1_5',
  'item2x1_6',
  'item2x1_7',
  'item2x1_8',
  'item2x1_9',
  'item2x1_10',
  'item2x1_11',
  'item2x1_12',
  'item2x1_13',
  'item2x1_14',
] as const;
export type EquipmentSlot = (typeof EQUIPMENT_SLOTS)[number];

export const isEquipmentSlot = (value: string): value is EquipmentSlot =>
  (EQUIPMENT_SLOTS as readonly string[]).includes(value);

/**
 * The socketed slots: the French label gem-socket maps are keyed by, and how many sockets the
 * slot has. The spec gives two readings of the weapons (6 and 3, or 4 and 4); we follow the
 * game: a two-handed weapon has up to 6 sockets, a shield or off-hand weapon up to 3.
 */
export const SOCKETED_SLOTS = {
  body: { label: 'Torse', sockets: 6 },
  helmet: { label: 'Casque', sockets: 4 },
  gloves: { label: 'Gants', sockets: 4 },
  boots: { label: 'Bottes', sockets: 4 },
  weapon: { label: 'Arme 1', sockets: 6 },
  shield: { label: 'Arme 2', sockets: 3 },
  ring1: { label: 'Anneau 1', sockets: 1 },
  ring2: { label: 'Anneau 2', sockets: 1 },
} as const satisfies Partial<Record<EquipmentSlot, { label: string; sockets: number }>>;

/** The labels of `SOCKETED_SLOTS`, in its order: 'Torse', 'Casque', … 'Anneau 2'. */
export const GEM_SLOT_LABELS = /* @__PURE__ */ Object.values(SOCKETED_SLOTS).map(
  (slot) => slot.label,
);
export type GemSlotLabel = (typeof GEM_SLOT_LABELS)[number];

export const isGemSlotLabel = (value: string): value is GemSlotLabel =>
  (GEM_SLOT_LABELS as readonly string[]).includes(value);

/** The most sockets any slot has. */
export const MAX_SOCKETS = /* @__PURE__ */ Math.max(
  ...Object.values(SOCKETED_SLOTS).map((slot) => slot.sockets),
);
