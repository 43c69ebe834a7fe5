import { describe, expect, it } from 'vitest';
import { costOfPhase, nameFromImage, phaseEntries, type PriceLookup } from './phaseCost.js';

const prices: Record<string, number> = { goldrim: 1, 'fortify support': 1.1, cyclone: 2 };
const lookup: PriceLookup = {
  unique: (candidates) => {
    const name = candidates.find((c) => prices[c.toLowerCase()] !== undefined);
    return name === undefined ? undefined : { name, chaos: prices[name.toLowerCase()] ?? 0 };
  },
  gem: (name) =>
    name === 'Cyclone' || name === 'Fortify Support'
      ? { name, chaos: prices[name.toLowerCase()] ?? 0 }
      : undefined,
};

describe('nameFromImage', () => {
  it.each([
    ['/images/uniques/Bones_of_Ullr.png', 'Bones of Ullr'],
    ["/images/uniques/Arakaali's_Fang.png", "Arakaali's Fang"],
    ['/images/uniques/Maelstr%C3%B6m.png', 'Maelström'],
    ['/images/non_uniques/Leather_Cap.png', undefined],
    ['/images/uniques/%E0.png', undefined],
    [undefined, undefined],
  ])('%s reads as %s', (image, name) => {
    expect(nameFromImage(image)).toBe(name);
  });
});

describe('costOfPhase', () => {
  it('groups copies, sums with two decimals, and converts with the divine rate', () => {
    const entries = phaseEntries(
      { helmet: { name: 'Goldrim', rarity: 'unique' } },
      {
        Torse: [
          { name: 'Cyclone' },
          { name: 'Fortify Support', displayName: 'Soutien : Renforcement' },
        ],
        Gants: [null, { name: 'Fortify Support' }],
      },
    );
    const cost = costOfPhase('general', entries, lookup, 100);
    expect(cost.priced).toEqual([
      {
        kind: 'gem',
        name: 'Fortify Support',
        displayName: 'Soutien : Renforcement',
        count: 2,
        unitChaos: 1.1,
        chaos: 2.2,
      },
      { kind: 'gem', name: 'Cyclone', displayName: 'Cyclone', count: 1, unitChaos: 2, chaos: 2 },
      { kind: 'unique', name: 'Goldrim', displayName: 'Goldrim', count: 1, unitChaos: 1, chaos: 1 },
    ]);
    expect(cost.totalChaos).toBe(5.2);
    expect(cost.totalDivine).toBe(0.05);
    expect(cost.unpricedCount).toBe(0);
    expect(costOfPhase('general', entries, lookup, null).totalDivine).toBeNull();
  });

  it('never totals unknown prices as 0 chaos: null totals, and the copies not priced counted', () => {
    const entries = phaseEntries(
      { helmet: { name: 'Doom Visor', base: 'Leather Cap', rarity: 'rare' }, ring: 'Rarity: Rare' },
      { Torse: [{ name: 'Unlisted Gem' }, { name: 'Unlisted Gem' }, { name: 'Free Gem' }] },
    );
    const free: PriceLookup = {
      ...lookup,
      gem: (name) => (name === 'Free Gem' ? { name, chaos: 0 } : undefined),
    };
    const cost = costOfPhase('general', entries, free, 100);
    expect(cost.priced).toEqual([]);
    expect(cost.totalChaos).toBeNull();
    expect(cost.totalDivine).toBeNull();
    // The rare helmet, the unrecognised ring text, two unlisted gems and one valued at 0.
    expect(cost.unpricedCount).toBe(5);
    expect(cost.unpriced.map((l) => [l.displayName, l.count])).toEqual([
      ['Free Gem', 1],
      ['Unlisted Gem', 2],
      ['Doom Visor', 1],
      ['Rarity: Rare', 1],
    ]);
  });

  it('counts what is not priced beside a priced total', () => {
    const entries = phaseEntries(
      { helmet: { name: 'Goldrim', rarity: 'unique' } },
      {
        Casque: [{ name: 'Unlisted Gem' }],
      },
    );
    const cost = costOfPhase('general', entries, lookup, null);
    expect(cost.totalChaos).toBe(1);
    expect(cost.unpricedCount).toBe(1);
  });

  it('prices an item saved without rarity when its name is a unique, and keeps it an item otherwise', () => {
    const entries = phaseEntries(
      { helmet: { name: 'goldrim' }, boots: { name: 'Bottes', base: 'Wool Shoes' } },
      {},
    );
    const cost = costOfPhase('leveling', entries, lookup, 100);
    expect(cost.priced.map((l) => l.name)).toEqual(['goldrim']);
    expect(cost.unpriced).toEqual([
      {
        kind: 'item',
        name: 'Bottes',
        displayName: 'Bottes',
        base: 'Wool Shoes',
        rarity: '',
        count: 1,
      },
    ]);
  });
});
