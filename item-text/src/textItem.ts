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
