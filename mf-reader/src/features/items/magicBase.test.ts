import type { SlotItem } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { magicBaseOf, withMagicBase, withMagicBases, UNKNOWN_ITEM_IMAGE } from './magicBase';

const bases = [
  { name: 'Silk Gloves', displayName: 'Gants de soie', itemClass: 'Gloves' },
  { name: 'Fingerless Silk Gloves', displayName: 'Mitaines de soie', itemClass: 'Gloves' },
  { name: 'Fishscale Gauntlets', displayName: "Gantelets d'écailles", itemClass: 'Gloves' },
  { name: 'Sapphire Ring', displayName: 'Anneau de saphir', itemClass: 'Rings' },
  { name: 'Quicksilver Flask', displayName: 'Flacon de vif-argent', itemClass: 'Utility Flasks' },
];

describe('magicBaseOf', () => {
  it.each([
    ['Frosted Fishscale Gauntlets of Skill', 'Fishscale Gauntlets'],
    ['Fingerless Silk Gloves of the Lynx', 'Fingerless Silk Gloves'],
    ['Silk Gloves of Ease', 'Silk Gloves'],
    ['Chemist’s Quicksilver Flask of Adrenaline', 'Quicksilver Flask'],
    ['Anneau de saphir du renard', 'Sapphire Ring'],
    ['  Sapphire Ring  ', 'Sapphire Ring'],
    ['Sapphire Ringmaster', undefined],
    ['Totally Unknown Thing', undefined],
  ])('%s → %s', (name, base) => {
    expect(magicBaseOf(name, bases)).toBe(base);
  });
});

describe('withMagicBase', () => {
  const magic = (item: Partial<SlotItem>): SlotItem => ({ rarity: 'magic', ...item });
  it.each([
    [
      'finds the base and the non-unique picture',
      magic({ name: 'Frosted Fishscale Gauntlets of Skill' }),
      magic({
        name: 'Frosted Fishscale Gauntlets of Skill',
        base: 'Fishscale Gauntlets',
        image: '/images/non_uniques/Fishscale_Gauntlets.png',
      }),
    ],
    [
      'keeps a base already known and adds its picture',
      magic({ name: 'Sapphire Ring of Ease', base: 'Sapphire Ring' }),
      magic({
        name: 'Sapphire Ring of Ease',
        base: 'Sapphire Ring',
        image: '/images/non_uniques/Sapphire_Ring.png',
      }),
    ],
    [
      'keeps a picture already set',
      magic({ name: 'Silk Gloves of Ease', image: '/uploads/gants.webp' }),
      magic({ name: 'Silk Gloves of Ease', base: 'Silk Gloves', image: '/uploads/gants.webp' }),
    ],
    [
      'shows the Unknown picture when no base is found',
      magic({ name: 'Totally Unknown Thing' }),
      magic({ name: 'Totally Unknown Thing', image: UNKNOWN_ITEM_IMAGE }),
    ],
    ['leaves a magic item without a name', magic({}), magic({})],
    [
      'leaves a rare item',
      { rarity: 'rare', name: 'Doom Grip', base: '' },
      { rarity: 'rare', name: 'Doom Grip', base: '' },
    ],
  ] as [string, SlotItem, SlotItem][])('%s', (_name, item, expected) => {
    expect(withMagicBase(item, bases)).toEqual(expected);
  });
});

describe('withMagicBases', () => {
  it('completes only the magic items that need it', () => {
    const ring = { rarity: 'unique', name: 'Ventor', image: '/images/uniques/V.png' } as const;
    const set = { ring1: ring, gloves: { rarity: 'magic', name: 'Silk Gloves of Ease' } as const };
    expect(withMagicBases(set, bases)).toEqual({
      ring1: ring,
      gloves: {
        rarity: 'magic',
        name: 'Silk Gloves of Ease',
        base: 'Silk Gloves',
        image: '/images/non_uniques/Silk_Gloves.png',
      },
    });
  });

  it('answers the same set when nothing needs a base', () => {
    const set = { helmet: { rarity: 'magic', name: 'X', base: 'Y', image: '/y.png' } as const };
    expect(withMagicBases(set, bases)).toBe(set);
  });
});
