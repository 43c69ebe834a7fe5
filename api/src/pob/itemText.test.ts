import { describe, expect, it } from 'vitest';
import { readPobItem, toGameText } from './itemText.js';

describe('readPobItem and toGameText', () => {
  it('turns a crafted rare into the text the game copies', () => {
    const raw = `\t\t\tRarity: RARE
Carrion Hew
Vaal Axe
Unique ID: 7d6c
Shaper Item
Crafted: true
Prefix: {range:0.812}LocalIncreasedPhysicalDamagePercent5
Item Level: 84
Quality: 20
Sockets: R-R-R-G-G-R
LevelReq: 64
Implicits: 1
25% chance to Maim on Hit
156% increased Physical Damage
{crafted}+2 to Level of Socketed Melee Gems
`;
    const item = readPobItem(raw);
    expect(item && toGameText(item, 'Two Hand Axes')).toBe(
      [
        'Item Class: Two Hand Axes',
        'Rarity: Rare',
        'Carrion Hew',
        'Vaal Axe',
        '--------',
        'Quality: +20% (augmented)',
        '--------',
        'Requirements:',
        'Level: 64',
        '--------',
        'Sockets: R-R-R-G-G-R',
        '--------',
        'Item Level: 84',
        '--------',
        '25% chance to Maim on Hit (implicit)',
        '--------',
        '156% increased Physical Damage',
        '+2 to Level of Socketed Melee Gems (crafted)',
        '--------',
        'Shaper Item',
      ].join('\n'),
    );
  });

  it('keeps only the selected variant and rolls ranges at their {range:}', () => {
    const raw = `Rarity: UNIQUE
Ryslatha's Coil
Studded Belt
Variant: Pre 3.5.0
Variant: Current
Selected Variant: 2
Implicits: 1
{tags:attack}{range:0.5}(20-30)% increased Stun Duration on Enemies
{variant:1}Gain (20-30) Life per Enemy Hit with Attacks
{variant:2}{range:1}Gain (1-3) Life per Enemy Hit with Attacks
{range:0}+(80-100) to maximum Life
(1.5-2.5)% of Physical Attack Damage Leeched as Life
Corrupted`;
    expect(readPobItem(raw)).toMatchObject({
      rarity: 'unique',
      name: "Ryslatha's Coil",
      base: 'Studded Belt',
      implicits: ['25% increased Stun Duration on Enemies (implicit)'],
      explicits: [
        'Gain 3 Life per Enemy Hit with Attacks',
        '+80 to maximum Life',
        '2.0% of Physical Attack Damage Leeched as Life',
      ],
      trailers: ['Corrupted'],
    });
    expect(readPobItem(raw, 1)?.explicits[0]).toBe('Gain 25 Life per Enemy Hit with Attacks');
  });

  it('reads magic and normal items with one name line, and relics as uniques', () => {
    expect(
      readPobItem(
        'Rarity: MAGIC\nBubbling Divine Life Flask of Staunching\nImplicits: 0\n50% reduced Amount Recovered',
      ),
    ).toMatchObject({
      rarity: 'magic',
      name: 'Bubbling Divine Life Flask of Staunching',
      base: '',
    });
    expect(
      readPobItem('Rarity: NORMAL\nSuperior Plate Vest\nQuality: 12\nImplicits: 0'),
    ).toMatchObject({
      rarity: 'normal',
      quality: 12,
      explicits: [],
    });
    expect(
      readPobItem(
        "Rarity: RELIC\nAtziri's Foible\nPaua Amulet\nImplicits: 0\nFoil Unique (Verdant)",
      ),
    ).toMatchObject({ rarity: 'unique', trailers: [] });
  });

  it('writes armour figures as the game names them', () => {
    const item = readPobItem(
      'Rarity: RARE\nDusk Shelter\nAstral Plate\nArmour: 1200\nEvasion: 300\nImplicits: 0',
    );
    expect(item?.properties).toEqual(['Armour: 1200', 'Evasion Rating: 300']);
  });

  it('reads nothing without a rarity line', () => {
    expect(readPobItem('Carrion Hew\nVaal Axe')).toBeNull();
    expect(readPobItem('Rarity: GEM\nCyclone')).toBeNull();
  });
});
