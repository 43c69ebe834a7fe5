import { EQUIPMENT_SLOTS } from 'game-facts';
import { describe, expect, it } from 'vitest';
import { GEM_SLOTS, SLOT_BOXES } from './slotLayout';

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
    expect(Object.keys(SLOT_BOXES).sort()).toEqual([...EQUIPMENT_SLOTS].sort());
  });
});

describe('GEM_SLOTS', () => {
  it('gives the eight socketed slots their French label and socket count', () => {
    expect(
      Object.fromEntries(Object.values(GEM_SLOTS).map(({ label, sockets }) => [label, sockets])),
    ).toEqual({
      Torse: 6,
      Casque: 4,
      Gants: 4,
      Bottes: 4,
      'Arme 1': 6,
      'Arme 2': 3,
      'Anneau 1': 1,
      'Anneau 2': 1,
    });
  });
});
