import { describe, expect, it } from 'vitest';
import { shownSlots } from './slotLayout';

describe('shownSlots', () => {
  it('omits empty slots, slots without an image and unknown slots', () => {
    expect(
      shownSlots({
        helmet: { image: '/images/uniques/Goldrim.png', name: 'Goldrim' },
        body: { text: 'Rarity: Rare' },
        item2x1_9: { image: '/images/non_uniques/Jewel.png' },
        cape: { image: '/x.png' },
      }),
    ).toEqual(['helmet', 'item2x1_9']);
  });
});
