/**
 * Where each socket's gem sits over an item, in rows of two, following the game's zig-zag socket
 * order (the second row reads right to left). null is an empty cell.
 *
 * @example gemRows(5) // [[0, 1], [3, 2], [4]]
 */
export function gemRows(socketCount: number): (number | null)[][] {
  switch (socketCount) {
    case 6:
      return [
        [0, 1],
        [3, 2],
        [4, 5],
      ];
    case 5:
      return [[0, 1], [3, 2], [4]];
    case 4:
      return [
        [0, 1],
        [3, 2],
      ];
    case 3:
      return [
        [0, 1],
        [null, 2],
      ];
    case 2:
      return [[0, 1]];
    case 1:
      return [[0]];
    default:
      return [];
  }
}

const SMALL_ITEMS_FIRST_ROW = Array.from({ length: 7 }, (_, index) => `item2x1_${index + 1}`);
const SMALL_ITEMS_SECOND_ROW = Array.from({ length: 7 }, (_, index) => `item2x1_${index + 8}`);

/**
 * Rows of the 16-column equipment grid: 8 for the gear alone, 9 when the first row of small items
 * (item2x1_1 to _7) is used, 10 when the second (item2x1_8 to _14) is.
 *
 * @example gridRowCount(['helmet', 'item2x1_9']) // 10
 */
export function gridRowCount(shownSlots: Iterable<string>): number {
  const slots = new Set(shownSlots);
  if (SMALL_ITEMS_SECOND_ROW.some((slot) => slots.has(slot))) return 10;
  if (SMALL_ITEMS_FIRST_ROW.some((slot) => slots.has(slot))) return 9;
  return 8;
}
