/**
 * Regenerates src/gameData/catalogue/data/*.json from the English and French game data shipped
 * by the npm package poe-i18n (a devDependency): gem, currency and base item names in both
 * languages, gem descriptions, each base's item class, read from its game metadata path, and the
 * French names of the uniques the game's achievements list (uniqueNames.json). Unique bases are
 * in no file poe-i18n ships: uniques.json joins the hand-kept
 * src/gameData/catalogue/uniqueBases.ts to the bases' item classes and those French names; the
 * refresh jobs bring every other unique.
 *
 *   pnpm --filter api exec tsx scripts/generateCatalogue.ts
 *
 * The JSON files are committed, so the server never needs poe-i18n at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { UNIQUE_BASES } from '../src/gameData/catalogue/uniqueBases.js';

type Named = Record<string, { name: string; inflection?: string }>;
type Skills = Record<string, { displayedname: string; description: string }>;

const require = createRequire(import.meta.url);
const root = join(dirname(require.resolve('poe-i18n/package.json')), 'locale-data');
const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'gameData',
  'catalogue',
  'data',
);
const load = <T>(lang: string, file: string) =>
  JSON.parse(readFileSync(join(root, lang, `${file}.json`), 'utf8')) as T;

const en = load<Named>('en', 'BaseItemTypes');
const fr = load<Named>('fr', 'BaseItemTypes');
const version = (require('poe-i18n/package.json') as { version: string }).version;

/** Item classes as the game's copied item text names them (`Item Class: …`). */
const classByFolder: [RegExp, string][] = [
  [/Weapons\/OneHandWeapons\/OneHandMaces\/Sceptre/, 'Sceptres'],
  [/Weapons\/OneHandWeapons\/OneHandMaces\//, 'One Hand Maces'],
  [/Weapons\/OneHandWeapons\/OneHandThrustingSwords\//, 'Thrusting One Hand Swords'],
  [/Weapons\/OneHandWeapons\/OneHandSwords\//, 'One Hand Swords'],
  [/Weapons\/OneHandWeapons\/OneHandAxes\//, 'One Hand Axes'],
  [/Weapons\/OneHandWeapons\/Claws\//, 'Claws'],
  [/Weapons\/OneHandWeapons\/Daggers\//, 'Daggers'],
  [/Weapons\/OneHandWeapons\/Wands\//, 'Wands'],
  [/Weapons\/TwoHandWeapons\/TwoHandSwords\//, 'Two Hand Swords'],
  [/Weapons\/TwoHandWeapons\/TwoHandAxes\//, 'Two Hand Axes'],
  [/Weapons\/TwoHandWeapons\/TwoHandMaces\//, 'Two Hand Maces'],
  [/Weapons\/TwoHandWeapons\/Bows\//, 'Bows'],
  [/Weapons\/TwoHandWeapons\/Staves\//, 'Staves'],
  [/Weapons\/TwoHandWeapon\/FishingRods\//, 'Fishing Rods'],
  [/Armours\/BodyArmours\//, 'Body Armours'],
  [/Armours\/Helmets\//, 'Helmets'],
  [/Armours\/Gloves\//, 'Gloves'],
  [/Armours\/Boots\//, 'Boots'],
  [/Armours\/Shields\//, 'Shields'],
  [/Amulets\//, 'Amulets'],
  [/Rings\//, 'Rings'],
  [/Belts\//, 'Belts'],
  [/Quivers\//, 'Quivers'],
  [/Flasks\/FlaskLife/, 'Life Flasks'],
  [/Flasks\/FlaskMana/, 'Mana Flasks'],
  [/Flasks\/FlaskHybrid/, 'Hybrid Flasks'],
  [/Flasks\/FlaskUtility/, 'Utility Flasks'],
  [/Jewels\/JewelAbyss/, 'Abyss Jewels'],
  [/Jewels\//, 'Jewels'],
];

/** Development placeholders the game files carry but no player ever sees. */
const isPlaceholder = (id: string, name: string) =>
  /Dev\d*$|Test|Unused|Discorectangle/i.test(id) ||
  /\[|\bDNT\b|^$|^\.+$|^New ?[A-Z]/.test(name) ||
  unreleasedGems.includes(name);

/** Development entries of the 3.3.0 files: no description, never released under these names. */
const unreleasedGems = [
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
];

function frenchName(id: string, english: string): string | null {
  const name = fr[id]?.name;
  return name && name !== english ? name : null;
}

function bases() {
  const seen = new Map<
    string,
    { name: string; nameFr: string | null; itemClass: string; inflection: string | null }
  >();
  for (const [id, { name }] of Object.entries(en)) {
    const itemClass = classByFolder.find(([pattern]) => pattern.test(id))?.[1];
    if (!itemClass || isPlaceholder(id, name) || seen.has(name)) continue;
    const inflection = fr[id]?.inflection ?? null;
    seen.set(name, { name, nameFr: frenchName(id, name), itemClass, inflection });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function currencies() {
  const seen = new Map<string, { name: string; nameFr: string | null; type: string }>();
  for (const [id, { name }] of Object.entries(en)) {
    const currency = /^Metadata\/Items\/Currency\/Currency(?!Itemis|Incursion|SilverCoin)/.test(id);
    const fragment = /^Metadata\/Items\/MapFragments\//.test(id);
    if ((!currency && !fragment) || isPlaceholder(id, name) || seen.has(name)) continue;
    const type = fragment ? 'Fragment' : /CurrencyEssence/.test(id) ? 'Essence' : 'Currency';
    seen.set(name, { name, nameFr: frenchName(id, name), type });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function gems() {
  const skillsEn = Object.values(load<Skills>('en', 'ActiveSkills'));
  const describe = new Map(skillsEn.map((s) => [s.displayedname, s.description]));
  const seen = new Map<string, object>();
  for (const [id, { name }] of Object.entries(en)) {
    if (!id.startsWith('Metadata/Items/Gems/') || isPlaceholder(id, name) || seen.has(name)) {
      continue;
    }
    const description = describe.get(name) ?? '';
    seen.set(name, {
      name,
      nameFr: frenchName(id, name),
      description,
      isSupport: id.startsWith('Metadata/Items/Gems/SupportGem'),
      isVaal: name.startsWith('Vaal '),
      // The game's text names every aura as one; golems only grant "an aura-like" buff.
      isAura: /\baura\b/i.test(description) && !name.startsWith('Summon '),
    });
  }
  return [...seen.values()];
}

/**
 * English and French names of the uniques the Domination achievements ask for
 * (`…HaveUnique<Art><n>`, unique maps left out): the only unique names poe-i18n ships, in both
 * languages under the same key. Names the French client leaves in English add nothing and are
 * left out.
 */
function uniqueNames() {
  const enAchievements = load<Named>('en', 'AchievementItems');
  const frAchievements = load<Named>('fr', 'AchievementItems');
  const seen = new Map<string, { name: string; nameFr: string }>();
  for (const [id, { name }] of Object.entries(enAchievements)) {
    const nameFr = frAchievements[id]?.name;
    if (!/HaveUnique(?!Map)/.test(id) || !nameFr || nameFr === name || seen.has(name)) continue;
    seen.set(name, { name, nameFr });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The hand-kept uniques with their base's item class and French name; a base missing from the
 * game files stops the run, so a typo never ships a unique with no class.
 */
function uniques(baseList: ReturnType<typeof bases>, names: ReturnType<typeof uniqueNames>) {
  const classOf = new Map(baseList.map((b) => [b.name, b.itemClass]));
  const frenchOf = new Map(names.map((n) => [n.name, n.nameFr]));
  return Object.entries(UNIQUE_BASES)
    .map(([name, base]) => {
      const itemClass = classOf.get(base);
      if (!itemClass) throw new Error(`${name}: unknown base ${base}`);
      return { name, nameFr: frenchOf.get(name) ?? null, base, itemClass };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

// Formatted as the repository's Prettier check expects, so regenerating leaves it green.
const write = async (file: string, data: unknown) => {
  writeFileSync(join(out, file), await format(JSON.stringify(data), { parser: 'json' }));
  if (Array.isArray(data)) console.log(`${file}: ${data.length}`);
};
await write('gems.json', gems());
await write('currencies.json', currencies());
const baseList = bases();
const names = uniqueNames();
await write('bases.json', baseList);
await write('uniqueNames.json', names);
await write('uniques.json', uniques(baseList, names));
await write('source.json', { package: 'poe-i18n', version, gameVersion: '3.3.0' });
