import { describe, expect, it } from 'vitest';
import { resolveGendered } from './gendered.js';
import { imageFileName, imagePath } from '../images/paths.js';

describe('resolveGendered', () => {
  it.each([
    ['Le Cœur {ardent/ardente}', 'F', 'Le Cœur ardente'],
    ['Le Cœur {ardent/ardente}', 'M', 'Le Cœur ardent'],
    ['{Le/La} {vieux/vieille} garde', 'F', 'La vieille garde'],
    ['Sans variante', 'F', 'Sans variante'],
    ['Le Cœur {ardent/ardente}', null, 'Le Cœur ardent'],
  ])('%s with %s gives %s', (name, inflection, expected) => {
    expect(resolveGendered(name, inflection)).toBe(expected);
  });
});

describe('image names', () => {
  it.each([
    ['Fireball', 'Fireball.png'],
    ["Jeweller's Orb", "Jeweller's_Orb.png"],
    ['../../etc/passwd', 'etcpasswd.png'],
    ['Awakened Added Fire Damage', 'Awakened_Added_Fire_Damage.png'],
  ])('%s is stored as %s', (name, file) => {
    expect(imageFileName(name)).toBe(file);
  });

  it('gives an address that keeps odd characters inside one path segment', () => {
    expect(imagePath('currency', "Jeweller's Orb")).toBe("/images/currency/Jeweller's_Orb.png");
    expect(imagePath('uniques', 'Doppelgänger Guise')).toBe(
      '/images/uniques/Doppelg%C3%A4nger_Guise.png',
    );
  });
});
