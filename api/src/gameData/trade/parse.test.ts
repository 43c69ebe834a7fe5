import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../platform/upstream/http.js';
import {
  ITEMS_EN_SAMPLE,
  ITEMS_FR_SAMPLE,
  STATIC_EN_SAMPLE,
  STATIC_FR_SAMPLE,
  standInItems,
  standInStatic,
} from './standInData.js';
import { pairFrenchNames, pairItems, pairStatic } from './match.js';
import { parseTradeItems, parseTradeStatic } from './parse.js';

describe('the trade site’s items answer', () => {
  const groups = parseTradeItems(ITEMS_EN_SAMPLE);

  it('keeps each group’s entries once, skipping those without a type', () => {
    const gems = groups.find((g) => g.id === 'gem');
    expect(gems?.entries.map((e) => e.text)).toEqual([
      'Arc',
      'Fireball',
      'Added Fire Damage Support',
    ]);
  });

  it('reads uniques, names and the discriminator under either spelling', () => {
    const french = parseTradeItems(ITEMS_FR_SAMPLE).find((g) => g.id === 'accessory');
    expect(french?.entries[2]).toEqual({
      type: 'Bague à deux pierres',
      text: 'Bague à deux pierres',
      disc: 'fire_cold',
      unique: false,
    });
    // No `text`: rebuilt as the site shows it.
    expect(french?.entries[4]).toEqual({
      name: 'Andvarius',
      type: 'Anneau en fer',
      text: 'Andvarius Anneau en fer',
      unique: true,
    });
  });

  it('refuses an answer without result', () => {
    expect(() => parseTradeItems({ error: { code: 3 } })).toThrow(UpstreamError);
    expect(() => parseTradeStatic('<html>')).toThrow(UpstreamError);
  });
});

describe('pairing the English and French answers', () => {
  const items = pairItems(parseTradeItems(ITEMS_EN_SAMPLE), parseTradeItems(ITEMS_FR_SAMPLE));

  it('pairs gems and bases by position within their group', () => {
    expect(Object.fromEntries(items.gems)).toEqual({
      Arc: 'Arc électrique',
      Fireball: 'Boule de feu',
      'Added Fire Damage Support': 'Soutien : Dégâts de feu Rajoutés',
    });
    // A base with a discriminator is a variant of a base, not a base name of its own.
    expect(Object.fromEntries(items.bases)).toEqual({
      'Gold Ring': 'Anneau en or',
      'Iron Ring': 'Anneau en fer',
    });
  });

  it('keeps a unique only when its French base is its English base’s French name', () => {
    expect(Object.fromEntries(items.uniques)).toEqual({ Blackheart: 'Cœur noir' });
  });

  it('pairs nothing of a group one language lists shorter, and counts what stayed unpaired', () => {
    expect(items.currencies.size).toBe(0);
    // Andvarius on both sides, the English Divine Orb and Doctor card, the French flask.
    expect(items.unmatched).toBe(5);
  });

  it('pairs static entries by id, whatever their order, for the picker’s sections only', () => {
    const statics = pairStatic(
      parseTradeStatic(STATIC_EN_SAMPLE),
      parseTradeStatic(STATIC_FR_SAMPLE),
    );
    expect(Object.fromEntries(statics.names)).toEqual({
      'Orb of Alteration': "Orbe d'altération",
      'Chaos Orb': 'Orbe du chaos',
      'Sacrifice at Dawn': "Sacrifice à l'aube",
      'Dense Fossil': 'Fossile dense',
    });
    // The mirror only in English, the exalted orb only in French; cards are no section.
    expect(statics.unmatched).toBe(2);
  });

  it('pairs the stand-in’s whole answers completely', () => {
    const names = pairFrenchNames(
      { en: parseTradeItems(standInItems('en')), fr: parseTradeItems(standInItems('fr')) },
      { en: parseTradeStatic(standInStatic('en')), fr: parseTradeStatic(standInStatic('fr')) },
    );
    expect(names.unmatched).toEqual({ items: 0, static: 0 });
    expect(names.gems.get('Cleave')).toBe('Taillade');
    expect(names.gems.size).toBeGreaterThan(250);
    expect(names.bases.get('Gold Ring')).toBe('Anneau en or');
    expect(names.uniques.get('Blackheart')).toBe('Cœur noir');
    expect(names.currencies.get('Chaos Orb')).toBe('Orbe du chaos');
  });
});
