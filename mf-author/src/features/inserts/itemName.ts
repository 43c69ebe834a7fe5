import { frenchNameOf } from 'item-text';

/**
 * An item's name in the interface language: for a French interface, the name its French client
 * text prints (« Assaut de Farrul »); otherwise the stored name, the game's English one when the
 * catalogue knew it (the key pictures, prices and the Path of Building export use).
 *
 * @example shownItemName({ name: 'Goldrim', text: "Rareté : Unique\nBordoré\nCapuchon en cuir" }, 'fr') // 'Bordoré'
 */
export function shownItemName(
  item: { name?: string; text?: string },
  language: string,
): string | undefined {
  return (language === 'fr' ? frenchNameOf(item.text) : undefined) ?? item.name;
}
