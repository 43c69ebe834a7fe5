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
