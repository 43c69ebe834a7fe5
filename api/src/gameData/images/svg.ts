import { CLASS_COLOURS, GEM_COLOURS, silhouetteFor } from './shapes.js';

const CELL = 64;

/** Safe inside XML and HTML text and double- or single-quoted attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>`
  );
}

/**
 * A cut gem in the gem's colour.
 * @example gemSvg('red') // '<svg …><path … fill="#e24a4a"/>…</svg>'
 */
export function gemSvg(colour: keyof typeof GEM_COLOURS): string {
  const fill = GEM_COLOURS[colour];
  return svg(
    CELL,
    CELL,
    `<path d="M32 4l24 14v28L32 60 8 46V18z" fill="${fill}" stroke="#1b1b1b" stroke-width="2"/>` +
      `<path d="M32 4v20l24-6M32 24L8 18m24 6v36M8 46l24-22 24 22" fill="none" ` +
      `stroke="#ffffff" stroke-opacity=".35" stroke-width="1.5"/>`,
  );
}

/** A generic orb for a currency whose picture was never downloaded. */
export function currencySvg(): string {
  return svg(
    CELL,
    CELL,
    `<circle cx="32" cy="32" r="24" fill="#b08a3e" stroke="#3a2a10" stroke-width="3"/>` +
      `<circle cx="32" cy="32" r="14" fill="none" stroke="#f3d991" stroke-width="2"/>` +
      `<circle cx="25" cy="24" r="5" fill="#fff4cc" fill-opacity=".7"/>`,
  );
}

/** The silhouette of an item class, sized to its equipment-grid cells; a generic box if unknown. */
export function itemSvg(itemClass: string | undefined): string {
  const shape = silhouetteFor(itemClass);
  if (!shape) {
    return svg(
      CELL,
      CELL,
      `<rect x="10" y="10" width="44" height="44" rx="6" fill="#3b3b44" stroke="#8a8a99" ` +
        `stroke-width="2"/><text x="32" y="41" font-size="26" font-family="serif" ` +
        `text-anchor="middle" fill="#c9c9d6">?</text>`,
    );
  }
  const [w, h] = shape.cells;
  return svg(
    w * CELL,
    h * CELL,
    `<path d="${shape.path}" fill="#4a4a55" stroke="#9a9aa8" stroke-width="2" ` +
      `fill-rule="evenodd"/>`,
  );
}

/** A round emblem in the base class's colour with the ascendancy's initials. */
export function ascendancySvg(className: string, ascendancy: string): string {
  const colour = CLASS_COLOURS[className] ?? '#777777';
  const initials = escapeXml(`${className.charAt(0)}${ascendancy.charAt(0)}`.toUpperCase());
  const title = escapeXml(`${className} ${ascendancy}`);
  return svg(
    CELL * 2,
    CELL * 2,
    `<title>${title}</title><circle cx="64" cy="64" r="58" fill="${colour}" stroke="#1b1b1b" ` +
      `stroke-width="4"/><circle cx="64" cy="64" r="46" fill="none" stroke="#ffffff" ` +
      `stroke-opacity=".4" stroke-width="2"/><text x="64" y="78" font-size="40" ` +
      `font-family="serif" text-anchor="middle" fill="#ffffff">${initials}</text>`,
  );
}
