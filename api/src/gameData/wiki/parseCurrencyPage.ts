import { decodeEntities } from '../../platform/upstream/htmlText.js';

/**
 * The effect line of a currency page's info box on poewiki.net (`<span class="item-box
 * -currency">`, its `-mod` text), e.g. « Reforges a rare item with new random modifiers ».
 */
export function parseCurrencyPage(html: string): string | undefined {
  const start = html.search(/<span[^>]*class="[^"]*\bitem-box -currency\b/);
  if (start < 0) return undefined;
  const box = html.slice(start).split(/<(?:div|table|h[1-6]|p)[\s>]/i)[0] ?? '';
  const mod = /<span[^>]*class="[^"]*\btext-color -mod\b[^"]*"[^>]*>([\s\S]*?)<\/span>/.exec(box);
  if (!mod?.[1]) return undefined;
  const text = decodeEntities(mod[1].replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''));
  return text.replace(/\s+/g, ' ').trim() || undefined;
}
