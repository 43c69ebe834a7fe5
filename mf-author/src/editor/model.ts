/**
 * The editor's vocabulary: Draft.js block types, inline styles and entities, and the
 * Quill-compatible class names they become in HTML (guides written on the earlier site use them).
 */

export const BLOCK_TYPES = [
  'unstyled',
  'header-one',
  'header-two',
  'header-three',
  'header-four',
  'blockquote',
  'code-block',
  'ordered-list-item',
  'unordered-list-item',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const LIST_TYPES: readonly string[] = ['ordered-list-item', 'unordered-list-item'];

export const BLOCK_TAGS: Record<BlockType, string> = {
  unstyled: 'p',
  'header-one': 'h1',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  blockquote: 'blockquote',
  'code-block': 'pre',
  'ordered-list-item': 'li',
  'unordered-list-item': 'li',
};

/** Inline styles and the HTML each becomes. Sizes and fonts are Quill's classes. */
export const INLINE_STYLES = {
  BOLD: { tag: 'strong' },
  ITALIC: { tag: 'em' },
  UNDERLINE: { tag: 'u' },
  STRIKETHROUGH: { tag: 's' },
  SIZE_SMALL: { tag: 'span', className: 'ql-size-small' },
  SIZE_LARGE: { tag: 'span', className: 'ql-size-large' },
  SIZE_HUGE: { tag: 'span', className: 'ql-size-huge' },
  FONT_SERIF: { tag: 'span', className: 'ql-font-serif' },
  FONT_MONOSPACE: { tag: 'span', className: 'ql-font-monospace' },
} as const;
export type InlineStyle = keyof typeof INLINE_STYLES;
export const INLINE_STYLE_NAMES = Object.keys(INLINE_STYLES) as InlineStyle[];

export const SIZE_STYLES = ['SIZE_SMALL', 'SIZE_LARGE', 'SIZE_HUGE'] as const;
export const FONT_STYLES = ['FONT_SERIF', 'FONT_MONOSPACE'] as const;

export type Alignment = 'right' | 'center' | 'justify';
export const ALIGNMENTS: readonly Alignment[] = ['right', 'center', 'justify'];
export const MAX_INDENT = 8;

/** Block data kept beside Draft's own fields; indentation lives in the block's `depth`. */
export interface BlockFormat {
  align?: Alignment;
  direction?: 'rtl';
}

export const LINK_ENTITY = 'LINK';
export const INSERT_ENTITY = 'INSERT';

/** Link entity data; an empty url is a link without a destination (a refused scheme). */
export interface LinkData {
  url: string;
}

/**
 * An inline image (gem, currency, unique item or plain picture): the `<img>` attributes in the
 * order they are written. Kept as attributes so that every data-* comes back exactly.
 */
export interface InsertData {
  attributes: Record<string, string>;
}

/**
 * The one character an inline image occupies in the text; the decorator draws the picture
 * over it. The object replacement character says exactly that and counts as text for Draft.
 */
export const INSERT_CHARACTER = '\uFFFC';

/** Classes of a block as HTML: alignment, direction, then indentation (Quill's order). */
export function blockClasses(format: BlockFormat, indent: number): string[] {
  const classes: string[] = [];
  if (format.align) classes.push(`ql-align-${format.align}`);
  if (format.direction === 'rtl') classes.push('ql-direction-rtl');
  if (indent > 0) classes.push(`ql-indent-${Math.min(indent, MAX_INDENT)}`);
  return classes;
}

/** The block format and indentation read back from a class attribute. */
export function parseBlockClasses(className: string): { format: BlockFormat; indent: number } {
  const format: BlockFormat = {};
  let indent = 0;
  for (const name of className.split(/\s+/)) {
    const align = /^ql-align-(right|center|justify)$/.exec(name);
    if (align) format.align = align[1] as Alignment;
    if (name === 'ql-direction-rtl') format.direction = 'rtl';
    const level = /^ql-indent-(\d+)$/.exec(name);
    if (level) indent = Math.min(Number(level[1]), MAX_INDENT);
  }
  return { format, indent };
}
