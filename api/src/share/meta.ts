import { escapeXml } from '../gameData/images/svg.js';

/**
 * What a link to one page shows where it is shared (Discord, X, messaging apps) and in search
 * results: the Open Graph and Twitter card tags, the title and the description the server writes
 * into the shell's HTML, since those clients run no JavaScript.
 */
export interface Preview {
  title: string;
  description: string;
  /** Absolute address of the page itself (canonical). */
  url: string;
  /** Absolute address of a 1200×630 PNG. */
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
  /** Pages that only make sense to one visitor (a missing build): kept out of search results. */
  noindex?: boolean;
}

export const SITE_NAME = 'PoE Débutants';

/** Share cards are drawn at Open Graph's recommended size. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const DESCRIPTION_MAX = 200;

/**
 * Rich content or plain text as one short plain line: tags dropped, entities of the usual kind
 * read, white space collapsed, cut on a word with '…' past `max` characters.
 * @example plainSummary('<p>Un <b>build</b>\n solide</p>', 200) // 'Un build solide'
 */
export function plainSummary(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The head tags of a preview, every value escaped. */
export function previewTags(preview: Preview): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeXml(value)}" />`;
  return [
    `<title>${escapeXml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    ...(preview.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeXml(preview.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
    meta('name', 'twitter:image:alt', preview.imageAlt),
  ].join('\n    ');
}

/**
 * The shell's `index.html` with the preview in its head: its own `<title>` and description are
 * replaced, the other tags go just before `</head>`. HTML without a head is returned unchanged.
 */
export function withPreview(html: string, preview: Preview): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return html;
  const head = html
    .slice(0, headEnd)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>/i, '')
    .replace(/\n\s*\n/g, '\n');
  return `${head}  ${previewTags(preview)}\n  ${html.slice(headEnd)}`;
}
