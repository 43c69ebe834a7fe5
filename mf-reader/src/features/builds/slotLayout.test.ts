import { describe, expect, it } from 'vitest';
import { SLOT_BOXES, shownSlots } from './slotLayout';

describe('SLOT_BOXES', () => {
  it('places the 30 slots of the spec inside 16 columns and 10 rows without overlap', () => {
    const cells = new Set<string>();
    for (const [slot, [x, y, w, h]] of Object.entries(SLOT_BOXES)) {
      expect(x + w, slot).toBeLessThanOrEqual(16);
      expect(y + h, slot).toBeLessThanOrEqual(10);
      for (let i = x; i < x + w; i += 1) {
        for (let j = y; j < y + h; j += 1) {
          expect(cells.has(`${i},${j}`), `${slot} overlaps at ${i},${j}`).toBe(false);
          cells.add(`${i},${j}`);
        }
      }
    }
    expect(Object.keys(SLOT_BOXES)).toHaveLength(11 + 5 + 14);
  });
});

describe('shownSlots', () => {
  it('omits empty slots, slots without an image and unknown slots', () => {
    expect(
      shownSlots({
        helmet: { image: '/images/uniques/Goldrim.png', name: 'Goldrim' },
        body: { text: 'Rarity: Rare' },
        item2x1_9: { image: '/images/non_uniques/Jewel.png' },
        cape: { image: '/x.png' },
      }),
    ).toEqual(['helmet', 'item2x1_9']);
  });
});
