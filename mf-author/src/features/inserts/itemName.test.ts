import { describe, expect, it } from 'vitest';
import { shownItemName } from './itemName';

const bordore = {
  name: 'Goldrim',
  text: "Classe d'objet : Casques\nRareté : Unique\nBordoré\nCapuchon en cuir",
};

describe('shownItemName', () => {
  it('prints the French client name in French', () => {
    expect(shownItemName(bordore, 'fr')).toBe('Bordoré');
  });

  it('prints the stored English name in English', () => {
    expect(shownItemName(bordore, 'en')).toBe('Goldrim');
  });

  it('prints the stored name of an English text in French', () => {
    expect(
      shownItemName({ name: 'Goldrim', text: 'Rarity: Unique\nGoldrim\nLeather Cap' }, 'fr'),
    ).toBe('Goldrim');
  });
});
