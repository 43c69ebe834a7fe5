import { frenchNameOf } from 'item-text';

/** A unique as the catalogue names it: `name` is the English key. */
export interface UniqueName {
  name: string;
  displayName: string;
}

/**
 * The shown names of the uniques by their English name (case-insensitive), to look items up.
 *
 * @example uniqueNames([{ name: 'Goldrim', displayName: "Couronne d'or" }]).get('goldrim') // "Couronne d'or"
 */
export function uniqueNames(uniques: readonly UniqueName[]): Map<string, string> {
  return new Map(uniques.map(({ name, displayName }) => [name.toLowerCase(), displayName]));
}

/**
 * The name to print for an item: a unique's known display name; else, for a French reader, the
 * name its French client text prints (the catalogue may not know that unique's French name yet);
 * else its stored name.
 *
 * @example shownName({ name: 'Goldrim', rarity: 'unique' }, names) // "Couronne d'or"
 */
export function shownName(
  item: { name?: string; rarity?: string; text?: string },
  names: ReadonlyMap<string, string>,
  french = false,
): string | undefined {
  if (item.rarity !== 'unique' || !item.name) return item.name;
  const printed = french ? frenchNameOf(item.text) : undefined;
  return names.get(item.name.trim().toLowerCase()) || printed || item.name;
}
