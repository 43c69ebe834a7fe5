/**
 * Builds the bundled catalogue tables from the game's English and French strings, paired by the
 * game's ids (see api/scripts/generateCatalogue.ts for where they come from). Pure: the generator
 * reads the files, this pairs them, the tests feed it samples.
 */
import type { CurrentGem, GemColour } from './current/gems.js';

interface Sided {
  en: unknown;
  fr: unknown;
}

/** One version of a snapshot the tables were built from. */
export interface SnapshotVersion {
  repository: string;
  commit: string;
  date: string;
}

/** A gem's facts the project keeps by hand (tags), by English name. */
export interface HandGemFact {
  name: string;
  colour: GemColour;
  levelRequired: number;
  tags: string[];
}

export interface CatalogueSources {
  bases: Sided;
  gems: Sided;
  words: Sided;
  items: Sided;
  currency: Sided;
  leveling: unknown;
  handFacts: HandGemFact[];
  descriptions: Map<string, string>;
  inflections?: Map<string, string | null>;
}

/** A gem row of `data/gems.json`: the shape a new site's catalogue seeds (`CurrentGem`). */
export type GemRow = CurrentGem;
export interface BaseRow {
  name: string;
  nameFr: string | null;
  itemClass: string;
  inflection: string | null;
}
export interface UniqueRow {
  name: string;
  nameFr: string | null;
  base: string;
  itemClass: string;
}
export type CurrencyType = 'Currency' | 'Fragment' | 'Scarab' | 'Essence' | 'Fossil';
export interface CurrencyRow {
  name: string;
  nameFr: string | null;
  type: CurrencyType;
}

interface BaseEntry {
  id: string;
  name: string;
  name_en?: string;
  inherits_from?: string;
}
interface WordEntry {
  id: number;
  name: string;
}
interface GemEntry {
  id: string;
  name: string;
  type: string;
}
interface ItemGroup {
  id: string;
  entries: { type: string; name?: string; flags?: { unique?: boolean } }[];
}
interface StaticGroup {
  id: string;
  entries: { id: string; text: string }[];
}
interface LevelingGem {
  id: string;
  name: string;
  primary_attribute: string;
  required_level: number;
  is_support: boolean;
}

/** xiletrade's files wrap their rows in `{ result: [{ data: [...] }] }`. */
const rowsOf = <T>(file: unknown): T[] =>
  (file as { result: { data: T[] }[] }).result.flatMap((r) => r.data);
const groupsOf = <T>(file: unknown): T[] => (file as { result: T[] }).result;

