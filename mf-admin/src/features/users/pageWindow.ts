/**
 * The page numbers shown in a numbered pagination: up to `size` pages around the current one,
 * shifted to stay within 1..total near either end.
 *
 * @example pageWindow(1, 12) // [1, 2, 3, 4, 5]
 * @example pageWindow(6, 12) // [4, 5, 6, 7, 8]
 * @example pageWindow(12, 12) // [8, 9, 10, 11, 12]
 */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total < 1 || size < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const last = Math.min(total, Math.max(page + Math.floor(size / 2), size));
  const first = Math.max(1, last - size + 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
