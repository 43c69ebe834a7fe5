import { describe, expect, it } from 'vitest';
import { formatItemText } from './formatItemText';

const arakaali = `Item Class: Rune Daggers\r
Rarity: Unique\r
Arakaali's Fang\r
Fiend Dagger\r
--------\r
Rune Dagger\r
Physical Damage: 96-326 (augmented)\r
Critical Strike Chance: 8.50%\r
--------\r
Requirements:\r
Level: 65\r
Str: 61\r
Dex: 103\r
Int: 123\r
--------\r
Item Level: 71\r
--------\r
40% increased Global Critical Strike Chance (implicit)\r
--------\r
Adds 1 to 59 Lightning Damage\r
Adds 10 to 20 Fire Damage to Attacks\r
+30% to Cold Resistance\r
`;

describe('formatItemText', () => {
  const sections = formatItemText(arakaali);

  it('splits the text into its sections', () => {
    expect(sections).toHaveLength(6);
    expect(sections[0]?.map((line) => line.text)).toEqual([
      'Item Class: Rune Daggers',
      'Rarity: Unique',
      "Arakaali's Fang",
      'Fiend Dagger',
    ]);
  });

  it('removes the (augmented) tags', () => {
    expect(sections[1]?.[1]).toEqual({ text: 'Physical Damage: 96-326', style: 'plain' });
  });

  it('colours requirements by attribute', () => {
    expect(sections[2]?.map((line) => line.style)).toEqual(['plain', 'plain', 'str', 'dex', 'int']);
  });

  it('marks implicit lines and drops their tag', () => {
    expect(sections[4]).toEqual([
      { text: '40% increased Global Critical Strike Chance', style: 'implicit' },
    ]);
  });

  it('colours elemental damage, not elemental resistances', () => {
    expect(sections[5]?.map((line) => line.style)).toEqual(['lightning', 'fire', 'plain']);
  });

  it('only reads attributes within five lines of the requirements heading', () => {
    const text = 'Requirements:\nLevel: 1\na\nb\nc\nd\nStr: 10';
    expect(formatItemText(text)[0]?.at(-1)).toEqual({ text: 'Str: 10', style: 'plain' });
    expect(formatItemText('Requirements:\nLevel: 1\na\nb\nStr: 10')[0]?.at(-1)?.style).toBe('str');
  });

  it('reads a French client’s text', () => {
    const french =
      'Prérequis:\nNiveau: 40\nForce: 50\nIntelligence: 20\n--------\nAjoute 5 à 10 dégâts de froid';
    expect(
      formatItemText(french)
        .flat()
        .map((line) => line.style),
    ).toEqual(['plain', 'plain', 'str', 'int', 'cold']);
  });

  it('gives nothing for empty text', () => {
    expect(formatItemText('')).toEqual([]);
    expect(formatItemText('--------\n\n--------')).toEqual([]);
  });
});
