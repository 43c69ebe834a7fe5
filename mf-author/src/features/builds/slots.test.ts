import { describe, expect, it } from 'vitest';
import { FORM_SLOTS, slotItem, slotName, slotText } from './slots';

describe('FORM_SLOTS', () => {
  it('holds the 29 authored slots without the reading-only weapon2', () => {
    expect(FORM_SLOTS).toHaveLength(29);
    expect(FORM_SLOTS).not.toContain('weapon2');
    expect(FORM_SLOTS).toContain('item2x1_14');
  });
});

describe('slotName', () => {
  it.each([
    ['helmet', { key: 'equipment.slots.helmet' }],
    ['flask3', { key: 'equipment.slots.flask', n: 3 }],
    ['item2x1_12', { key: 'equipment.slots.small', n: 12 }],
  ])('%s', (slot, name) => {
    expect(slotName(slot)).toEqual(name);
  });
});

describe('slotText and slotItem', () => {
  it('read a raw text slot and a parsed item slot', () => {
    expect(slotText('Rarity: Rare')).toBe('Rarity: Rare');
    expect(slotText({ name: 'Goldrim', text: 'Rarity: Unique\nGoldrim' })).toBe(
      'Rarity: Unique\nGoldrim',
    );
    expect(slotText(undefined)).toBe('');
    expect(slotItem('Rarity: Rare')).toBeNull();
    expect(slotItem({ name: 'Goldrim', image: '/images/uniques/Goldrim.png' })?.name).toBe(
      'Goldrim',
    );
  });
});
