import { imagePath } from '../gameData/images/paths.js';
import type { SlotItem, SocketedGem } from '../content/jsonFields.js';

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const attributes = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escape(String(value))}"`)
    .join(' ');

/** The editor's gem insert: a 50 px image carrying the gem's data for its tooltip. */
export const gemInsert = (gem: SocketedGem, description: string) =>
  `<img ${attributes({
    class: 'gem-insert',
    src: gem.icon,
    alt: gem.displayName ?? gem.name,
    width: 50,
    height: 50,
    'data-name': gem.name,
    'data-icon': gem.icon,
    'data-couleur': gem.couleur,
    'data-tags': Array.isArray(gem.tags) ? gem.tags.join(', ') : gem.tags,
    'data-description': description,
    'data-levelrequired': gem.levelRequired,
  })} />`;

/** The editor's currency insert: a 48 px image. */
export function currencyInsert(name: string, type: string, description: string) {
  const icon = imagePath('currency', name);
  return `<img ${attributes({
    class: 'currency-insert',
    src: icon,
    alt: name,
    width: 48,
    height: 48,
    'data-name': name,
    'data-icon': icon,
    'data-type': type,
    'data-description': description,
    'data-tags': type,
  })} />`;
}

/** The editor's unique-item insert: a 48 px image with the whole pasted text. */
export const uniqueInsert = (item: SlotItem) =>
  `<img ${attributes({
    class: 'unique-insert',
    src: item.image,
    alt: item.name,
    width: 48,
    height: 48,
    'data-name': item.name,
    'data-base': item.base,
    'data-image': item.image,
    'data-itemclass': item.itemClass,
    'data-rarity': item.rarity,
    'data-text': item.text,
  })} />`;
