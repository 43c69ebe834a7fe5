import { SLOT_BOXES } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { PHONE_COLUMNS, phoneRowCount, SLOT_BOXES_PHONE } from './phoneSlots';

describe('SLOT_BOXES_PHONE', () => {
  it('places every slot inside the phone columns, at its desktop size, without overlap', () => {
    expect(Object.keys(SLOT_BOXES_PHONE).sort()).toEqual(Object.keys(SLOT_BOXES).sort());
    const cells = new Set<string>();
    for (const [slot, [x, y, w, h]] of Object.entries(SLOT_BOXES_PHONE)) {
      expect(x, slot).toBeGreaterThanOrEqual(0);
      expect(y, slot).toBeGreaterThanOrEqual(0);
      expect(x + w, slot).toBeLessThanOrEqual(PHONE_COLUMNS);
      expect([w, h], slot).toEqual(SLOT_BOXES[slot]?.slice(2));
      for (let i = x; i < x + w; i += 1) {
        for (let j = y; j < y + h; j += 1) {
          expect(cells.has(`${i},${j}`), `${slot} overlaps at ${i},${j}`).toBe(false);
          cells.add(`${i},${j}`);
        }
      }
    }
  });

  it('counts the rows down to the lowest slot shown', () => {
    expect(phoneRowCount(['helmet', 'body'])).toBe(5);
    expect(phoneRowCount(['helmet', 'flask1'])).toBe(8);
    expect(phoneRowCount(['shield'])).toBe(10);
    expect(phoneRowCount(['item2x1_14'])).toBe(14);
    expect(phoneRowCount([])).toBe(1);
  });
});
