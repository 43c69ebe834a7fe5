export type ItemKey = string | number;

export interface ShownItem<T> {
  key: ItemKey;
  item: T;
  /** True once the item has left the list, while it slides out. */
  leaving: boolean;
}

/**
 * The items to draw after the list changed: the new items in their order, and those that just
 * left kept at their former place, marked `leaving` (so that they can slide out). An item coming
 * back before it is gone is simply in the list again.
 *
 * @example withLeaving([{ key: 1, item: a, leaving: false }, { key: 2, item: b, leaving: false }], [b], (x) => x.id)
 * // [{ key: 1, item: a, leaving: true }, { key: 2, item: b, leaving: false }]
 */
export function withLeaving<T>(
  shown: readonly ShownItem<T>[],
  items: readonly T[],
  keyOf: (item: T) => ItemKey,
): ShownItem<T>[] {
  const result: ShownItem<T>[] = items.map((item) => ({ key: keyOf(item), item, leaving: false }));
  const present = new Set(result.map((entry) => entry.key));
  shown.forEach((entry, index) => {
    if (present.has(entry.key)) return;
    result.splice(Math.min(index, result.length), 0, { ...entry, leaving: true });
  });
  return result;
}

/**
 * The items without `key` if it is still leaving (an item that came back stays).
 *
 * @example dropLeft([{ key: 1, item: a, leaving: true }], 1) // []
 */
export function dropLeft<T>(shown: readonly ShownItem<T>[], key: ItemKey): ShownItem<T>[] {
  return shown.filter((entry) => !(entry.key === key && entry.leaving));
}
