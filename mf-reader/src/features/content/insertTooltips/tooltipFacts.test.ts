import { describe, expect, it } from 'vitest';
import type { CurrencyTooltipData, GemInfo } from './insertsApi';
import type { Insert } from './readInsert';
import { currencyFacts, gemFacts } from './tooltipFacts';

type GemInsert = Extract<Insert, { kind: 'gem' }>;
type CurrencyInsert = Extract<Insert, { kind: 'currency' }>;

const gem = (own: Partial<GemInsert> = {}): GemInsert => ({
  kind: 'gem',
  name: 'Flame Dash',
  icon: '/images/gems/Flame_Dash.png',
  colour: 'blue',
  description: '',
  tags: [],
  levelRequired: null,
  ...own,
});

const info: GemInfo = {
  name: 'Flame Dash',
  displayName: 'Ruée enflammée',
  level: '1-20',
  cost: null,
  castTime: null,
  aoeRadius: null,
  critChance: null,
  effectiveness: null,
  requiresLevel: 10,
  description: 'Teleport to a location, damaging enemies.',
  effects: ['Deals 8 to 12 Fire Damage'],
  qualityEffects: ['1% increased Cast Speed'],
  tags: ['Spell', 'Movement'],
  cached: true,
  fetchedAt: '2026-01-01T00:00:00.000Z',
  sources: { wiki: true, priceSite: false },
};

describe('gemFacts', () => {
  it("keeps the author's description, tags and level before the API's", () => {
    const facts = gemFacts(
      gem({ description: 'Mon déplacement préféré.', tags: ['Sort'], levelRequired: 4 }),
      info,
      'en',
    );
    expect(facts).toMatchObject({
      name: 'Ruée enflammée',
      description: 'Mon déplacement préféré.',
      tags: ['Sort'],
      requiresLevel: 4,
    });
  });

  it('fills what the insert lacks from the API, its English sentences for an English reader', () => {
    expect(gemFacts(gem(), info, 'en')).toEqual({
      name: 'Ruée enflammée',
      tags: ['Spell', 'Movement'],
      requiresLevel: 10,
      description: 'Teleport to a location, damaging enemies.',
      effects: ['Deals 8 to 12 Fire Damage'],
      qualityEffects: ['1% increased Cast Speed'],
    });
  });

  it('never shows an English wiki sentence to a French reader', () => {
    const facts = gemFacts(gem(), info, 'fr');
    expect(facts.description).toBe('');
    expect(facts.effects).toEqual([]);
    expect(facts.qualityEffects).toEqual([]);
    expect(facts.tags).toEqual(['Spell', 'Movement']);
    expect(facts.requiresLevel).toBe(10);
  });

  it("shows a French reader the author's own text", () => {
    expect(gemFacts(gem({ description: 'Se téléporte.' }), info, 'fr').description).toBe(
      'Se téléporte.',
    );
  });

  it("shows the insert's own facts while the API has not answered", () => {
    expect(gemFacts(gem({ tags: ['Spell'], levelRequired: 10 }), undefined, 'en')).toEqual({
      name: 'Flame Dash',
      tags: ['Spell'],
      requiresLevel: 10,
      description: '',
      effects: [],
      qualityEffects: [],
    });
  });
});

describe('currencyFacts', () => {
  const currency = (own: Partial<CurrencyInsert> = {}): CurrencyInsert => ({
    kind: 'currency',
    name: 'Orb of Alchemy',
    icon: '',
    type: '',
    description: '',
    tags: [],
    ...own,
  });
  const data: CurrencyTooltipData = {
    name: 'Orb of Alchemy',
    displayName: "Orbe d'alchimie",
    icon: '/images/currency/Orb_of_Alchemy.png',
    type: 'Currency',
    description: 'Upgrades a normal item to rare.',
    chaosEquivalent: 0.3,
    detailsId: null,
  };

  it("keeps the author's description and type, the catalogue's name and missing icon", () => {
    expect(
      currencyFacts(currency({ description: 'Pour les cartes.', type: 'Orbe' }), data, 'fr'),
    ).toEqual({
      name: "Orbe d'alchimie",
      icon: '/images/currency/Orb_of_Alchemy.png',
      type: 'Orbe',
      description: 'Pour les cartes.',
      tags: [],
    });
  });

  it('leaves the English description out in French, keeps it in English', () => {
    expect(currencyFacts(currency(), data, 'fr').description).toBe('');
    expect(currencyFacts(currency(), data, 'en').description).toBe(
      'Upgrades a normal item to rare.',
    );
  });
});
