import { describe, expect, it } from 'vitest';
import { corpus, corpusBases, corpusCatalogueNames } from './corpus';
import { parseItemText } from './parseItemText';

const options = { baseNames: corpusBases, catalogueNames: corpusCatalogueNames };

describe('parseItemText on the corpus of copied items', () => {
  it('holds at least 30 texts', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('$title', ({ text, expected }) => {
    expect(parseItemText(text, options)).toEqual(expected);
  });

  it.each(corpus)('reads the same with Windows line endings: $title', ({ text, expected }) => {
    expect(parseItemText(text.replace(/\r?\n/g, '\r\n'), options)).toEqual(expected);
  });
});

describe('parseItemText', () => {
  const magicGloves = 'Item Class: Gloves\nRarity: Magic\nFrosted Fishscale Gauntlets of Skill';

  it.each([
    ['empty text', ''],
    ['blank text', '  \r\n\t\n '],
    ['text without a Rarity line', 'Fishscale Gauntlets\n--------\nArmour: 42'],
    ['a Rarity line without a name', 'Item Class: Rings\nRarity: Rare\n--------\nItem Level: 3'],
  ])('gives null for %s', (_, text) => {
    expect(parseItemText(text, options)).toBeNull();
  });

  it('finds no magic base without a list of base names', () => {
    expect(parseItemText(magicGloves)).toBeNull();
    expect(parseItemText(magicGloves, { baseNames: ['Fishscale Gauntlets'] })?.base).toBe(
      'Fishscale Gauntlets',
    );
  });

  it('accepts the entries of GET /api/game/bases as they come', () => {
    const bases = [
      {
        name: 'Fishscale Gauntlets',
        displayName: 'Gantelets en écailles de poisson',
        itemClass: 'Gloves',
        image: '/images/non_uniques/Fishscale_Gauntlets.png',
      },
    ];
    expect(
      parseItemText('Rarity: Magic\nFrosted Fishscale Gauntlets', { baseNames: bases }),
    ).toEqual({
      name: 'Frosted Fishscale Gauntlets',
      base: 'Fishscale Gauntlets',
      itemClass: 'Gloves',
      rarity: 'magic',
      image: '/images/non_uniques/Fishscale_Gauntlets.png',
    });
  });

  it('matches base names as whole words, whatever their case', () => {
    const bases = ['Ring', 'Coral Ring'];
    expect(parseItemText('Rarity: Magic\nCoral Ringmail of Ice', { baseNames: bases })).toBeNull();
    expect(parseItemText('Rarity: Magic\nglowing coral ring', { baseNames: bases })?.base).toBe(
      'Coral Ring',
    );
  });

  it('keeps a rare base line it does not know as written', () => {
    const text = 'Item Class: Trinkets\nRarity: Rare\nBlood Bauble\nThief’s Trinket';
    expect(parseItemText(text, options)).toMatchObject({
      base: 'Thief’s Trinket',
      itemClass: 'Trinkets',
      image: '/images/non_uniques/Thief%E2%80%99s_Trinket.png',
    });
  });

  it('reads a Path of Building item: capitalised rarity and no separators', () => {
    const text =
      'Rarity: RARE\nGale Coil\nAmethyst Ring\nUnique ID: 4f1b\nItem Level: 82\nImplicits: 1';
    expect(parseItemText(text, options)).toEqual({
      name: 'Gale Coil',
      base: 'Amethyst Ring',
      itemClass: 'Rings',
      rarity: 'rare',
      image: '/images/non_uniques/Amethyst_Ring.png',
    });
  });

  it('reads an unknown rarity (quest items) as a normal item', () => {
    const text = 'Item Class: Quest Items\nRarity: Quest\nMaligaro’s Map';
    expect(parseItemText(text, options)).toMatchObject({
      name: 'Maligaro’s Map',
      rarity: 'normal',
      itemClass: 'Quest Items',
    });
  });

  it('drops the French quality word after a normal base', () => {
    const text = "Classe d'objet: Armures\nRareté: Normal\nApparat vaal supérieur";
    expect(parseItemText(text, options)).toEqual({
      name: 'Apparat vaal supérieur',
      base: 'Vaal Regalia',
      itemClass: 'Body Armours',
      rarity: 'normal',
      image: '/images/non_uniques/Vaal_Regalia.png',
    });
  });

  it('leaves an item class it cannot name empty', () => {
    expect(parseItemText('Rarity: Normal\nMysterious Idol', options)?.itemClass).toBe('');
  });
});
