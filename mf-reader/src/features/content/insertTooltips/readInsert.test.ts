import { describe, expect, it } from 'vitest';
import { insertKind, readInsert, type AttributeSource } from './readInsert';

/** An element stand-in: attributes by name, `class` split into the class list. */
function element(attributes: Record<string, string>): AttributeSource {
  const classes = (attributes.class ?? '').split(/\s+/);
  return {
    getAttribute: (name) => attributes[name] ?? null,
    classList: { contains: (token) => classes.includes(token) },
  };
}

describe('insertKind', () => {
  it.each([
    ['the editor gem class', { class: 'gem-insert', 'data-name': 'Cyclone' }, 'gem'],
    [
      'the editor currency class',
      { class: 'currency-insert', 'data-name': 'Chaos Orb' },
      'currency',
    ],
    ['the editor item class', { class: 'item-insert', 'data-name': 'Goldrim' }, 'item'],
    ['the demo unique class', { class: 'unique-insert', 'data-name': 'Goldrim' }, 'item'],
    ['an old gem span (colour)', { 'data-name': 'Cyclone', 'data-couleur': 'green' }, 'gem'],
    ['an old gem span (level)', { 'data-name': 'Cyclone', 'data-levelrequired': '28' }, 'gem'],
    ['an old currency span', { 'data-name': 'Chaos Orb', 'data-type': 'Currency' }, 'currency'],
    ['an old item span', { 'data-name': 'Goldrim', 'data-base': 'Leather Cap' }, 'item'],
    [
      'an item with a rarity and a type',
      { 'data-name': 'X', 'data-rarity': 'unique', 'data-type': 'y' },
      'item',
    ],
    ['no name', { class: 'gem-insert' }, null],
    ['a blank name', { class: 'gem-insert', 'data-name': '  ' }, null],
    ['a name and nothing else', { 'data-name': 'Cyclone' }, null],
  ] as const)('%s', (_name, attributes, kind) => {
    expect(insertKind(element(attributes))).toBe(kind);
  });
});

describe('readInsert', () => {
  it('reads a gem insert', () => {
    const gem = element({
      class: 'gem-insert',
      'data-name': 'Cyclone',
      'data-icon': '/images/gems/Cyclone.png',
      'data-couleur': 'green',
      'data-description': 'Tourbillonne.',
      'data-tags': 'Attack, Melee, ',
      'data-levelrequired': '28',
    });
    expect(readInsert(gem)).toEqual({
      kind: 'gem',
      name: 'Cyclone',
      icon: '/images/gems/Cyclone.png',
      colour: 'green',
      description: 'Tourbillonne.',
      tags: ['Attack', 'Melee'],
      levelRequired: 28,
    });
  });

  it('reads no level from a gem insert that gives none, 0 or garbage', () => {
    for (const level of [undefined, '0', 'douze']) {
      const gem = element({
        class: 'gem-insert',
        'data-name': 'Cyclone',
        ...(level === undefined ? {} : { 'data-levelrequired': level }),
      });
      expect(readInsert(gem)).toMatchObject({ tags: [], levelRequired: null });
    }
  });

  it('reads a currency insert', () => {
    const orb = element({
      class: 'currency-insert',
      'data-name': ' Chaos Orb ',
      'data-type': 'Currency',
    });
    expect(readInsert(orb)).toEqual({
      kind: 'currency',
      name: 'Chaos Orb',
      icon: '',
      type: 'Currency',
      description: '',
      tags: [],
    });
  });

  it('reads an item insert, its rarity lower-cased and its text kept as pasted', () => {
    const text = 'Item Class: Helmets\nRarity: Unique\nGoldrim\nLeather Cap\n';
    const item = element({
      class: 'item-insert',
      'data-name': 'Goldrim',
      'data-base': 'Leather Cap',
      'data-rarity': 'Unique',
      'data-text': text,
    });
    expect(readInsert(item)).toMatchObject({
      kind: 'item',
      base: 'Leather Cap',
      rarity: 'unique',
      text,
    });
  });

  it('is null for an element that is no insert', () => {
    expect(readInsert(element({ class: 'photo' }))).toBeNull();
  });
});
