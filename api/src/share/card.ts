import sharp from 'sharp';
import { escapeXml } from '../gameData/images/svg.js';
import { CARD_HEIGHT, CARD_WIDTH, SITE_NAME } from './meta.js';

/** What a share card says: a small line above, the title, a line below. */
export interface CardText {
  kicker: string;
  title: string;
  subtitle: string;
}

const TITLE_LINE_CHARS = 20;
/** Room for the texts right of the emblem. */
const TEXT_WIDTH = 700;
const TITLE_MAX_LINES = 3;

/**
 * Words laid on lines of about `width` characters, at most `maxLines`, the last one cut with
 * '…' when the text goes on. A word longer than a line is cut too.
 * @example wrapWords('Cyclone Slayer pour bien débuter', 16, 3) // ['Cyclone Slayer', 'pour bien', 'débuter']
 */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (line === '') line = piece;
    else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/**
 * Wide letters could still push a line past the card's edge: such a line is drawn squeezed to
 * the room there is (bold glyphs average about 0.62 of the font size).
 */
function squeeze(line: string, fontSize: number): string {
  return line.length * fontSize * 0.62 > TEXT_WIDTH
    ? ` textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"`
    : '';
}

/** A picture for the card's emblem: a drawing (SVG text) or a downloaded file. */
export interface Emblem {
  type: string;
  body: string | Buffer;
}

/**
 * The card as SVG: the site's dark background and gold frame, the emblem on the left (drawn at
 * 280 px), the texts on the right.
 */
export function cardSvg(text: CardText, emblem: Emblem): string {
  const titleLines = wrapWords(text.title, TITLE_LINE_CHARS, TITLE_MAX_LINES);
  const titleSize = titleLines.length > 2 ? 46 : 54;
  const titleTop = 250 - (titleLines.length - 1) * (titleSize / 2);
  const title = titleLines
    .map(
      (line, index) =>
        `<text x="440" y="${titleTop + index * (titleSize + 10)}" font-size="${titleSize}" ` +
        `font-weight="bold" fill="#f3e3c0"${squeeze(line, titleSize)}>${escapeXml(line)}</text>`,
    )
    .join('');
  const emblemHref = `data:${emblem.type};base64,${Buffer.from(emblem.body).toString('base64')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" ` +
    `viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#1d1712"/><stop offset="1" stop-color="#0b0a09"/></linearGradient></defs>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>` +
    `<rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" fill="none" ` +
    `stroke="#c9a45c" stroke-opacity=".6" stroke-width="3" rx="18"/>` +
    `<image x="100" y="175" width="280" height="280" href="${emblemHref}"/>` +
    `<text x="440" y="130" font-size="30" fill="#c9a45c" letter-spacing="2">${escapeXml(text.kicker.toUpperCase())}</text>` +
    title +
    `<text x="440" y="${titleTop + titleLines.length * (titleSize + 10) + 30}" font-size="32" ` +
    `fill="#cbbfa8">${escapeXml(text.subtitle)}</text>` +
    `<text x="${CARD_WIDTH - 70}" y="${CARD_HEIGHT - 60}" font-size="28" fill="#c9a45c" ` +
    `text-anchor="end">${escapeXml(SITE_NAME)}</text>` +
    `</svg>`
  );
}

/** The site's own emblem (the favicon's diamond), for pages without a class of their own. */
export function siteEmblem(): Emblem {
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 32 32">` +
    `<path d="M16 4 26 16 16 28 6 16Z" fill="none" stroke="#c9a45c" stroke-width="2.5"/>` +
    `<circle cx="16" cy="16" r="3.5" fill="#e24a4a"/></svg>`;
  return { type: 'image/svg+xml', body };
}

/** The card as a PNG, the format every preview client shows. */
export function renderCard(text: CardText, emblem: Emblem): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(text, emblem)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
