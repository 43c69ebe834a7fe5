import { describe, expect, it } from 'vitest';
import { frenchBaseOf, frenchNameOf, readTextItem } from './textItem';

describe('readTextItem', () => {
  it.each([
    [
      'a rare from an English client',
      'Item Class: Rings\nRarity: Rare\nGale Coil\nSapphire Ring\n--------\n+20 to Dexterity',
      { name: 'Gale Coil', rarity: 'rare', itemClass: 'Rings' },
    ],
    [
      'a unique from a French client, Windows line endings',
      "Classe d'objet : Casques\r\nRareté : Unique\r\nCouronne d'or\r\nCasquette en cuir\r\n--------",
      { name: "Couronne d'or", rarity: 'unique', itemClass: 'Casques' },
    ],
    [
      'a magic item with one name line',
      'Rarity: Magic\nSilk Gloves of the Lynx\n--------\n+12 to Dexterity',
      { name: 'Silk Gloves of the Lynx', rarity: 'magic', itemClass: '' },
    ],
    [
      'a quest item (unknown rarity) as normal',
      'Rarity: Quest\nMedicine Chest',
      { name: 'Medicine Chest', rarity: 'normal', itemClass: '' },
    ],
    [
      'a gem as normal',
      'Rarity: Gem\nCyclone\n--------\nAttack, AoE',
      { name: 'Cyclone', rarity: 'normal', itemClass: '' },
    ],
    [
      'text without a Rarity line by its first line',
      '\n  Some build note about my ring  \nsecond line',
      { name: 'Some build note about my ring', rarity: 'normal', itemClass: '' },
    ],
  ])('reads %s', (_, text, expected) => {
    expect(readTextItem(text)).toEqual(expected);
  });

  it('gives no name to a Rarity line with nothing under it', () => {
    expect(readTextItem('Rarity: Unique')).toEqual({ name: '', rarity: 'unique', itemClass: '' });
  });

  it('reads nothing from blank text', () => {
    expect(readTextItem(' \n\r\n ')).toBeNull();
  });
});

describe('frenchNameOf', () => {
  it('gives the first name line of a French client text', () => {
    const text =
      "Classe d'objet : Gants\nRareté : Unique\nAssaut de Farrul\nGantelets en écailles d'hydre";
    expect(frenchNameOf(text)).toBe('Assaut de Farrul');
  });

  it('gives nothing for an English text or no text', () => {
    expect(frenchNameOf('Rarity: Unique\nGoldrim\nLeather Cap')).toBeUndefined();
    expect(frenchNameOf(undefined)).toBeUndefined();
    expect(frenchNameOf('Une armure à trouver')).toBeUndefined();
  });
});

describe('frenchBaseOf', () => {
  it("gives a French rare or unique's base line", () => {
    const text = "Rareté : Unique\nAssaut de Farrul\nGantelets en écailles d'hydre";
    expect(frenchBaseOf(text)).toBe("Gantelets en écailles d'hydre");
  });

  it('gives nothing for a magic item, an English text or an unidentified item', () => {
    expect(frenchBaseOf('Rareté : Magique\nBague de saphir du Lutteur')).toBeUndefined();
    expect(frenchBaseOf('Rarity: Unique\nGoldrim\nLeather Cap')).toBeUndefined();
    expect(frenchBaseOf('Rareté : Rare\nBague de saphir\n--------\nNon identifié')).toBeUndefined();
  });
});
