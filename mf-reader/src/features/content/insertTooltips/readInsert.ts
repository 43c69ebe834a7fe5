/** What a rich-content insert carries in its data-* attributes, by kind. */
export type Insert =
  | {
      kind: 'gem';
      name: string;
      icon: string;
      colour: string;
      description: string;
      /** As the author's insert lists them; empty when it has none. */
      tags: string[];
      /** The level the author's insert gives; null when it has none. */
      levelRequired: number | null;
    }
  | {
      kind: 'currency';
      name: string;
      icon: string;
      type: string;
      description: string;
      tags: string[];
    }
  | {
      kind: 'item';
      name: string;
      base: string;
      image: string;
      itemClass: string;
      rarity: string;
      text: string;
    };

export type InsertKind = Insert['kind'];

/** The attributes of an insert element, read through `getAttribute` (a DOM element fits). */
export interface AttributeSource {
  getAttribute(name: string): string | null;
  readonly classList: { contains(token: string): boolean };
}

const CLASS_KINDS: [string, InsertKind][] = [
  ['gem-insert', 'gem'],
  ['currency-insert', 'currency'],
  ['item-insert', 'item'],
  ['unique-insert', 'item'],
];

/**
 * The kind of an insert: its editor class first, else (older content, often `<span>`s) the
 * attributes only that kind carries: a colour or level for gems, a type for currency, a base,
 * rarity or item text for items.
 */
export function insertKind(element: AttributeSource): InsertKind | null {
  const name = element.getAttribute('data-name');
  if (!name || name.trim() === '') return null;
  for (const [className, kind] of CLASS_KINDS) {
    if (element.classList.contains(className)) return kind;
  }
  const has = (attribute: string) => element.getAttribute(attribute) !== null;
  if (has('data-couleur') || has('data-levelrequired')) return 'gem';
  if (has('data-base') || has('data-rarity') || has('data-text')) return 'item';
  if (has('data-type')) return 'currency';
  return null;
}

/** @example tagList('Attack, Melee,') // ['Attack', 'Melee'] */
export const tagList = (raw: string) =>
  raw
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** A positive whole level, else null (the editor writes '0' when the catalogue knew none). */
export function readLevel(raw: string): number | null {
  const value = /^\d+$/.test(raw) ? Number(raw) : 0;
  return value > 0 ? value : null;
}

/**
 * The insert an element stands for, or null when it is not one.
 *
 * @example readInsert(imgWith({ class: 'gem-insert', 'data-name': 'Cyclone' }))?.kind // 'gem'
 */
export function readInsert(element: AttributeSource): Insert | null {
  const kind = insertKind(element);
  if (!kind) return null;
  const read = (attribute: string) => element.getAttribute(attribute)?.trim() ?? '';
  const name = read('data-name');
  switch (kind) {
    case 'gem':
      return {
        kind,
        name,
        icon: read('data-icon'),
        colour: read('data-couleur'),
        description: read('data-description'),
        tags: tagList(read('data-tags')),
        levelRequired: readLevel(read('data-levelrequired')),
      };
    case 'currency':
      return {
        kind,
        name,
        icon: read('data-icon'),
        type: read('data-type'),
        description: read('data-description'),
        tags: tagList(read('data-tags')),
      };
    case 'item':
      return {
        kind,
        name,
        base: read('data-base'),
        image: read('data-image'),
        itemClass: read('data-itemclass'),
        rarity: read('data-rarity').toLowerCase(),
        text: element.getAttribute('data-text') ?? '',
      };
  }
}

/** CSS selector of every element that may be an insert (checked further by `readInsert`). */
export const INSERT_SELECTOR = '[data-name]';
