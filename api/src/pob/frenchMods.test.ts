import { describe, expect, it } from 'vitest';
import { englishMod } from './frenchMods.js';

describe('englishMod', () => {
  it.each([
    ['+63 de Vie maximale', '+63 to maximum Life'],
    ["120% d'Augmentation de l'Armure et de l'Évasion", '120% increased Armour and Evasion'],
    ['+30% à toutes les Résistances élémentaires', '+30% to all Elemental Resistances'],
    [
      'Vous avez Danse écarlate tant que vous avez Discrétion du Félin',
      "You have Crimson Dance while you have Cat's Stealth",
    ],
  ])('writes « %s » as PoB reads it', (french, english) => {
    expect(englishMod(french)).toBe(english);
  });

  it('keeps a number that is part of the text and fills the holes around it', () => {
    expect(
      englishMod(
        "1% d'Augmentation des Dégâts d'Attaque tous les 200 du Score le plus bas entre celui de l'Armure et de l'Évasion",
      ),
    ).toBe('1% increased Attack Damage per 200 of the lowest of Armour and Evasion Rating');
  });

  it('gives nothing for a line no stat text has the shape of', () => {
    expect(englishMod('Une bête affamée ne gaspille jamais son énergie.')).toBeUndefined();
    expect(englishMod('+63 to maximum Life')).toBeUndefined();
  });
});
