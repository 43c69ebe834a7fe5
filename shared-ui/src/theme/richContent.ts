import { css } from 'styled-components';

/** Quill's size classes at the spec's sizes (ql-size-small, -large, -huge). */
export const RICH_TEXT_SIZES = { small: '10px', large: '18px', huge: '32px' } as const;

/** Quill's font classes (ql-font-serif, -monospace). */
export const RICH_TEXT_FONTS = {
  serif: 'Georgia, "Times New Roman", serif',
  monospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Width of one indentation level (ql-indent-1 to 8), as Quill has it. */
export const RICH_INDENT_EM = 3;
export const RICH_MAX_INDENT = 8;

/** Numbering of ordered lists by nesting depth, repeating: 1. a. i. 1. ... */
export const RICH_LIST_NUMBERING = ['decimal', 'lower-alpha', 'lower-roman'] as const;

/** Heading sizes in em, as Quill's editor shows them. */
export const RICH_HEADING_SIZES = { h1: '2em', h2: '1.5em', h3: '1.17em', h4: '1em' } as const;

const indents = Array.from({ length: RICH_MAX_INDENT }, (_, index) => index + 1)
  .map((level) => `.ql-indent-${level} { padding-inline-start: ${level * RICH_INDENT_EM}em; }`)
  .join('\n');

// ol, ol ol, ol ol ol ... up to the deepest indentation, numbered as the editor numbers them.
const numbering = Array.from({ length: RICH_MAX_INDENT + 1 }, (_, depth) => {
  const selector = Array.from({ length: depth + 1 }, () => 'ol').join(' ');
  return `${selector} { list-style-type: ${RICH_LIST_NUMBERING[depth % RICH_LIST_NUMBERING.length]}; }`;
}).join('\n');

/**
 * How rich content looks, the same in the author's editor and on the reading pages (so the
 * reader shows what the author saw): one line per paragraph as in Quill, headings, quotes, code
 * blocks, lists, the ql-* classes (sizes, fonts, alignments, indentation, right-to-left) and the
 * gem, currency and item inserts sitting in the sentence.
 */
export const richContentStyles = css`
  line-height: 1.6;
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  /* Paragraphs are one line each, as in Quill; headings get a little air above them. */
  h1,
  h2,
  h3,
  h4 {
    margin: 0.6em 0 0.2em;
  }
  & > :first-child {
    margin-top: 0;
  }
  h1 {
    font-size: ${RICH_HEADING_SIZES.h1};
  }
  h2 {
    font-size: ${RICH_HEADING_SIZES.h2};
  }
  h3 {
    font-size: ${RICH_HEADING_SIZES.h3};
  }
  h4 {
    font-size: ${RICH_HEADING_SIZES.h4};
  }

  blockquote {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  pre {
    margin: ${({ theme }) => theme.space.xs} 0;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-family: ${RICH_TEXT_FONTS.monospace};
    font-size: 0.9em;
    white-space: pre-wrap;
  }

  ul,
  ol {
    margin: 0;
    padding-inline-start: 1.5em;
  }
  ${numbering}

  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }

  img {
    display: inline;
    max-width: 100%;
    height: auto;
  }
  img[data-name],
  .gem-insert,
  .currency-insert,
  .item-insert {
    display: inline-block;
    max-width: none;
    margin: 0 2px;
    vertical-align: middle;
  }
  .gem-insert {
    width: 50px;
    height: 50px;
  }
  .currency-insert,
  .item-insert {
    width: 48px;
    height: 48px;
  }

  .ql-size-small {
    font-size: ${RICH_TEXT_SIZES.small};
  }
  .ql-size-large {
    font-size: ${RICH_TEXT_SIZES.large};
  }
  .ql-size-huge {
    font-size: ${RICH_TEXT_SIZES.huge};
  }
  .ql-font-serif {
    font-family: ${RICH_TEXT_FONTS.serif};
  }
  .ql-font-monospace {
    font-family: ${RICH_TEXT_FONTS.monospace};
  }

  .ql-direction-rtl {
    direction: rtl;
    text-align: start;
  }
  .ql-align-center {
    text-align: center;
  }
  .ql-align-right {
    text-align: right;
  }
  .ql-align-justify {
    text-align: justify;
  }
  ${indents}
`;
