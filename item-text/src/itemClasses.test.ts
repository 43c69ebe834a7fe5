import { describe, expect, it } from 'vitest';
import { comparable, englishItemClass } from './itemClasses';

describe('englishItemClass', () => {
  it.each([
    ['Flacons de Vie', 'Life Flasks'],
    ['Épées à deux mains', 'Two Hand Swords'],
    ['Épées d’estoc à une main', 'Thrusting One Hand Swords'],
    ['Joyaux abyssaux', 'Abyss Jewels'],
    ['Objets monétaires empilables', 'Stackable Currency'],
    ['Cartes divinatoires', 'Divination Cards'],
    ['Body Armours', 'Body Armours'],
    [' Heist Gear ', 'Heist Gear'],
  ])('%j is %j', (itemClass, english) => {
    expect(englishItemClass(itemClass)).toBe(english);
  });
});

describe('comparable', () => {
  it('ignores case, spacing and the kind of apostrophe', () => {
    expect(comparable('  Berek’s   GRIP ')).toBe(comparable("berek's grip"));
    expect(comparable('Berek’s Grip')).not.toBe(comparable('Bereks Grip'));
  });
});
