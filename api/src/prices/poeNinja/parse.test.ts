import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../platform/upstream/http.js';
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
          receiveSparkLine: { data: [0, null, 3.5], totalChange: 3.5 },
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
        {
          currencyTypeName: 'Sacrifice at Dusk',
          pay: null,
          receive: null,
          receiveSparkline: { data: [], totalChange: 'n/a' },
          lowConfidenceReceiveSparkline: { data: [1, 2], totalChange: -4 },
          chaosEquivalent: 0.5,
        },
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
        sparkline: { data: [0, null, 3.5], totalChange: 3.5 },
      },
      {
        name: 'Mortal Grief',
        chaosEquivalent: 3,
        detailsId: 'mortal-grief',
        icon: 'https://web.poecdn.com/gen/image/grief.png',
        sparkline: null,
      },
      {
        name: 'Sacrifice at Dusk',
        chaosEquivalent: 0.5,
        detailsId: null,
        icon: 'https://web.poecdn.com/gen/image/dusk.png',
        sparkline: { data: [1, 2], totalChange: -4 },
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

describe('both spellings of the week of prices', () => {
  const week = { data: [0, null, 12.5], totalChange: 12.5 };
  const goldrim = { name: 'Goldrim', baseType: 'Leather Cap', variant: null, chaosValue: 1 };

  it.each([
    ['the legacy addresses', 'sparkline', 'lowConfidenceSparkline'],
    ['the current addresses', 'sparkLine', 'lowConfidenceSparkLine'],
  ])('reads an item line from %s (%s)', (_family, confident, lowConfidence) => {
    const [line, fallback] = parseItemOverview({
      lines: [
        { ...goldrim, [confident]: week, [lowConfidence]: { data: [], totalChange: 99 } },
        { ...goldrim, variant: '6L', [confident]: null, [lowConfidence]: week },
      ],
    });
    expect(line).toMatchObject({ name: 'Goldrim', variant: null, sparkline: week });
    expect(fallback).toMatchObject({ variant: '6L', sparkline: week });
  });

  it.each(['receiveSparkLine', 'receiveSparkline'])('reads a currency line’s %s', (key) => {
    const [line] = parseCurrencyOverview({
      lines: [{ currencyTypeName: 'Divine Orb', [key]: week, chaosEquivalent: 180 }],
    });
    expect(line?.sparkline).toEqual(week);
  });

  it('leaves a line without a usable week at null', () => {
    const [line] = parseItemOverview({
      lines: [{ name: 'Goldrim', sparkline: { totalChange: 1 }, sparkLine: 'up' }],
    });
    expect(line?.sparkline).toBeNull();
  });
});
