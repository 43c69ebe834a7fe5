import { css, theme } from 'shared-ui';
import { INSERT_CHIP, INSERT_NAME } from './insertLabels';

/**
 * The colour of an insert's name, by the tone labelInserts gives it: the game's gem and rarity
 * colours, except the red gem and the unique's brown-orange, a shade lighter, since as running
 * text on the dark panels they fall short of WCAG AA (4.5:1).
 */
export const NAME_TONES: Record<string, string> = {
  'gem-red': '#ec6a6a',
  'gem-green': theme.gem.green,
  'gem-blue': theme.gem.blue,
  'gem-white': theme.colors.text,
  currency: theme.colors.accent,
  'rarity-normal': theme.rarity.normal,
  'rarity-magic': theme.rarity.magic,
  'rarity-rare': theme.rarity.rare,
  'rarity-unique': '#d9783a',
};

const toneRules = Object.entries(NAME_TONES)
  .map(([tone, colour]) => `.${INSERT_NAME}-${tone} { color: ${colour}; }`)
  .join('\n');

/**
 * An insert read in a sentence: its picture the height of a line of text (it keeps the editor's
 * 50 px elsewhere) and its name in the game's colour, so the line is not broken open. The
 * selectors outweigh rich-content's `.gem-insert` sizes.
 */
export const insertChipStyles = css`
  .${INSERT_CHIP} {
    display: inline;
    /* The author's own spaces separate it from the words around it. */
    margin: 0;
    cursor: help;
  }
  .${INSERT_CHIP} > img[data-name] {
    width: auto;
    height: 1.2em;
    margin: 0 0.2em 0 0;
    vertical-align: -0.25em;
    /* Until its picture loads (lazily, by the browser's code) an image shows its alt text in its
       box; overflowing, that text would set the line's baseline and open the line up, then shut
       it when the picture comes (a layout shift). Clipped, the box aligns like the picture. */
    overflow: hidden;
  }
  .${INSERT_CHIP} > img[data-name]:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  .${INSERT_NAME} {
    font-weight: 600;
  }
  ${toneRules}
`;
