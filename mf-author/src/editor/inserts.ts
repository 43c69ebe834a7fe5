/** What the guide and build forms hand the editor to insert, and the `<img>` each becomes. */

export interface GemInsert {
  name: string;
  icon: string;
  tags: string[];
  couleur: string;
  description: string;
  levelRequired: number;
}

export interface CurrencyInsert {
  name: string;
  icon: string;
  type: string;
  description: string;
}

export interface ItemInsert {
  name: string;
  base: string;
  image: string;
  itemClass: string;
  rarity: string;
  text: string;
}

export interface ImageInsert {
  src: string;
  alt: string;
  /** A length such as '300' or 'auto' (then left out). */
  width: string;
  height: string;
}

/**
 * The order attributes are written in. One order fits every kind: a gem reads name, icon, tags,
 * couleur, description, levelrequired; a currency name, icon, type, description; an item name,
 * base, image, itemclass, rarity, text.
 */
export const IMAGE_ATTRIBUTE_ORDER = [
  'class',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'data-name',
  'data-icon',
  'data-tags',
  'data-couleur',
  'data-type',
  'data-description',
  'data-levelrequired',
  'data-base',
  'data-image',
  'data-itemclass',
  'data-rarity',
  'data-text',
] as const;

const KNOWN = new Set<string>(IMAGE_ATTRIBUTE_ORDER);

/** Newlines as the server stores them (it drops carriage returns with the rest of the HTML). */
function lines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** @example gemAttributes(gem)['data-tags'] // 'Attack, Melee' */
export function gemAttributes(gem: GemInsert): Record<string, string> {
  return {
    class: 'gem-insert',
    src: gem.icon,
    alt: gem.name,
    width: '50',
    height: '50',
    'data-name': gem.name,
    'data-icon': gem.icon,
    'data-tags': gem.tags.join(', '),
    'data-couleur': gem.couleur,
    'data-description': lines(gem.description),
    'data-levelrequired': String(gem.levelRequired),
  };
}

export function currencyAttributes(currency: CurrencyInsert): Record<string, string> {
  return {
    class: 'currency-insert',
    src: currency.icon,
    alt: currency.name,
    width: '48',
    height: '48',
    'data-name': currency.name,
    'data-icon': currency.icon,
    'data-type': currency.type,
    'data-description': lines(currency.description),
  };
}

export function itemAttributes(item: ItemInsert): Record<string, string> {
  return {
    class: 'item-insert',
    src: item.image,
    alt: item.name,
    width: '48',
    height: '48',
    'data-name': item.name,
    'data-base': item.base,
    'data-image': item.image,
    'data-itemclass': item.itemClass,
    'data-rarity': item.rarity.toLowerCase(),
    'data-text': lines(item.text),
  };
}

/** A plain picture; 'auto' (or nothing) leaves the dimension to the picture itself. */
export function imageAttributes(image: ImageInsert): Record<string, string> {
  const attributes: Record<string, string> = { src: image.src, alt: image.alt };
  for (const side of ['width', 'height'] as const) {
    const value = image[side].trim();
    if (value !== '' && value.toLowerCase() !== 'auto') attributes[side] = value;
  }
  return attributes;
}

/**
 * The known attributes of an `<img>` in the canonical order, unknown ones dropped. Empty `class`,
 * `src`, `title`, `width` and `height` mean nothing and are dropped as the server would.
 */
export function orderImageAttributes(attributes: Record<string, string>): [string, string][] {
  const droppedWhenEmpty = new Set(['class', 'src', 'title', 'width', 'height']);
  return IMAGE_ATTRIBUTE_ORDER.filter(
    (name) =>
      KNOWN.has(name) &&
      attributes[name] !== undefined &&
      !(attributes[name] === '' && droppedWhenEmpty.has(name)),
  ).map((name) => [name, attributes[name] ?? '']);
}

/** The attributes of an `<img>` element the editor keeps. */
export function readImageAttributes(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const name of IMAGE_ATTRIBUTE_ORDER) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  return attributes;
}
