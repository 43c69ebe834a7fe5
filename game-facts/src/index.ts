/**
 * The game facts the API and the browser share, kept once. One file of TypeScript whose syntax
 * only erases: the browser bundles compile it like any source, and Node runs it as it is
 * (stripping its types), so the API needs no build step for it. Plain data and guards only.
 */

/**
 * The seven classes and their ascendancies, the game's of 3.29 (Path of Building's 3.29 tree and
 * the official tree export's `classes`), the ones still offered first in the game's order, then
 * the retired ones (`RETIRED_ASCENDANCIES`) an older build may still name.
 */
export const ASCENDANCIES = {
  Marauder: ['Juggernaut', 'Berserker', 'Chieftain'],
  Ranger: ['Warden', 'Deadeye', 'Pathfinder', 'Raider'],
  Witch: ['Necromancer', 'Elementalist', 'Occultist'],
  Duelist: ['Slayer', 'Gladiator', 'Champion'],
  Templar: ['Inquisitor', 'Hierophant', 'Guardian'],
  Shadow: ['Assassin', 'Saboteur', 'Trickster'],
  Scion: ['Ascendant', 'Reliquarian', 'Luminary'],
} as const satisfies Record<string, readonly string[]>;

export type ClassName = keyof typeof ASCENDANCIES;
export type AscendancyName = (typeof ASCENDANCIES)[ClassName][number];

/**
 * Ascendancies the game replaced, with the version that replaced them: builds made before keep
 * theirs (read, shown « (avant 3.25) », edited), a new build is never offered one. The Warden
 * took the Raider's place on the Ranger's tree in 3.25.
 */
export const RETIRED_ASCENDANCIES: Readonly<Partial<Record<AscendancyName, string>>> = {
  Raider: '3.25',
};

// The /* @__PURE__ */ marks let a bundle leave out a derived list no code of it reads.
export const CLASSES = /* @__PURE__ */ Object.keys(ASCENDANCIES) as ClassName[];
/** Every ascendancy, retired ones included, class by class in the game's order. */
export const ALL_ASCENDANCIES: readonly AscendancyName[] =
  /* @__PURE__ */ Object.values(ASCENDANCIES).flat();

/** @example isClassName('Witch') // true, isClassName('toString') // false */
export const isClassName = (value: string): value is ClassName =>
  Object.hasOwn(ASCENDANCIES, value);

/**
 * A class's ascendancies, retired ones included, to check names read from input against;
 * undefined for a name that is no class.
 */
export const ascendanciesOf = (classe: string): readonly string[] | undefined =>
  isClassName(classe) ? ASCENDANCIES[classe] : undefined;

/** @example isRetiredAscendancy('Raider') // true, isRetiredAscendancy('Warden') // false */
export const isRetiredAscendancy = (name: string): boolean =>
  Object.hasOwn(RETIRED_ASCENDANCIES, name);

/**
 * The ascendancies a new build may choose: the class's current ones, plus `kept` when it is the
 * build's own retired one (an older build keeps what it had). [] for a name that is no class.
 * @example offeredAscendancies('Ranger') // ['Warden', 'Deadeye', 'Pathfinder']
 */
export const offeredAscendancies = (classe: string, kept = ''): readonly string[] =>
  (ascendanciesOf(classe) ?? []).filter((name) => !isRetiredAscendancy(name) || name === kept);

/** @example isAscendancyName('Necromancer') // true */
export const isAscendancyName = (value: string): value is AscendancyName =>
  (ALL_ASCENDANCIES as readonly string[]).includes(value);

/**
 * The secondary ("alternate") ascendancies a character may take besides its own since 3.27, the
 * bloodlines, by the ids Path of Building writes and reads in a tree spec's
 * `secondaryAscendClassId` (this list's index + 1, in its trees from 3_27 to 3_29: the list only
 * grew at its end), with the English name its tree data gives each. The first three are the
 * Azmeri ones of 3.25's alternate tree, which keep their places.
 */
export const BLOODLINES = {
  Warden: 'Warden of the Maji',
  Warlock: 'Warlock of the Mists',
  Primalist: 'Wildwood Primalist',
  Trialmaster: 'Chaos Bloodline',
  Oshabi: 'Oshabi Bloodline',
  KingInTheMists: 'Nameless Bloodline',
  Catarina: 'Catarina Bloodline',
  Aul: 'Aul Bloodline',
  Lycia: 'Lycia Bloodline',
  Olroth: 'Olroth Bloodline',
  Farrul: 'Farrul Bloodline',
  Delirious: 'Delirious Bloodline',
  Breachlord: 'Breachlord Bloodline',
  Necromantic: 'Saresh Bloodline',
  Brinerot: 'Velka Bloodline',
  Abyssal: 'Abyssal Bloodline',
} as const;
export type BloodlineId = keyof typeof BLOODLINES;
export const BLOODLINE_IDS = /* @__PURE__ */ Object.keys(BLOODLINES) as BloodlineId[];

