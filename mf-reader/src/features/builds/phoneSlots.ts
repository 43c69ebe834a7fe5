import type { SlotBox } from 'shared-ui';

/** Columns of the phone grid: seven cells of 44 px (a finger's target) fit a 360 px screen. */
export const PHONE_COLUMNS = 7;

// The phone grid: weapon, helmet over body over belt, off-hand, then amulet and rings in a
// column; gloves and boots beside the body, the shield under the gloves with the flasks in a
// row beside it, and the small items filling what is left, then three to a row. Every slot
// keeps its desktop size, so pictures and sockets are drawn the same.
const phoneGear: Record<string, SlotBox> = {
  weapon: [0, 0, 2, 4],
  helmet: [2, 0, 2, 2],
  weapon2: [4, 0, 2, 4],
  amulet: [6, 0, 1, 1],
  ring1: [6, 1, 1, 1],
  ring2: [6, 2, 1, 1],
  body: [2, 2, 2, 3],
  gloves: [0, 4, 2, 2],
  boots: [4, 4, 2, 2],
  belt: [2, 5, 2, 1],
  shield: [0, 6, 2, 4],
};
const phoneFlasks = Object.fromEntries(
  [1, 2, 3, 4, 5].map((n) => [`flask${n}`, [1 + n, 6, 1, 2] as const]),
);
// The first four small items go two to a row beside the shield, the others three to a row.
const phoneSmallItems = Object.fromEntries(
  Array.from({ length: 14 }, (_, index) => {
    const box: SlotBox =
      index < 4
        ? [2 + (index % 2) * 2, 8 + Math.floor(index / 2), 2, 1]
        : [((index - 4) % 3) * 2, 10 + Math.floor((index - 4) / 3), 2, 1];
    return [`item2x1_${index + 1}`, box];
  }),
);

/** Where each slot goes on the phone grid of PHONE_COLUMNS columns, same sizes as shared-ui's SLOT_BOXES. */
export const SLOT_BOXES_PHONE: Record<string, SlotBox> = {
  ...phoneGear,
  ...phoneFlasks,
  ...phoneSmallItems,
};

/** Rows the phone grid needs for these slots: down to the lowest one shown. */
export function phoneRowCount(shownSlots: Iterable<string>): number {
  let rows = 1;
  for (const slot of shownSlots) {
    const [, y, , h] = SLOT_BOXES_PHONE[slot] ?? [0, 0, 1, 1];
    rows = Math.max(rows, y + h);
  }
  return rows;
}
