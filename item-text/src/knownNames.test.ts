import { describe, expect, it } from 'vitest';
import { findExact, findWithin, type KnownName } from './knownNames';

const bases: KnownName[] = [
  'Silk Gloves',
  { name: 'Fingerless Silk Gloves', displayName: 'Mitaines en soie', itemClass: 'Gloves' },
  { name: 'Divine Life Flask', displayName: 'Flacon divin de vie', itemClass: 'Life Flasks' },
];

describe('findWithin', () => {
  it.each([
    ['Fingerless Silk Gloves of the Lynx', 'Fingerless Silk Gloves'],
    ['Sturdy Silk Gloves of the Lynx', 'Silk Gloves'],
    ['Mitaines en soie robustes', 'Fingerless Silk Gloves'],
    ["Flacon divin de vie bouillonnant d'étanchement", 'Divine Life Flask'],
    ['Seething DIVINE LIFE FLASK', 'Divine Life Flask'],
  ])('finds the base of %j', (name, base) => {
    expect(findWithin(name, bases)?.name).toBe(base);
  });

  it.each([['Silk Glovesmith'], ['Unsilk Gloves'], ['Gloves']])('finds no base in %j', (name) => {
    expect(findWithin(name, bases)).toBeUndefined();
  });
});

describe('findExact', () => {
  it('answers the English name and class of a French spelling', () => {
    expect(findExact('flacon divin de vie', bases)).toEqual({
      name: 'Divine Life Flask',
      itemClass: 'Life Flasks',
    });
  });

  it('gives an empty class for a bare name, and nothing for a partial one', () => {
    expect(findExact('Silk Gloves', bases)).toEqual({ name: 'Silk Gloves', itemClass: '' });
    expect(findExact('Silk', bases)).toBeUndefined();
  });
});