/** Item classes as the game's copied item text names them (`Item Class: …`), by id folder. */
const CLASS_BY_FOLDER: [RegExp, string][] = [
  [/^Weapons\/OneHandWeapons\/OneHandMaces\/Sceptre/, 'Sceptres'],
  [/^Weapons\/OneHandWeapons\/OneHandMaces\//, 'One Hand Maces'],
  [/^Weapons\/OneHandWeapons\/OneHandThrustingSwords\//, 'Thrusting One Hand Swords'],
  [/^Weapons\/OneHandWeapons\/OneHandSwords\//, 'One Hand Swords'],
  [/^Weapons\/OneHandWeapons\/OneHandAxes\//, 'One Hand Axes'],
  [/^Weapons\/OneHandWeapons\/Claws\//, 'Claws'],
  [/^Weapons\/OneHandWeapons\/Daggers\//, 'Daggers'],
  [/^Weapons\/OneHandWeapons\/Wands\//, 'Wands'],
  [/^Weapons\/TwoHandWeapons\/TwoHandSwords\//, 'Two Hand Swords'],
  [/^Weapons\/TwoHandWeapons\/TwoHandAxes\//, 'Two Hand Axes'],
  [/^Weapons\/TwoHandWeapons\/TwoHandMaces\//, 'Two Hand Maces'],
  [/^Weapons\/TwoHandWeapons\/Bows\//, 'Bows'],
  [/^Weapons\/TwoHandWeapons\/Staves\//, 'Staves'],
  [/^Weapons\/TwoHandWeapon\/FishingRods\//, 'Fishing Rods'],
  [/^Armours\/BodyArmours\//, 'Body Armours'],
  [/^Armours\/Helmets\//, 'Helmets'],
  [/^Armours\/Gloves\//, 'Gloves'],
  [/^Armours\/Boots\//, 'Boots'],
  [/^Armours\/Shields\//, 'Shields'],
  [/^Amulets?\//, 'Amulets'],
  [/^Rings\//, 'Rings'],
  [/^Belts\//, 'Belts'],
  [/^Quivers\//, 'Quivers'],
  [/^Flasks\/FlaskLife/, 'Life Flasks'],
  [/^Flasks\/FlaskMana/, 'Mana Flasks'],
  [/^Flasks\/FlaskHybrid/, 'Hybrid Flasks'],
  [/^Flasks\/FlaskUtility/, 'Utility Flasks'],
  [/^Tinctures\//, 'Tinctures'],
  [/^Jewels\/JewelAbyss/, 'Abyss Jewels'],
  [/^Jewels\//, 'Jewels'],
];

/** Item groups of the trade site's list whose uniques the site shows in builds. */
const UNIQUE_GROUPS = new Set(['accessory', 'armour', 'weapon', 'flask', 'jewel', 'tincture']);

/** Development rows the game files carry but no player ever sees. */
const isPlaceholder = (id: string, name: string) =>
  /Dev\d*$|Test|Unused|Royale|Discorectangle/i.test(id) ||
  /\[|\bDNT\b|^$|^\.+$|^New ?[A-Z]|^Coming Soon/i.test(name);

/**
 * Gem rows of the game files no player of 3.29 sees: development entries that never shipped, then
 * gems removed since (3.3.0 had them, the project's list of current gems does not). A list, so
 * that regenerating from the tables it wrote gives the same tables.
 */
const NOT_IN_GAME = new Set([
  'Icefire',
  'Riptide',
  'Vaal FireTrap',
  'Vaal Soul Harvesting',
  'Lightning Circle',
  'Lightning Channel',
  'Touch of God',
  'Static Tether',
  'Ancestral Blademaster',
  'Spectral Spinning Weapon',
  'Capture Monster',
  'Infernal Sweep',
  'Vortex Mine',
  'WIP Support',
  'Quick Block',
  'Replicate',
  'Slice And Dice',
  'Projectile Portal',
  'Blood Whirl',
  'Coiling Assault',
  'Holy Sweep',
  'Dark Bargain',
  'Rending Steel',
  'Handcast Rapid Fire',
  'Blitz',
  'Serpent Strike',
  'Flammable Shot',
  'Death Aura',
  'Gluttony of Elements',
  'Blinding Aura',
  'Mana-Infused Staff',
  'Order: To me!',
  'Backstab',
  'Chance to Flee Support',
  'Convocation',
  'Damage Infusion',
  'Elemental Projectiles',
  'Fire Weapon',
  'Ignite',
  'Increased Duration Support',
  'Item Quantity Support',
  'Lesser Reduced Mana Cost Support',
  "Poacher's Mark",
  'Righteous Lightning',
  'Shadow Blades',
  'Split Projectiles Support',
  'Summon Skeletons Channelled',
  'Sweep',
  'Vaal Sweep',
  'Wand Teleport',
  "Warlord's Mark",
  'Wildfire',
]);

/** A gem of today's game: on the project's list of current gems, or in none of the lists above. */
function isCurrentGem(name: string, hand: Map<string, HandGemFact>) {
  return hand.has(name) || !NOT_IN_GAME.has(name);
}

const COLOURS: Record<string, GemColour> = {
  strength: 'red',
  dexterity: 'green',
  intelligence: 'blue',
};

/** A French text equal to the English one is no translation: the client left it English. */
/**
 * The game's French text under the same id; a text equal to the English one is kept, since the
 * French client shows that name too (« Cyclone », « Tabula Rasa »).
 */
const frenchOr = (_english: string, french: string | undefined) => french?.trim() || null;

const byName = <T extends { name: string }>(rows: T[]) =>
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

function pairBases(sources: CatalogueSources) {
  const en = rowsOf<BaseEntry>(sources.bases.en);
  const frById = new Map(rowsOf<BaseEntry>(sources.bases.fr).map((b) => [b.id, b.name]));
  return { en, frById };
}

/** Every equipment base with its item class and French name. */
export function bases(sources: CatalogueSources): BaseRow[] {
  const { en, frById } = pairBases(sources);
  const seen = new Map<string, BaseRow>();
  for (const { id, name } of en) {
    const itemClass = CLASS_BY_FOLDER.find(([pattern]) => pattern.test(id))?.[1];
    if (!itemClass || isPlaceholder(id, name) || seen.has(name)) continue;
    const inflection = sources.inflections?.get(name) ?? null;
    seen.set(name, { name, nameFr: frenchOr(name, frById.get(id)), itemClass, inflection });
  }
  return byName([...seen.values()]);
}

/**
 * Every gem: skill and support gems from the base items (`Gems/…`), transfigured gems from the
 * Gems file, each French name taken under the same id. Colour and level come from the leveling
 * data under the same id (a transfigured gem takes its base gem's), tags from the hand list.
 */
export function gems(sources: CatalogueSources): GemRow[] {
  const { en, frById } = pairBases(sources);
  const leveling = new Map(
    Object.values(sources.leveling as Record<string, LevelingGem>).map((g) => [g.id, g]),
  );
  const hand = new Map(sources.handFacts.map((g) => [g.name, g]));
  const rows = new Map<string, GemRow>();
  const row = (name: string, nameFr: string | null, facts: Partial<GemRow>): GemRow => {
    const tags = facts.tags ?? hand.get(name)?.tags ?? (facts.isSupport ? ['Support'] : []);
    return {
      name,
      nameFr,
      description: sources.descriptions.get(name) ?? '',
      colour: facts.colour ?? hand.get(name)?.colour ?? 'white',
      levelRequired: facts.levelRequired ?? hand.get(name)?.levelRequired ?? 1,
      tags,
      isSupport: facts.isSupport ?? false,
      isAura: tags.includes('Aura'),
      isVaal: name.startsWith('Vaal ') || tags.includes('Vaal'),
      isAwakened: name.startsWith('Awakened '),
      isTransfigured: facts.isTransfigured ?? false,
    };
  };
  for (const { id, name, inherits_from: parent } of en) {
    if (!/^Gems?\//.test(id) || isPlaceholder(id, name) || rows.has(name)) continue;
    if (!isCurrentGem(name, hand)) continue;
    const level = leveling.get(`Metadata/Items/${id}`);
    const isSupport = level?.is_support ?? /Support/.test(parent ?? id);
    rows.set(
      name,
      row(name, frenchOr(name, frById.get(id)), {
        isSupport,
        // A gem the leveling data gives no attribute keeps the hand list's colour, if any.
        ...(level && {
          colour: COLOURS[level.primary_attribute] ?? hand.get(name)?.colour ?? 'white',
          levelRequired: Math.max(1, level.required_level),
        }),
      }),
    );
  }
  const frGems = new Map(rowsOf<GemEntry>(sources.gems.fr).map((g) => [g.id, g.name]));
  for (const { id, name, type } of rowsOf<GemEntry>(sources.gems.en)) {
    // The Gems file lists Vaal gems too, already known from the base items.
    const base = rows.get(type);
    if (name === type || rows.has(name) || isPlaceholder(id, name) || !base) continue;
    rows.set(
      name,
      row(name, frenchOr(name, frGems.get(id)), {
        colour: base.colour,
        levelRequired: base.levelRequired,
        tags: base.tags.filter((tag) => tag !== 'Vaal'),
        isSupport: base.isSupport,
        isTransfigured: true,
      }),
    );
  }
  return [...rows.values()];
}

/**
 * Every unique of the trade site's list with its base and item class; the French name is the
 * game's word under the same id as the English name (Words), the base's class the bases table's.
 */
export function uniques(sources: CatalogueSources, baseRows: BaseRow[]): UniqueRow[] {
  const frWords = new Map(rowsOf<WordEntry>(sources.words.fr).map((w) => [w.id, w.name]));
  const wordId = new Map<string, number>();
  for (const w of rowsOf<WordEntry>(sources.words.en)) {
    if (!wordId.has(w.name)) wordId.set(w.name, w.id);
  }
  const classOf = new Map(baseRows.map((b) => [b.name, b.itemClass]));
  const seen = new Map<string, UniqueRow>();
  for (const group of groupsOf<ItemGroup>(sources.items.en)) {
    if (!UNIQUE_GROUPS.has(group.id)) continue;
    for (const { name, type, flags } of group.entries) {
      const itemClass = classOf.get(type);
      if (!name || !flags?.unique || !itemClass || seen.has(name)) continue;
      const id = wordId.get(name);
      const nameFr = frenchOr(name, id === undefined ? undefined : frWords.get(id));
      seen.set(name, { name, nameFr, base: type, itemClass });
    }
  }
  return byName([...seen.values()]);
}

/** The trade site's static groups the currency picker shows, and how each row is filed. */
function currencyType(group: string, name: string): CurrencyType | null {
  if (group === 'Currency') return 'Currency';
  if (group === 'Fragments') return /Scarab/.test(name) ? 'Scarab' : 'Fragment';
  if (group === 'Essences') return /Essence|Remnant/.test(name) ? 'Essence' : null;
  if (group === 'Delve') return /Fossil$/.test(name) ? 'Fossil' : 'Currency';
  return null;
}

/** Today's currency, fragments, scarabs, essences and fossils, paired by the static list's ids. */
export function currencies(sources: CatalogueSources): CurrencyRow[] {
  const frText = new Map<string, string>();
  for (const group of groupsOf<StaticGroup>(sources.currency.fr)) {
    for (const e of group.entries) frText.set(`${group.id}/${e.id}`, e.text);
  }
  const seen = new Map<string, CurrencyRow>();
  for (const group of groupsOf<StaticGroup>(sources.currency.en)) {
    for (const { id, text } of group.entries) {
      const type = currencyType(group.id, text);
      if (!type || seen.has(text) || isPlaceholder(id, text)) continue;
      seen.set(text, { name: text, nameFr: frenchOr(text, frText.get(`${group.id}/${id}`)), type });
    }
  }
  return byName([...seen.values()]);
}

/** One category's share of French names, and the names still in English. */
export interface Coverage {
  category: string;
  total: number;
  french: number;
  english: string[];
}

/** The coverage of the tables, per category (gems and transfigured apart, currency per type). */
export function coverage(tables: {
  gems: GemRow[];
  uniques: UniqueRow[];
  bases: BaseRow[];
  currencies: CurrencyRow[];
}): Coverage[] {
  const of = (category: string, rows: { name: string; nameFr: string | null }[]) => ({
    category,
    total: rows.length,
    french: rows.filter((r) => r.nameFr !== null).length,
    english: rows.filter((r) => r.nameFr === null).map((r) => r.name),
  });
  const types: CurrencyType[] = ['Currency', 'Fragment', 'Scarab', 'Essence', 'Fossil'];
  return [
    of(
      'gems',
      tables.gems.filter((g) => !g.isTransfigured),
    ),
    of(
      'transfigured',
      tables.gems.filter((g) => g.isTransfigured),
    ),
    of('uniques', tables.uniques),
    of('bases', tables.bases),
    ...types.map((t) =>
      of(
        t,
        tables.currencies.filter((c) => c.type === t),
      ),
    ),
  ];
}

/** Every table, and its coverage. */
export function buildCatalogue(sources: CatalogueSources) {
  const baseRows = bases(sources);
  const tables = {
    gems: gems(sources),
    bases: baseRows,
    uniques: uniques(sources, baseRows),
    currencies: currencies(sources),
  };
  return {
    ...tables,
    coverage: coverage(tables).map(({ category, total, french }) => ({ category, total, french })),
  };
}
