import { describe, expect, it } from 'vitest';
import { FRENCH_GEM_TAGS, gemTagLabel } from './index';

describe('gem tags in French', () => {
  it('gives the French client word in French mode, the English tag otherwise', () => {
    expect(gemTagLabel('Fire', 'fr')).toBe('Feu');
    expect(gemTagLabel('Minion', 'fr')).toBe('Créature');
    expect(gemTagLabel('Warcry', 'fr')).toBe('Cri de guerre');
    expect(gemTagLabel('Fire', 'en')).toBe('Fire');
  });

  it('leaves a tag the game names nowhere in French in English', () => {
    expect(gemTagLabel('Slam', 'fr')).toBe('Slam');
    expect(gemTagLabel('toString', 'fr')).toBe('toString');
    expect(Object.keys(FRENCH_GEM_TAGS)).toHaveLength(37);
  });
});
