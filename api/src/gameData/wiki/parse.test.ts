import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../platform/upstream/http.js';
import { currencyPageHtml, gemPageHtml } from './standIn.js';
import { WIKI_GEMS } from './standInData.js';
import { parseCargoGems } from './parseCargo.js';
import { parseCurrencyPage } from './parseCurrencyPage.js';
import { parseGemPage } from './parseGemPage.js';

const fireball = WIKI_GEMS.find((g) => g.name === 'Fireball');

describe('parseGemPage', () => {
  it('reads the stats, requirement, description, effects, quality effects and tags', () => {
    if (!fireball) throw new Error('fixture missing');
    expect(parseGemPage(gemPageHtml(fireball))).toEqual({
      tags: ['Projectile', 'Spell', 'AoE', 'Fire'],
      level: '1-20',
      cost: '(6-28) Mana',
      castTime: '0.75 sec',
      critChance: '6.00%',
      effectiveness: '(240-386)%',
      aoeRadius: '9',
      requiresLevel: 1,
      description: 'Unleashes a ball of fire towards a target which explodes.',
      effects: ['Deals (9-1060) to (14-1590) Fire Damage', '(20-39)% chance to Ignite enemies'],
      qualityEffects: ['(0-40)% increased Projectile Speed'],
    });
  });

  it('gives nothing for a page without a gem box, or garbage', () => {
    expect(parseGemPage('<p>There is currently no text in this page.</p>')).toEqual({});
    expect(parseGemPage('{"lines": [{')).toEqual({});
  });
});

describe('parseCargoGems', () => {
  it('maps the primary attribute to the gem colour and splits the tags', () => {
    const json = {
      cargoquery: [
        {
          title: {
            name: 'Cleave',
            'required level': '1',
            'primary attribute': 'strength',
            'gem tags': 'Attack, AoE, Melee',
          },
        },
        {
          title: {
            name: 'Portal',
            'required level': '10',
            'primary attribute': '',
            'gem tags': 'Spell',
          },
        },
        { title: { name: '' } },
      ],
    };
    expect(parseCargoGems(json)).toEqual([
      { name: 'Cleave', colour: 'red', tags: ['Attack', 'AoE', 'Melee'], levelRequired: 1 },
      { name: 'Portal', colour: 'white', tags: ['Spell'], levelRequired: 10 },
    ]);
  });

  // Mirrors a real `/w/api.php?action=cargoquery&format=json&tables=items,skill_gems&…` answer:
  // a gem repeated by the join (its first row without an attribute), the table's own field
  // spelling on one row, and a row without its level or tags.
  it('keeps a repeated gem once, reads both spellings of a field, and rows missing fields', () => {
    const json = {
      cargoquery: [
        { title: { name: 'Hexblast', 'required level': '28', 'primary attribute': '' } },
        {
          title: {
            name: 'Hexblast',
            'required level': '28',
            'primary attribute': 'intelligence',
            'gem tags': 'Spell, AoE, Chaos',
          },
        },
        {
          title: {
            name: 'Boneshatter',
            required_level: '28',
            primary_attribute: 'strength',
            gem_tags: 'Attack, AoE, Melee, Strike, Physical',
          },
        },
        { title: { name: 'Hexblast', 'primary attribute': 'strength' } },
        { title: { name: 'Awakened Fork Support' } },
      ],
    };
    expect(parseCargoGems(json)).toEqual([
      { name: 'Hexblast', colour: 'blue', tags: ['Spell', 'AoE', 'Chaos'], levelRequired: 28 },
      {
        name: 'Boneshatter',
        colour: 'red',
        tags: ['Attack', 'AoE', 'Melee', 'Strike', 'Physical'],
        levelRequired: 28,
      },
      { name: 'Awakened Fork Support', colour: 'white', tags: [], levelRequired: null },
    ]);
  });

  it('turns the wiki’s HTTP-200 errors and odd answers into format failures', () => {
    const error = { error: { code: 'internal_api_error_MWException', info: 'Cargo down' } };
    expect(() => parseCargoGems(error)).toThrow(/Cargo down/);
    expect(() => parseCargoGems({ lines: [] })).toThrow(UpstreamError);
  });
});

describe('parseCurrencyPage', () => {
  it('reads the effect line of the currency box, not the usage help', () => {
    const html = currencyPageHtml('Chaos Orb', 'Reforges a rare item with new random modifiers');
    expect(parseCurrencyPage(html)).toBe('Reforges a rare item with new random modifiers');
  });

  it('gives nothing for a page without a currency box', () => {
    expect(parseCurrencyPage('<p>There is currently no text in this page.</p>')).toBeUndefined();
  });
});
