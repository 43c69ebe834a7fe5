/**
 * The page to show once the list is known to have `totalPages`: the last one when the page
 * asked for is past the end (a role change or a deletion emptied it), page 1 when nothing is
 * left.
 *
 * @example clampPage(3, 2) // 2
 * @example clampPage(3, 0) // 1
 * @example clampPage(2, 5) // 2
 */
export function clampPage(page: number, totalPages: number): number {
  return Math.max(1, Math.min(page, totalPages));
}