/** @example isBloodline('Aul') // true */
export const isBloodline = (value: string): value is BloodlineId =>
  Object.hasOwn(BLOODLINES, value);

/** Path of Building's `secondaryAscendClassId` of a bloodline; 0 for none or unknown. */
export const bloodlineTreeId = (id: string): number =>
  isBloodline(id) ? BLOODLINE_IDS.indexOf(id) + 1 : 0;

/** The bloodline of a `secondaryAscendClassId`; '' for 0 or an id no tree of 3.29 has. */
export const bloodlineOfTreeId = (treeId: number): BloodlineId | '' =>
  BLOODLINE_IDS[treeId - 1] ?? '';

/**
 * The French client's names of the classes and ascendancies, shown in French mode (builds store
 * the English ones, the API's search reads these too), where the game's own French strings give
 * them (`game-facts/README.md` says where). Warden, Ascendant, Reliquarian and Luminary are
 * left out: no French string at hand names them, so they show in English rather than guessed.
 */
export const FRENCH_CLASS_NAMES: Readonly<Record<string, string>> = {
  Marauder: 'Maraudeur',
  Ranger: 'Rôdeuse',
  Witch: 'Sorcière',
  Duelist: 'Duelliste',
  Templar: 'Templier',
  Shadow: 'Ombre',
  Scion: 'Héritière',
  Juggernaut: 'Colosse',
  Berserker: 'Berserker',
  Chieftain: 'Chef tribal',
  Deadeye: "Archère d'élite",
  Raider: 'Furie',
  Pathfinder: 'Exploratrice',
  Necromancer: 'Nécromancienne',
  Elementalist: 'Élémentaliste',
  Occultist: 'Occultiste',
  Slayer: 'Sanguinaire',
  Gladiator: 'Gladiateur',
  Champion: 'Champion',
  Inquisitor: 'Inquisiteur',
  Hierophant: 'Hiérophante',
  Guardian: 'Gardien',
  Assassin: 'Assassin',
  Saboteur: 'Saboteur',
  Trickster: 'Roublard',
};

/**
 * A class's or ascendancy's name in a language: the French client's in 'fr' (the English one
 * when we have none), the game's English one otherwise.
 * @example classLabel('Witch', 'fr') // 'Sorcière'
 */
export function classLabel(name: string, lang: string): string {
  if (lang !== 'fr' || !Object.hasOwn(FRENCH_CLASS_NAMES, name)) return name;
  return FRENCH_CLASS_NAMES[name] ?? name;
}

/**
 * A bloodline's name, by its id ('' for no bloodline, the id for an unknown one). In English in
 * every language: the game's French strings at hand name « Lignée » but no bloodline whole, and
 * a composed name would be a guess shown as the game's.
 * @example bloodlineLabel('Aul') // 'Aul Bloodline'
 */
export function bloodlineLabel(id: string): string {
  return isBloodline(id) ? BLOODLINES[id] : id;
}

/**
 * Where a passive tree's class list (an official export's `classes`, its ascendancies by name)
 * and the ascendancies a new build is offered differ: names one has and the other lacks. Empty
 * when they agree; meant for a tree of the current game version.
 */
export function classListDifferences(
  tree: readonly { name: string; ascendancies: readonly { name: string }[] }[],
): string[] {
  const differences: string[] = [];
  for (const classe of CLASSES) {
    const found = tree.find((c) => c.name === classe);
    if (!found) {
      differences.push(`${classe} missing from the tree`);
      continue;
    }
    const theirs = found.ascendancies.map((a) => a.name);
    const ours = offeredAscendancies(classe);
    for (const name of ours) if (!theirs.includes(name)) differences.push(`${classe}: no ${name}`);
    for (const name of theirs) {
      if (!ours.includes(name)) differences.push(`${classe}: ${name} not offered by the site`);
    }
  }
  for (const c of tree) if (!isClassName(c.name)) differences.push(`${c.name} unknown to the site`);
  return differences;
}

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

