import { describe, expect, it } from 'vitest';
import { itemLines, readHeader } from './readHeader';

describe('itemLines', () => {
  it('trims lines, drops blank ones and splits on every line ending', () => {
    expect(itemLines('  a \r\n\r\n b\rc\n')).toEqual(['a', 'b', 'c']);
  });
});

describe('readHeader', () => {
  it.each([
    ['Rarity: Normal', 'normal'],
    ['Rarity: Magic', 'magic'],
    ['Rareté: Magique', 'magic'],
    ['Rarity: RARE', 'rare'],
    ['Rarity: Unique', 'unique'],
    ['Rarity: Gem', 'gem'],
    ['Rareté: Gemme', 'gem'],
    ['Rarity: Currency', 'currency'],
    ['Rareté: Objet monétaire', 'currency'],
    ['Rarity: Divination Card', 'divination'],
    ['Rareté : Carte divinatoire', 'divination'],
    ['Rarity: Quest', 'normal'],
  ])('reads %j as a %s frame', (line, frame) => {
    expect(readHeader(`${line}\nName`)?.frame).toBe(frame);
  });

  it('keeps the lines between the rarity and the first separator, two at most', () => {
    expect(
      readHeader('Item Class: Rings\nRarity: Rare\nGale Coil\nAmethyst Ring\n--------\nx'),
    ).toEqual({
      itemClass: 'Rings',
      frame: 'rare',
      nameLines: ['Gale Coil', 'Amethyst Ring'],
      unidentified: false,
      french: false,
    });
  });

  it('tells a French client by its rarity line', () => {
    expect(readHeader("Classe d'objet : Gants\nRareté : Unique\nA\nB")?.french).toBe(true);
    expect(readHeader('Rarity: Unique\nA\nB')?.french).toBe(false);
  });

  it('reads the French class line, with or without a space before the colon', () => {
    expect(readHeader("Classe d'objet : Bottes\nRareté: Rare\nA\nB")?.itemClass).toBe('Bottes');
    expect(readHeader('Classe d’objet: Bagues\nRareté: Rare\nA\nB')?.itemClass).toBe('Bagues');
  });

  it('notices an unidentified item in English and in French', () => {
    expect(readHeader('Rarity: Rare\nLeather Belt\n--------\nUnidentified')?.unidentified).toBe(
      true,
    );
    expect(readHeader('Rareté: Rare\nCeinture\n--------\nNon identifié')?.unidentified).toBe(true);
  });

  it('gives null without a rarity line', () => {
    expect(readHeader('Item Class: Rings\nGale Coil')).toBeNull();
  });
});
