const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Decodes the character references of HTML text, for the wiki's pages: they are HTML, not XML
 * (feeds and exports go through `platform/xml/readXml.ts`), and only a few known boxes are read from them.
 * @example decodeEntities('Ligue &amp; &#233;v&#xE9;nement') // 'Ligue & événement'
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return safeChar(parseInt(ref.slice(2), 16), all);
    if (ref.startsWith('#')) return safeChar(Number(ref.slice(1)), all);
    return NAMED[ref.toLowerCase()] ?? all;
  });
}

function safeChar(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : fallback;
}
