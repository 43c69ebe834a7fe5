import { describe, expect, it } from 'vitest';
import { shownSlots } from './slotLayout';

describe('shownSlots', () => {
  it('omits empty slots, slots with neither picture nor text and unknown slots', () => {
    expect(
      shownSlots({
        helmet: { image: '/images/uniques/Goldrim.png', name: 'Goldrim' },
        gloves: { name: 'Nameless', rarity: 'rare' },
        boots: '   ',
        belt: null,
        item2x1_9: { image: '/images/non_uniques/Jewel.png' },
        cape: { image: '/x.png' },
      }),
    ).toEqual(['helmet', 'item2x1_9']);
  });

  it('keeps items the parser did not recognise: pasted text alone, or text without a picture', () => {
    expect(
      shownSlots({
        body: { text: 'Rarity: Rare\nDoom Shell\nAstral Plate' },
        ring1: 'Rarity: Rare\nGale Coil\nSapphire Ring',
      }),
    ).toEqual(['ring1', 'body']);
  });
});