/**
 * The gem tags the catalogue uses (api/src/gameData/catalogue/current/gemFacts.ts), and the
 * French client's word for each where its own strings give one. Source: the trade site's stat
 * texts in English and French as maxensas/xiletrade keeps them
 * (`src/Xiletrade.Library/Data/Lang/{en-US,fr-FR}/Filters.json`), paired by stat id; the id
 * beside each word is the stat it was read from (« +# to Level of Socketed Fire Gems » /
 * « +# au Niveau des Gemmes de Feu enchâssées »). Written in the singular, capitalised as a tag.
 * Tags no French stat names as a tag (Slam, Orb, Blink, Stance, Critical, Trigger, Chaining,
 * Exceptional) are left out: they show in English rather than guessed.
 */
export const FRENCH_GEM_TAGS: Readonly<Record<string, string>> = {
  AoE: 'Zone', // explicit.stat_2551600084
  Attack: 'Attaque', // pseudo.pseudo_increased_fire_damage_with_attack_skills
  Aura: 'Aura', // explicit.stat_2452998583
  Banner: 'Étendard', // explicit.stat_2384457007
  Blessing: 'Bénédiction', // explicit.stat_2497009514
  Bow: 'Arc', // explicit.stat_2027269580
  Brand: 'Symbole', // explicit.stat_3089482869
  Channelling: 'Canalisation', // explicit.stat_1178188780
  Chaos: 'Chaos', // explicit.stat_2675603254
  Cold: 'Froid', // explicit.stat_1645459191
  Curse: 'Malédiction', // explicit.stat_3691695237
  Duration: 'Durée', // implicit.stat_2115168758
  Fire: 'Feu', // explicit.stat_339179093
  Golem: 'Golem', // explicit.stat_3448743676
  Guard: 'Protection', // scourge.stat_3150300096
  Herald: 'Héraut', // explicit.stat_1344805487
  Hex: 'Calamité', // explicit.stat_153777645
  Lightning: 'Foudre', // explicit.stat_4043416969
  Link: 'Lien', // explicit.stat_1214762172
  Mark: 'Marque', // explicit.stat_4189061307
  Melee: 'Mêlée', // explicit.stat_829382474
  Mine: 'Mine', // explicit.stat_2228913626
  Minion: 'Créature', // explicit.stat_3604946673
  Movement: 'Déplacement', // explicit.stat_3852526385
  Nova: 'Nova', // explicit.stat_3250070049
  Offering: 'Offrande', // explicit.stat_2957407601
  Physical: 'Physique', // implicit.stat_516565950
  Prismatic: 'Prismatique', // explicit.stat_2034210174
  Projectile: 'Projectile', // explicit.stat_2176571093
  Spell: 'Sort', // explicit.stat_446733281
  Strike: 'Frappe', // explicit.stat_719626796
  Support: 'Soutien', // explicit.stat_4154259475
  Totem: 'Totem', // explicit.stat_869436347
  Trap: 'Piège', // explicit.stat_407139870
  Travel: 'Trajet', // explicit.stat_1020412108
  Vaal: 'Vaal', // explicit.stat_1170386874
  Warcry: 'Cri de guerre', // explicit.stat_1672793731
};

/**
 * A gem tag in a language: the French client's word in 'fr' (the English tag when it has none).
 * @example gemTagLabel('Fire', 'fr') // 'Feu'
 */
export function gemTagLabel(tag: string, lang: string): string {
  if (lang !== 'fr' || !Object.hasOwn(FRENCH_GEM_TAGS, tag)) return tag;
  return FRENCH_GEM_TAGS[tag] ?? tag;
}

/**
 * What a town vendor asks for one gem, by the gem's required level: every gem a vendor sells
 * costs one of these currency items, the same in every act. Source: the game's vendor windows,
 * as the Path of Exile wiki's skill gem acquisition section states them (levels 1 to 7, 8 to 15,
 * 16 to 27, 28 to 37, 38 and above); French names as the game's French client writes them.
 */
export const GEM_VENDOR_PRICES = [
  { fromLevel: 1, name: 'Scroll of Wisdom', nameFr: 'Parchemin de sagesse' },
  { fromLevel: 8, name: 'Orb of Transmutation', nameFr: 'Orbe de transmutation' },
  { fromLevel: 16, name: 'Orb of Alteration', nameFr: "Orbe d'altération" },
  { fromLevel: 28, name: 'Orb of Chance', nameFr: 'Orbe de chance' },
  { fromLevel: 38, name: 'Orb of Alchemy', nameFr: "Orbe d'alchimie" },
] as const;
export type GemVendorPrice = (typeof GEM_VENDOR_PRICES)[number];

/** The currency item a vendor asks for a gem of this required level (one of it). */
export function gemVendorPrice(levelRequired: number): GemVendorPrice {
  let price: GemVendorPrice = GEM_VENDOR_PRICES[0];
  for (const tier of GEM_VENDOR_PRICES) if (levelRequired >= tier.fromLevel) price = tier;
  return price;
}
