import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../http.js';
import { dedupeGems, parseCurrencyOverview, parseItemOverview } from './parse.js';

describe('parseCurrencyOverview', () => {
  it('joins each line to its picture by id, whichever side of the trade carries it', () => {
    const json = {
      lines: [
        {
          currencyTypeName: 'Divine Orb',
          pay: { pay_currency_id: 3, get_currency_id: 1, value: 0.0055 },
          receive: { pay_currency_id: 1, get_currency_id: 3, value: 181 },
          paySparkLine: { data: [null, 1], totalChange: 1 },
          chaosEquivalent: 180.5,
          detailsId: 'divine-orb',
        },
        {
          currencyTypeName: 'Mortal Grief',
          pay: null,
          receive: { get_currency_id: 7 },
          chaosEquivalent: 3,
          detailsId: 'mortal-grief',
        },
        { currencyTypeName: 'Sacrifice at Dusk', pay: null, receive: null, chaosEquivalent: 0.5 },
        { pay: null },
      ],
      currencyDetails: [
        {
          id: 3,
          icon: 'https://web.poecdn.com/gen/image/divine.png',
          name: 'Divine Orb',
          tradeId: 'divine',
        },
        { id: 7, icon: 'https://web.poecdn.com/gen/image/grief.png', name: 'Mortal Grief' },
        { id: 9, icon: 'https://web.poecdn.com/gen/image/dusk.png', name: 'Sacrifice at Dusk' },
      ],
    };
    expect(parseCurrencyOverview(json)).toEqual([
      {
        name: 'Divine Orb',
        chaosEquivalent: 180.5,
        detailsId: 'divine-orb',
        icon: 'https://web.poecdn.com/gen/image/divine.png',
      },
      {
        name: 'Mortal Grief',
        chaosEquivalent: 3,
        detailsId: 'mortal-grief',
        icon: 'https://web.poecdn.com/gen/image/grief.png',
      },
      {
        name: 'Sacrifice at Dusk',
        chaosEquivalent: 0.5,
        detailsId: null,
        icon: 'https://web.poecdn.com/gen/image/dusk.png',
      },
    ]);
  });

  it('refuses an answer without lines', () => {
    expect(() => parseCurrencyOverview({ error: 'league not found' })).toThrow(UpstreamError);
    expect(() => parseItemOverview([])).toThrow(/without lines/);
  });
});

describe('parseItemOverview and dedupeGems', () => {
  const line = (gemLevel: number, gemQuality: number, corrupted: boolean, text: string) => ({
    name: 'Fireball',
    icon: 'https://web.poecdn.com/gen/image/fireball.png',
    levelRequired: 1,
    gemLevel,
    gemQuality,
    corrupted,
    flavourText: 'Unleashes a ball of fire',
    implicitModifiers: [],
    explicitModifiers: [{ text, optional: false }, { optional: true }],
    chaosValue: 1,
  });

  it('reads the fields a gem needs and keeps the best uncorrupted variant', () => {
    const lines = parseItemOverview({
      lines: [line(1, 0, false, 'low'), line(21, 23, true, 'corrupt'), line(20, 20, false, 'best')],
    });
    expect(lines).toHaveLength(3);
    const [gem] = dedupeGems(lines);
    expect(gem).toMatchObject({
      name: 'Fireball',
      gemLevel: 20,
      levelRequired: 1,
      flavourText: 'Unleashes a ball of fire',
      explicitModifiers: ['best'],
      corrupted: false,
    });
  });
});
