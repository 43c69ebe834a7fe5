import { describe, expect, it } from 'vitest';
import { isTextItem, readableEquipment, readableItem } from './readableEquipment';

const pasted =
  'Item Class: Rings\nRarity: Rare\nGale Coil\nSapphire Ring\n--------\n+20 to Dexterity';

describe('readableItem', () => {
  it('reads pasted text alone as a text item named by its name line, in its rarity', () => {
    const item = readableItem(pasted);
    expect(item).toEqual({ name: 'Gale Coil', rarity: 'rare', itemClass: 'Rings', text: pasted });
    expect(item && isTextItem(item)).toBe(true);
  });

  it('completes an item saved with its text only, keeping what it has', () => {
    expect(readableItem({ text: pasted })).toMatchObject({ name: 'Gale Coil', rarity: 'rare' });
    expect(readableItem({ text: pasted, rarity: 'magic' })).toMatchObject({ rarity: 'magic' });
  });

  it('leaves a complete item as it is, and blank text as nothing', () => {
    const goldrim = { name: 'Goldrim', rarity: 'unique' as const, image: '/g.png' };
    expect(readableItem(goldrim)).toBe(goldrim);
    expect(isTextItem(goldrim)).toBe(false);
    expect(readableItem(' \n ')).toBeUndefined();
    expect(readableItem(null)).toBeUndefined();
  });
});

describe('readableEquipment', () => {
  it('is the same set when every slot is readable already', () => {
    const set = { helmet: { name: 'Goldrim', rarity: 'unique' as const, image: '/g.png' } };
    expect(readableEquipment(set)).toBe(set);
  });

  it('turns text slots into items and drops empty ones', () => {
    expect(readableEquipment({ ring1: pasted, ring2: '' })).toEqual({
      ring1: { name: 'Gale Coil', rarity: 'rare', itemClass: 'Rings', text: pasted },
    });
  });
});
