import { describe, expect, it } from 'vitest';
import type { ItemLine } from './poeNinja/parse.js';
import { cheapestPerName, currencyPrices } from './overviewPrices.js';

const line = (name: string, chaosValue: number | null, corrupted = false): ItemLine => ({
  name,
  icon: null,
  baseType: null,
  itemType: null,
  variant: null,
  levelRequired: null,
  chaosValue,
  detailsId: null,
  flavourText: null,
  implicitModifiers: [],
  explicitModifiers: [],
  gemLevel: null,
  gemQuality: null,
  corrupted,
  sparkline: null,
});

describe('cheapestPerName', () => {
  it.each([
    ['the cheapest uncorrupted gem line', [line('A', 5), line('A', 2), line('A', 0.5, true)], 2],
    [
      'a corrupted gem line only when there is no other',
      [line('A', 9, true), line('A', 3, true)],
      3,
    ],
    ['an uncorrupted line met after a corrupted one', [line('A', 1, true), line('A', 4)], 4],
    ['no price for lines without a value', [line('A', null)], undefined],
    ['no price for a line poe.ninja values at 0', [line('A', 0)], undefined],
  ])('keeps %s', (_name, lines, chaos) => {
    expect(cheapestPerName(lines, 'gem')[0]?.chaos).toBe(chaos);
  });

  it('takes the cheapest line of a unique whatever its corruption, one row per name', () => {
    expect(
      cheapestPerName(
        [line('Tabula Rasa', 30), line('Tabula Rasa', 8, true), line('Goldrim', 1)],
        'unique',
      ),
    ).toEqual([
      { name: 'Tabula Rasa', chaos: 8 },
      { name: 'Goldrim', chaos: 1 },
    ]);
  });
});

describe('currencyPrices', () => {
  it('keeps the chaos equivalents poe.ninja gives', () => {
    expect(
      currencyPrices([
        {
          name: 'Divine Orb',
          chaosEquivalent: 180.5,
          detailsId: null,
          icon: null,
          sparkline: null,
        },
        { name: 'Sans prix', chaosEquivalent: null, detailsId: null, icon: null, sparkline: null },
      ]),
    ).toEqual([{ name: 'Divine Orb', chaos: 180.5 }]);
  });
});
