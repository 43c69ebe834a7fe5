import { describe, expect, it } from 'vitest';
import { frenchPairBases, frenchPairNames, frenchPairs } from './corpus/french';
import { formatItemText } from './formatItemText';
import { parseItemText } from './parseItemText';
import { socketLinksOfItemText } from './socketLinks';

const options = { baseNames: frenchPairBases, catalogueNames: frenchPairNames };
/** A rare's own name and a magic or normal item's whole line are the client's words. */
const ownWords = new Set(['rare', 'magic', 'normal']);

describe('item text from the French client', () => {
  it.each(frenchPairs)('$title: the parse it must give', ({ french, expected }) => {
    expect(parseItemText(french, options)).toEqual(expected);
  });

  it.each(frenchPairs)('$title: the same item as the English text', ({ french, english }) => {
    const fromFrench = parseItemText(french, options);
    const fromEnglish = parseItemText(english, options);
    expect(fromEnglish).not.toBeNull();
    const { name, ...rest } = fromFrench ?? { name: '' };
    const { name: englishName, ...englishRest } = fromEnglish ?? { name: '' };
    expect(rest).toEqual(englishRest);
    const keepsOwnWords =
      ownWords.has(fromFrench?.rarity ?? '') && !/Gems|Currency/.test(fromFrench?.itemClass ?? '');
    if (!keepsOwnWords) expect(name).toBe(englishName);
  });

  it.each(frenchPairs)('$title: the same sockets and links', ({ french, english }) => {
    expect(socketLinksOfItemText(french)).toEqual(socketLinksOfItemText(english));
  });

  it('links the sockets of « Châsses : R-R-R-B G » as a 4-link and a single socket', () => {
    const rare = frenchPairs.find((pair) => pair.expected.rarity === 'rare');
    expect(socketLinksOfItemText(rare?.french ?? '')).toEqual([0, 0, 0, 0, 1]);
  });

  it('reads the same with Windows line endings', () => {
    for (const { french, expected } of frenchPairs) {
      expect(parseItemText(french.replace(/\n/g, '\r\n'), options)).toEqual(expected);
    }
  });

  it('shows a French unique the catalogue does not name with its base picture', () => {
    const farrul = frenchPairs[0]?.french ?? '';
    expect(parseItemText(farrul, { baseNames: frenchPairBases })).toEqual({
      name: 'Assaut de Farrul',
      base: 'Hydrascale Gauntlets',
      itemClass: 'Gloves',
      rarity: 'unique',
      image: '/images/non_uniques/Hydrascale_Gauntlets.png',
    });
  });

  it('colours the French requirements, the older « Prérequis:: » heading included', () => {
    const sections = formatItemText(frenchPairs[0]?.french ?? '');
    const requirements = sections.find((section) => /^Prérequis/.test(section[0]?.text ?? ''));
    expect(requirements).toEqual([
      { text: 'Prérequis::', style: 'plain' },
      { text: 'Niveau: 70', style: 'plain' },
      { text: 'For: 111', style: 'str' },
      { text: 'Dex: 151', style: 'dex' },
    ]);
    expect(sections[1]?.[0]).toEqual({ text: 'Qualité: +20%', style: 'plain' });
  });

  it('marks the French implicit and drops the French « (augmenté) »', () => {
    const sections = formatItemText(
      'Rareté : Rare\nA\nB\n--------\nQualité : +20% (augmenté)\n--------\n+25 de Vie maximale (implicite)',
    );
    expect(sections[1]).toEqual([{ text: 'Qualité : +20%', style: 'plain' }]);
    expect(sections[2]).toEqual([{ text: '+25 de Vie maximale', style: 'implicit' }]);
  });
});
