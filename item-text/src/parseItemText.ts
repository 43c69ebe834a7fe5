import { itemImagePath, type ImageCategory } from './itemImage';
import { englishItemClass } from './itemClasses';
import { findExact, findWithin, type Known, type KnownName } from './knownNames';
import { readHeader, type Frame, type ItemHeader } from './readHeader';

export type Rarity = 'normal' | 'magic' | 'rare' | 'unique';

/** An item recognised in pasted text: what a build's equipment slot stores besides the text. */
export interface ParsedItem {
  /** The English name when the catalogue knows it (the key prices, pictures and PoB use). */
  name: string;
  /** The base type's English name when the catalogue knows it, else as written. */
  base: string;
  /** English item class ('Body Armours'), '' when neither the text nor the catalogue tells. */
  itemClass: string;
  /** Gems, currency and divination cards read as 'normal': the site stores four rarities. */
  rarity: Rarity;
  /** Site address of the item's picture (`/images/...`). */
  image: string;
}

export interface ParseOptions {
  /**
   * Base type names (`GET /api/game/bases` answers `{ bases }`, usable as is): how the base of a
   * magic item is found inside its name, and how a French base maps to its English image.
   */
  baseNames: readonly KnownName[];
  /**
   * Other catalogue names (uniques, gems, currencies, with their French `displayName`), so that
   * a French client's name points at the English-named picture. Optional.
   */
  catalogueNames?: readonly KnownName[];
}

/** Classes shown from the currency pictures whatever their rarity line says. */
const CURRENCY_CLASSES = new Set([
  'Stackable Currency',
  'Delve Stackable Socketable Currency',
  'Map Fragments',
  'Divination Cards',
]);
const DEFAULT_CLASS: Partial<Record<Frame, string>> = {
  currency: 'Stackable Currency',
  divination: 'Divination Cards',
};
const QUALITY_PREFIX = /^(?:(?:Superior|Synthesised)\s+)+/i;
const FRENCH_QUALITY_SUFFIX = /\s+supérieure?s?$/i;

/** A base line without the words the game adds for quality or synthesis. */
function plainBase(line: string): string {
  return line.replace(QUALITY_PREFIX, '').replace(FRENCH_QUALITY_SUFFIX, '');
}

/** The base of an item from its base line: the catalogue's entry, else the line as written. */
function baseOfLine(line: string, bases: readonly KnownName[]): Known {
  const plain = plainBase(line);
  return findExact(plain, bases) ?? { name: plain, itemClass: '' };
}

/** A name a French client printed, as the English name the site keys its pictures on. */
function englishName(line: string, names: readonly KnownName[]): string {
  return findExact(line, names)?.name ?? line;
}

/**
 * A unique's name and picture. A French name the catalogue does not know cannot name the
 * English picture file: the base's picture stands in, so the slot still shows the item.
 */
function uniqueReading(
  header: ItemHeader,
  first: string,
  base: Known,
  names: readonly KnownName[],
) {
  const known = findExact(first, names)?.name;
  if (known === undefined && header.french) {
    return { name: first, base, category: 'non_uniques' as const, imageName: base.name };
  }
  const name = known ?? first;
  return { name, base, category: 'uniques' as const, imageName: name };
}

interface Reading {
  name: string;
  base: Known;
  category: ImageCategory;
  /** The name the picture is stored under. */
  imageName: string;
}

function readEquipment(header: ItemHeader, options: ParseOptions): Reading | null {
  const [first = '', second] = header.nameLines;
  const { baseNames, catalogueNames = [] } = options;
  const identifiedPair =
    (header.frame === 'rare' || header.frame === 'unique') &&
    !header.unidentified &&
    second !== undefined;
  if (identifiedPair) {
    const base = baseOfLine(second, baseNames);
    if (header.frame === 'rare') {
      return { name: first, base, category: 'non_uniques', imageName: base.name };
    }
    return uniqueReading(header, first, base, catalogueNames);
  }
  // Magic names wrap the base in a prefix and a suffix; an unidentified one shows the base alone.
  const base =
    header.frame === 'magic' && !header.unidentified
      ? findWithin(first, baseNames)
      : baseOfLine(first, baseNames);
  if (!base) return null;
  return { name: first, base, category: 'non_uniques', imageName: base.name };
}

function readStackable(header: ItemHeader, options: ParseOptions, itemClass: string): Reading {
  const name = englishName(header.nameLines[0] ?? '', options.catalogueNames ?? []);
  const base = { name, itemClass };
  return { name, base, category: header.frame === 'gem' ? 'gems' : 'currency', imageName: name };
}

/** English support gems end in 'Support'; French ones start with 'Soutien :'. */
function gemClass(name: string): string {
  return /\bSupport$|^Soutien\s*:/i.test(name) ? 'Support Gems' : 'Skill Gems';
}

function rarityOf(frame: Frame): Rarity {
  return frame === 'magic' || frame === 'rare' || frame === 'unique' ? frame : 'normal';
}

/**
 * The item in text copied from the game with Ctrl+C (English or French client): name, base,
 * English item class, rarity and picture address. Null when the text is blank, has no
 * 'Rarity:' line, or no name or base can be found (a magic item whose base is not in
 * `baseNames`): the caller then keeps the raw text.
 *
 * @example
 * parseItemText('Item Class: Gloves\nRarity: Magic\nFrosted Fishscale Gauntlets of Skill', {
 *   baseNames: ['Fishscale Gauntlets'],
 * });
 * // { name: 'Frosted Fishscale Gauntlets of Skill', base: 'Fishscale Gauntlets',
 * //   itemClass: 'Gloves', rarity: 'magic', image: '/images/non_uniques/Fishscale_Gauntlets.png' }
 */
export function parseItemText(
  text: string,
  options: ParseOptions = { baseNames: [] },
): ParsedItem | null {
  const header = readHeader(text);
  if (!header || header.nameLines.length === 0) return null;
  const textClass = englishItemClass(header.itemClass);
  const stackable =
    header.frame === 'gem' ||
    header.frame === 'currency' ||
    header.frame === 'divination' ||
    CURRENCY_CLASSES.has(textClass);
  const fallbackClass =
    header.frame === 'gem'
      ? gemClass(header.nameLines[0] ?? '')
      : (DEFAULT_CLASS[header.frame] ?? '');
  const reading = stackable
    ? readStackable(header, options, textClass || fallbackClass)
    : readEquipment(header, options);
  if (!reading || reading.name === '' || reading.base.name === '') return null;
  return {
    name: reading.name,
    base: reading.base.name,
    itemClass: textClass || reading.base.itemClass || fallbackClass,
    rarity: rarityOf(header.frame),
    image: itemImagePath(reading.category, reading.imageName),
  };
}
