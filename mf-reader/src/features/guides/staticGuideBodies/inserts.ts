/**
 * The editor's insert markup (the same `<img>` and data-* attributes the author's editor writes),
 * so the static guides go through the reader's rich-text path unchanged: names shown beside the
 * picture, French names from the catalogue, tooltips on hover. Every name used here is one the
 * catalogue knows, and the pictures are the site's own `/images/<category>/<Name>.png`.
 */

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The site's picture address of a game name (the server's `imagePath`). */
const imagePath = (category: 'gems' | 'currency' | 'uniques', name: string) =>
  `/images/${category}/${encodeURIComponent(`${name.replace(/\s+/g, '_')}.png`)}`;

function img(attributes: Record<string, string | number | undefined>): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escape(String(value))}"`);
  return `<img ${written.join(' ')}>`;
}

export type GemColour = 'red' | 'green' | 'blue' | 'white';

/** A gem insert; the level is left out where the guide does not rely on it. */
export function gem(name: string, colour: GemColour, tags: string, level?: number): string {
  const icon = imagePath('gems', name);
  return img({
    class: 'gem-insert',
    src: icon,
    alt: name,
    width: 50,
    height: 50,
    'data-name': name,
    'data-icon': icon,
    'data-tags': tags,
    'data-couleur': colour,
    'data-levelrequired': level,
  });
}

/** A currency insert; its tooltip asks the catalogue for the description and price. */
export function currency(name: string, type = 'Currency'): string {
  const icon = imagePath('currency', name);
  return img({
    class: 'currency-insert',
    src: icon,
    alt: name,
    width: 48,
    height: 48,
    'data-name': name,
    'data-icon': icon,
    'data-type': type,
  });
}

/** A unique item insert with the text the game copies (Ctrl+C), which its tooltip shows. */
export function unique(name: string, base: string, itemClass: string, sections: string[][]) {
  const image = imagePath('uniques', name);
  const heading = [`Item Class: ${itemClass}`, 'Rarity: Unique', name, base];
  const text = [heading, ...sections].map((lines) => lines.join('\n')).join('\n--------\n');
  return img({
    class: 'item-insert',
    src: image,
    alt: name,
    width: 48,
    height: 48,
    'data-name': name,
    'data-base': base,
    'data-image': image,
    'data-itemclass': itemClass,
    'data-rarity': 'unique',
    'data-text': text,
  });
}
