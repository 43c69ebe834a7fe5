import { describe, expect, it } from 'vitest';
import { wikiUrl } from './wikiUrl';

describe('wikiUrl', () => {
  it('turns spaces into underscores', () => {
    expect(wikiUrl('Raise Zombie')).toBe('https://www.poewiki.net/wiki/Raise_Zombie');
    expect(wikiUrl('  Orb of  Alchemy ')).toBe('https://www.poewiki.net/wiki/Orb_of_Alchemy');
  });

  it('encodes apostrophes, accents and reserved characters but keeps underscores', () => {
    expect(wikiUrl("Maligaro's Virtuosity")).toBe(
      'https://www.poewiki.net/wiki/Maligaro%27s_Virtuosity',
    );
    expect(wikiUrl('Mjölner')).toBe('https://www.poewiki.net/wiki/Mj%C3%B6lner');
    expect(wikiUrl('Vaal Orb (legacy)?')).toBe(
      'https://www.poewiki.net/wiki/Vaal_Orb_%28legacy%29%3F',
    );
    expect(wikiUrl('A/B #1')).toBe('https://www.poewiki.net/wiki/A%2FB_%231');
  });
});
