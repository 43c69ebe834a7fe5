import { SOCKETED_SLOTS } from 'game-facts';

/** Position of a slot on the 16-column grid: column, row, width, height (in cells). */
export type SlotBox = readonly [x: number, y: number, w: number, h: number];

const gear: Record<string, SlotBox> = {
  weapon: [0, 0, 2, 4],
  helmet: [5, 0, 2, 2],
  amulet: [8, 1, 1, 1],
  weapon2: [11, 0, 2, 4],
  shield: [13, 0, 2, 4],
  ring1: [3, 2, 1, 1],
  body: [5, 2, 2, 3],
  ring2: [8, 2, 1, 1],
  gloves: [2, 4, 2, 2],
  belt: [5, 5, 2, 1],
  boots: [8, 4, 2, 2],
};
const flasks = Object.fromEntries(
  [1, 2, 3, 4, 5].map((n) => [`flask${n}`, [3 + n, 6, 1, 2] as const]),
);
const smallItems = Object.fromEntries(
  Array.from({ length: 14 }, (_, index) => [
    `item2x1_${index + 1}`,
    [(index % 7) * 2 + 1, 8 + Math.floor(index / 7), 2, 1] as const,
  ]),
);

export const SLOT_BOXES: Record<string, SlotBox> = { ...gear, ...flasks, ...smallItems };

/**
 * The French gem-socket label of each socketed slot, and how many sockets it has (the game's
 * fact, kept in game-facts).
 */
export const GEM_SLOTS: Readonly<Record<string, { label: string; sockets: number }>> =
  SOCKETED_SLOTS;
