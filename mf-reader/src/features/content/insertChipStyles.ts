import { css } from 'styled-components';
import { INSERT_CHIP, INSERT_NAME } from './insertLabels';

/**
 * An insert read in a sentence: its picture the height of a line of text (it keeps the editor's
 * 50 px elsewhere) and its name in the game's colour, so the line is not broken open. The
 * selectors outweigh rich-content's `.gem-insert` sizes.
 */
export const insertChipStyles = css`
  .${INSERT_CHIP} {
    display: inline;
    margin: 0 0.15em;
    border-radius: 2px;
    cursor: help;
  }
  .${INSERT_CHIP} > img[data-name] {
    width: auto;
    height: 1.2em;
    margin: 0 0.2em 0 0;
    vertical-align: -0.25em;
  }
  .${INSERT_CHIP} > img[data-name]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
  .${INSERT_NAME} {
    font-weight: 600;
  }
  .${INSERT_NAME}-gem-red {
    color: ${({ theme }) => theme.gem.red};
  }
  .${INSERT_NAME}-gem-green {
    color: ${({ theme }) => theme.gem.green};
  }
  .${INSERT_NAME}-gem-blue {
    color: ${({ theme }) => theme.gem.blue};
  }
  .${INSERT_NAME}-gem-white, .${INSERT_NAME}-rarity-normal {
    color: ${({ theme }) => theme.colors.text};
  }
  .${INSERT_NAME}-currency {
    color: ${({ theme }) => theme.colors.accent};
  }
  .${INSERT_NAME}-rarity-magic {
    color: ${({ theme }) => theme.rarity.magic};
  }
  .${INSERT_NAME}-rarity-rare {
    color: ${({ theme }) => theme.rarity.rare};
  }
  .${INSERT_NAME}-rarity-unique {
    color: ${({ theme }) => theme.rarity.unique};
  }
`;
