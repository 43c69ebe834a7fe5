import { itemLines, readHeader } from './readHeader';

/** What the reading side can say of item text that the parser did not recognise. */
export interface TextItem {
  /** The first name line (a rare's own name, a unique's name), or the first line of text without a `Rarity:` line. */
  name: string;
  /** From the `Rarity:` line; a gem, currency or text without the line reads as normal. */
  rarity: 'normal' | 'magic' | 'rare' | 'unique';
  /** The `Item Class:` value as written, '' when absent. */
  itemClass: string;
}

const ITEM_RARITIES: readonly string[] = ['normal', 'magic', 'rare', 'unique'];

/**
 * The name, rarity and class of pasted item text, so that an item the parser could not
 * recognise is still shown (by its name, in its rarity's colour) rather than left out.
 * Null when the text has no line at all.
 *
 * @example readTextItem('Item Class: Rings\nRarity: Rare\nGale Coil\nSapphire Ring')
 * // { name: 'Gale Coil', rarity: 'rare', itemClass: 'Rings' }
 */
export function readTextItem(text: string): TextItem | null {
  const lines = itemLines(text);
  if (lines.length === 0) return null;
  const header = readHeader(text);
  const frame = header?.frame ?? 'normal';
  return {
    // A Rarity line with nothing under it has no name; the first line would be 'Rarity: Rare'.
    name: header ? (header.nameLines[0] ?? '') : (lines[0] ?? ''),
    rarity: ITEM_RARITIES.includes(frame) ? (frame as TextItem['rarity']) : 'normal',
    itemClass: header?.itemClass ?? '',
  };
}

/**
 * The item's name as a French client printed it (its first name line), or undefined when the
 * text was not copied from a French client: what a French reader is shown when the catalogue
 * has no French name for the English one the item is stored under.
 *
 * @example frenchNameOf("Classe d'objet : Gants\nRareté : Unique\nAssaut de Farrul\nGantelets en écailles d'hydre") // 'Assaut de Farrul'
 * @example frenchNameOf('Rarity: Unique\nGoldrim\nLeather Cap') // undefined
 */
export function frenchNameOf(text: string | undefined): string | undefined {
  const header = text ? readHeader(text) : null;
  return header?.french ? header.nameLines[0] : undefined;
}

/**
 * A rare or unique item's base as a French client printed it (its second name line), or
 * undefined for any other text.
 *
 * @example frenchBaseOf("Rareté : Unique\nAssaut de Farrul\nGantelets en écailles d'hydre") // "Gantelets en écailles d'hydre"
 */
export function frenchBaseOf(text: string | undefined): string | undefined {
  const header = text ? readHeader(text) : null;
  const twoLines = header?.frame === 'rare' || header?.frame === 'unique';
  return header?.french && twoLines && !header.unidentified ? header.nameLines[1] : undefined;
}
