import { describe, expect, it } from 'vitest';
import { placeTooltip, type Box } from './placeTooltip';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const tooltip = { width: 320, height: 200 };
const at = (left: number, top: number): Box => ({ left, top, width: 50, height: 50 });

describe('placeTooltip', () => {
  it.each([
    [
      'below, from the left edge of the insert',
      at(100, 100),
      desktop,
      { top: 158, left: 100, side: 'below' },
    ],
    [
      'above when there is no room below',
      at(100, 700),
      desktop,
      { top: 492, left: 100, side: 'above' },
    ],
    [
      'leftwards near the right edge',
      at(1200, 100),
      desktop,
      { top: 158, left: 930, side: 'below' },
    ],
    [
      'leftwards on a 390 px phone, ending at the insert',
      at(300, 100),
      phone,
      { top: 158, left: 30, side: 'below' },
    ],
    [
      'inside a 390 px phone from the left',
      at(0, 100),
      phone,
      { top: 158, left: 8, side: 'below' },
    ],
    [
      'below when neither side fits but below has more room',
      at(100, 20),
      { width: 1280, height: 260 },
      { top: 78, left: 100, side: 'below' },
    ],
    [
      'above, held at the top edge, when above has more room',
      at(100, 200),
      { width: 1280, height: 260 },
      { top: 8, left: 100, side: 'above' },
    ],
  ] as const)('%s', (_name, anchor, viewport, expected) => {
    expect(placeTooltip(anchor, tooltip, viewport)).toEqual(expected);
  });

  it('never starts left of the window nor ends past its right edge', () => {
    for (let left = 0; left <= 390; left += 13) {
      const { left: x } = placeTooltip(at(left, 100), tooltip, phone);
      expect(x).toBeGreaterThanOrEqual(8);
      expect(x + tooltip.width).toBeLessThanOrEqual(390 - 8);
    }
  });

  it('sticks to the left margin when the tooltip is wider than the window', () => {
    expect(
      placeTooltip(at(100, 100), { width: 400, height: 100 }, { width: 320, height: 600 }).left,
    ).toBe(8);
  });
});
