const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Decodes the character references of XML and HTML text.
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

/** The text of an element's content: CDATA taken as is, anything else decoded. */
export function elementText(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  return cdata ? (cdata[1] ?? '') : decodeEntities(raw.trim());
}

/** First `<tag>…</tag>` inside `xml` (no nesting of the same tag), or undefined. */
export function firstElement(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'i').exec(xml);
  return match?.[1];
}
