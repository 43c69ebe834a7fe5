import { describe, expect, it } from 'vitest';
import { bases, buildCatalogue, coverage, currencies, gems, uniques } from './build.js';
import type { CatalogueSources } from './build.js';
import bundledBases from './data/bases.json' with { type: 'json' };
import bundledCurrencies from './data/currencies.json' with { type: 'json' };
import bundledGems from './data/gems.json' with { type: 'json' };
import source from './data/source.json' with { type: 'json' };
import bundledUniques from './data/uniques.json' with { type: 'json' };
import type { BaseRow, CurrencyRow, GemRow, UniqueRow } from './build.js';
import { coverageLine } from './current/frenchNames.js';

const tables = {
  gems: bundledGems as GemRow[],
  bases: bundledBases as BaseRow[],
  uniques: bundledUniques as UniqueRow[],
  currencies: bundledCurrencies as CurrencyRow[],
};

describe('the bundled 3.29 catalogue', () => {
  const lines = coverage(tables);
  const of = (category: string) => lines.find((l) => l.category === category);

  it.each(['gems', 'transfigured', 'uniques', 'bases', 'Currency', 'Fragment', 'Scarab'])(
    'names 95 %% or more of its %s in French',
    (category) => {
      const line = of(category);
      expect(line?.total, category).toBeGreaterThan(0);
      expect((line?.french ?? 0) / (line?.total ?? 1), category).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('holds the whole game, not a sample', () => {
    expect(of('gems')?.total).toBeGreaterThan(550);
    expect(of('transfigured')?.total).toBeGreaterThan(180);
    expect(of('uniques')?.total).toBeGreaterThan(1000);
    expect(of('bases')?.total).toBeGreaterThan(900);
    expect(of('Essence')?.total).toBeGreaterThan(50);
    expect(of('Fossil')?.total).toBe(25);
  });

  it('says the same coverage as the sources file it was written with', () => {
    expect(lines.map(({ category, total, french }) => ({ category, total, french }))).toEqual(
      source.coverage,
    );
  });

  it('shows the game’s current French names, not the 2018 ones', () => {
    const unique = (name: string) => tables.uniques.find((u) => u.name === name);
    const gem = (name: string) => tables.gems.find((g) => g.name === name);
    expect(unique("Asenath's Gentle Touch")?.nameFr).toBe("Subtilité d'Asenath");
    expect(unique("Farrul's Fur")).toEqual({
      name: "Farrul's Fur",
      nameFr: 'Fourrure de Farrul',
      base: 'Triumphant Lamellar',
      itemClass: 'Body Armours',
    });
    expect(gem('Hexblast')?.nameFr).toBe('Explosion calamiteuse');
    expect(gem('Ice Nova of Frostbolts')).toMatchObject({
      nameFr: 'Nova de glace des Globes de givre',
      colour: 'blue',
      isTransfigured: true,
    });
    expect(gem('Added Fire Damage Support')?.nameFr).toBe('Soutien : Dégâts de feu Rajoutés');
    const currency = (name: string) => tables.currencies.find((c) => c.name === name);
    expect(currency('Orb of Alteration')).toEqual({
      name: 'Orb of Alteration',
      nameFr: "Orbe d'altération",
      type: 'Currency',
    });
    expect(currency('Pristine Fossil')?.type).toBe('Fossil');
    expect(tables.bases.find((b) => b.name === 'Vaal Regalia')?.itemClass).toBe('Body Armours');
  });
});

/** A tiny slice of the game's files, the French rows in another order than the English. */
function sample(): CatalogueSources {
  const wrap = (data: unknown[]) => ({ result: [{ data }] });
  return {
    bases: {
      en: wrap([
        { id: 'Armours/Helmets/HelmetStr1', name: 'Iron Hat' },
        { id: 'Armours/Helmets/HelmetInt1', name: 'Vine Circlet' },
        { id: 'Gems/SkillGemFireball', name: 'Fireball', inherits_from: 'Gems/ActiveSkillGem' },
        { id: 'Gems/SupportGemFork', name: 'Fork Support', inherits_from: 'Gems/SupportSkillGem' },
        { id: 'Armours/Helmets/HelmetDev', name: 'Dev Hat' },
      ]),
      fr: wrap([
        { id: 'Gems/SupportGemFork', name: 'Soutien : Scindement' },
        { id: 'Armours/Helmets/HelmetInt1', name: 'Diadème de vigne' },
        { id: 'Gems/SkillGemFireball', name: 'Boule de feu' },
        { id: 'Armours/Helmets/HelmetStr1', name: 'Chapeau de fer' },
      ]),
    },
    gems: {
      en: wrap([{ id: 'FireballAltX', name: 'Fireball of Chaos', type: 'Fireball' }]),
      fr: wrap([{ id: 'FireballAltX', name: 'Boule de feu du Chaos', type: 'Boule de feu' }]),
    },
    words: {
      en: wrap([
        { id: 7, name: 'Goldrim' },
        { id: 9, name: 'Crown of Thorns' },
      ]),
      fr: wrap([
        { id: 9, name: "Couronne d'épines" },
        { id: 7, name: 'Bordoré' },
      ]),
    },
    items: {
      en: {
        result: [
          {
            id: 'armour',
            entries: [
              { type: 'Iron Hat' },
              { type: 'Vine Circlet', name: 'Crown of Thorns', flags: { unique: true } },
              { type: 'Iron Hat', name: 'Goldrim', flags: { unique: true } },
            ],
          },
        ],
      },
      fr: { result: [] },
    },
    currency: {
      en: {
        result: [
          { id: 'Currency', entries: [{ id: 'alt', text: 'Orb of Alteration' }] },
          { id: 'Fragments', entries: [{ id: 'scarab-a', text: 'Horned Scarab of Bloodlines' }] },
          { id: 'Delve', entries: [{ id: 'pristine', text: 'Pristine Fossil' }] },
        ],
      },
      fr: {
        result: [
          { id: 'Delve', entries: [{ id: 'pristine', text: 'Fossile immaculé' }] },
          { id: 'Currency', entries: [{ id: 'alt', text: "Orbe d'altération" }] },
        ],
      },
    },
    leveling: {
      a: {
        id: 'Metadata/Items/Gems/SkillGemFireball',
        name: 'Fireball',
        primary_attribute: 'intelligence',
        required_level: 1,
        is_support: false,
      },
      b: {
        id: 'Metadata/Items/Gems/SupportGemFork',
        name: 'Fork Support',
        primary_attribute: 'dexterity',
        required_level: 8,
        is_support: true,
      },
    },
    handFacts: [
      { name: 'Fireball', colour: 'blue', levelRequired: 1, tags: ['Spell', 'Fire'] },
      { name: 'Fork Support', colour: 'green', levelRequired: 8, tags: ['Support'] },
    ],
    descriptions: new Map([['Fireball', 'Unleashes a ball of fire.']]),
  };
}

describe('the catalogue generator', () => {
  it('pairs English and French by the game’s id, whatever their order', () => {
    const s = sample();
    expect(bases(s)).toEqual([
      { name: 'Iron Hat', nameFr: 'Chapeau de fer', itemClass: 'Helmets', inflection: null },
      { name: 'Vine Circlet', nameFr: 'Diadème de vigne', itemClass: 'Helmets', inflection: null },
    ]);
    expect(uniques(s, bases(s))).toEqual([
      {
        name: 'Crown of Thorns',
        nameFr: "Couronne d'épines",
        base: 'Vine Circlet',
        itemClass: 'Helmets',
      },
      { name: 'Goldrim', nameFr: 'Bordoré', base: 'Iron Hat', itemClass: 'Helmets' },
    ]);
    expect(currencies(s)).toEqual([
      { name: 'Horned Scarab of Bloodlines', nameFr: null, type: 'Scarab' },
      { name: 'Orb of Alteration', nameFr: "Orbe d'altération", type: 'Currency' },
      { name: 'Pristine Fossil', nameFr: 'Fossile immaculé', type: 'Fossil' },
    ]);
  });

  it('gives gems their colour and level by id, and transfigured gems their base’s', () => {
    const rows = gems(sample());
    expect(rows.map((g) => [g.name, g.nameFr, g.colour, g.levelRequired, g.isSupport])).toEqual([
      ['Fireball', 'Boule de feu', 'blue', 1, false],
      ['Fork Support', 'Soutien : Scindement', 'green', 8, true],
      ['Fireball of Chaos', 'Boule de feu du Chaos', 'blue', 1, false],
    ]);
    expect(rows[2]).toMatchObject({ isTransfigured: true, tags: ['Spell', 'Fire'] });
    expect(rows[0]?.description).toBe('Unleashes a ball of fire.');
  });

  it('counts the French names per category and names the English ones left', () => {
    const { coverage: lines } = buildCatalogue(sample());
    expect(lines.find((l) => l.category === 'Scarab')).toEqual({
      category: 'Scarab',
      total: 1,
      french: 0,
    });
    const full = coverage({ gems: [], bases: [], uniques: [], currencies: currencies(sample()) });
    expect(full.find((l) => l.category === 'Scarab')?.english).toEqual([
      'Horned Scarab of Bloodlines',
    ]);
  });
});

describe('a coverage line', () => {
  it('gives the share and lists the English names left, a dozen at most', () => {
    expect(coverageLine('bases', 2, 3, ['Estoc'])).toBe(
      'bases : 2 noms français sur 3 (66 %) ; en anglais : Estoc',
    );
    expect(coverageLine('fossiles', 25, 25, [])).toBe('fossiles : 25 noms français sur 25 (100 %)');
    const many = Array.from({ length: 14 }, (_, i) => `N${i}`);
    expect(coverageLine('gemmes', 1, 15, many)).toMatch(/en anglais : N0, .*N11 \(\+2\)$/);
  });
});
