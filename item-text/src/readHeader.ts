/** The frame the game draws an item in, from its 'Rarity:' line. */
export type Frame = 'normal' | 'magic' | 'rare' | 'unique' | 'gem' | 'currency' | 'divination';

/** The top of an item's text: what the parser needs, before the first separator. */
export interface ItemHeader {
  /** The 'Item Class:' line's value as written, '' when the text has none (older clients). */
  itemClass: string;
  frame: Frame;
  /** The lines after 'Rarity:': name then base (rare, unique), or the one name line. */
  nameLines: string[];
  /** The item carries an 'Unidentified' line: rare and unique ones show only their base. */
  unidentified: boolean;
  /** Copied from a French client ('Rareté :'): its names are the game's French ones. */
  french: boolean;
}

const SEPARATOR = /^-{4,}$/;
const CLASS_LINE = /^(?:Item Class|Classe d['’]objet)\s*:\s*(.*)$/i;
const RARITY_LINE = /^(Rarity|Rareté)\s*:\s*(.*)$/i;
const UNIDENTIFIED = /^(?:Unidentified|Non identifiée?)$/i;

/** Rarity values of the English and French clients (PoB writes them in capitals). */
const FRAMES: Record<string, Frame> = {
  normal: 'normal',
  magic: 'magic',
  magique: 'magic',
  rare: 'rare',
  unique: 'unique',
  gem: 'gem',
  gemme: 'gem',
  currency: 'currency',
  'objet monétaire': 'currency',
  'divination card': 'divination',
  'carte divinatoire': 'divination',
};

/**
 * Item text as trimmed lines: Windows line endings and surrounding whitespace removed, blank
 * lines dropped.
 *
 * @example itemLines(' Rarity: Rare\r\n\r\nGale Coil ') // ['Rarity: Rare', 'Gale Coil']
 */
export function itemLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Reads the class, rarity and name lines of item text copied from the game (Ctrl+C), or null
 * when the text has no 'Rarity:' line. An unknown rarity (quest items) reads as normal.
 *
 * @example readHeader('Item Class: Rings\nRarity: Rare\nGale Coil\nSapphire Ring')
 * // { itemClass: 'Rings', frame: 'rare', nameLines: ['Gale Coil', 'Sapphire Ring'], unidentified: false, french: false }
 */
export function readHeader(text: string): ItemHeader | null {
  const lines = itemLines(text);
  const rarityAt = lines.findIndex((line) => RARITY_LINE.test(line));
  if (rarityAt < 0) return null;
  const [, label = '', rarity = ''] = RARITY_LINE.exec(lines[rarityAt] ?? '') ?? [];
  const classLine = lines
    .slice(0, rarityAt + 1)
    .map((line) => CLASS_LINE.exec(line)?.[1])
    .find((value) => value !== undefined);
  const rest = lines.slice(rarityAt + 1);
  const end = rest.findIndex((line) => SEPARATOR.test(line));
  return {
    itemClass: classLine?.trim() ?? '',
    frame: FRAMES[rarity.trim().toLowerCase()] ?? 'normal',
    nameLines: (end < 0 ? rest : rest.slice(0, end)).slice(0, 2),
    unidentified: lines.some((line) => UNIDENTIFIED.test(line)),
    french: label.toLowerCase() !== 'rarity',
  };
}
