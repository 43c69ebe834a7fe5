import { describe, expect, it } from 'vitest';
import { shownName, uniqueNames } from './uniqueNames';

const names = uniqueNames([
  { name: 'Goldrim', displayName: "Couronne d'or" },
  { name: 'Tabula Rasa', displayName: 'Tabula Rasa' },
]);

describe('shownName', () => {
  it.each([
    ['a unique known in French', { name: 'Goldrim', rarity: 'unique' }, "Couronne d'or"],
    ['whatever its case and spaces', { name: ' goldrim ', rarity: 'unique' }, "Couronne d'or"],
    [
      'a unique the French client keeps in English',
      { name: 'Tabula Rasa', rarity: 'unique' },
      'Tabula Rasa',
    ],
    ['an unknown unique', { name: 'Headhunter', rarity: 'unique' }, 'Headhunter'],
    ['a rare named like a unique', { name: 'Goldrim', rarity: 'rare' }, 'Goldrim'],
    ['an item without a name', { rarity: 'unique' }, undefined],
  ])('%s', (_name, item, expected) => {
    expect(shownName(item, names)).toBe(expected);
  });
});

describe('shownName for a unique copied from the French client', () => {
  const farrul = {
    name: "Farrul's Pounce",
    rarity: 'unique',
    text: "Classe d'objet : Gants\nRareté : Unique\nAssaut de Farrul\nGantelets en écailles d'hydre",
  };

  it('prints the French name of the text when the catalogue has none', () => {
    expect(shownName(farrul, names, true)).toBe('Assaut de Farrul');
  });

  it('keeps the English name for an English reader', () => {
    expect(shownName(farrul, names)).toBe("Farrul's Pounce");
  });

  it('prefers the catalogue French name to the text', () => {
    const goldrim = {
      ...farrul,
      name: 'Goldrim',
      text: farrul.text.replace('Assaut de Farrul', 'Bordoré'),
    };
    expect(shownName(goldrim, names, true)).toBe("Couronne d'or");
  });
});
