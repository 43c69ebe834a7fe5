import { describe, expect, it } from 'vitest';
import { staticGuideCards, staticGuidePrefill } from './staticGuideCards';

const summary = (hidden: string[], isAdmin: boolean) =>
  staticGuideCards(hidden, isAdmin).map(
    (card) => `${card.slug}${card.hidden ? ' (masqué)' : ''}${card.manageable ? ' ✎×' : ''}`,
  );

describe('staticGuideCards', () => {
  it.each([
    [
      'a visitor, nothing hidden',
      [],
      false,
      ['premier-build', 'inventaire-monnaies', 'maps-loot', 'crafting', 'boss'],
    ],
    [
      'a visitor, the first and last hidden',
      ['premier-build', 'boss'],
      false,
      ['inventaire-monnaies', 'maps-loot', 'crafting'],
    ],
    [
      'an admin, nothing hidden',
      [],
      true,
      ['premier-build ✎×', 'inventaire-monnaies', 'maps-loot', 'crafting', 'boss'],
    ],
    [
      'an admin, the first hidden',
      ['premier-build'],
      true,
      ['premier-build (masqué) ✎×', 'inventaire-monnaies', 'maps-loot', 'crafting', 'boss'],
    ],
    [
      'a visitor, a slug this version does not know',
      ['ancien-guide'],
      false,
      ['premier-build', 'inventaire-monnaies', 'maps-loot', 'crafting', 'boss'],
    ],
  ])('%s', (_case, hidden, isAdmin, expected) => {
    expect(summary(hidden, isAdmin)).toEqual(expected);
  });
});

describe('staticGuidePrefill', () => {
  it.each([
    [
      'intro and tips',
      { title: 'Boss', intro: 'Préparez-vous.', tips: ['Fuyez', 'Revenez'] },
      '<p>Préparez-vous.</p><ol><li>Fuyez</li><li>Revenez</li></ol>',
    ],
    [
      'with the credit line',
      { title: 'Build', intro: 'Intro', tips: ['Un'], credit: 'par la communauté' },
      '<p>Intro</p><ol><li>Un</li></ol><p><em>par la communauté</em></p>',
    ],
    [
      'text that looks like markup stays text',
      { title: 'X', intro: 'a < b & "c"', tips: ['<script>'] },
      '<p>a &lt; b &amp; &quot;c&quot;</p><ol><li>&lt;script&gt;</li></ol>',
    ],
  ])('%s', (_case, texts, content) => {
    expect(staticGuidePrefill(texts)).toEqual({
      title: texts.title,
      description: texts.intro,
      content,
    });
  });
});
