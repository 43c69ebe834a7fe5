import { RARITIES } from 'shared-ui';
import { readInsert, type Insert } from './insertTooltips/readInsert';

/** Names in the reader's language, by kind, keyed on the English name in lower case. */
export interface InsertNames {
  gem: ReadonlyMap<string, string>;
  currency: ReadonlyMap<string, string>;
  unique: ReadonlyMap<string, string>;
}

export const NO_INSERT_NAMES: InsertNames = {
  gem: new Map(),
  currency: new Map(),
  unique: new Map(),
};

/** Wraps an insert's picture with its shown name; the reader's styles size and colour it. */
export const INSERT_CHIP = 'insert-chip';
export const INSERT_NAME = 'insert-name';

const GEM_TONES: Record<string, string> = {
  red: 'red',
  rouge: 'red',
  green: 'green',
  vert: 'green',
  blue: 'blue',
  bleu: 'blue',
};
const KNOWN_RARITIES: ReadonlySet<string> = new Set(RARITIES);

/** The colour the name takes, as a class: the gem's colour, the item's rarity, or currency. */
function tone(insert: Insert): string {
  switch (insert.kind) {
    case 'gem':
      return `gem-${GEM_TONES[insert.colour.toLowerCase()] ?? 'white'}`;
    case 'currency':
      return 'currency';
    case 'item':
      return `rarity-${KNOWN_RARITIES.has(insert.rarity) ? insert.rarity : 'normal'}`;
  }
}

/**
 * The name an insert is shown under: the catalogue's name in the reader's language when it
 * knows the insert, else the name the insert was saved with (`data-name`).
 *
 * @example insertLabel(gem('Fireball'), { ...NO_INSERT_NAMES, gem: new Map([['fireball', 'Boule de feu']]) }) // 'Boule de feu'
 */
export function insertLabel(insert: Insert, names: InsertNames): string {
  const key = insert.name.toLowerCase();
  const known =
    insert.kind === 'gem'
      ? names.gem.get(key)
      : insert.kind === 'currency'
        ? names.currency.get(key)
        : insert.rarity === 'unique'
          ? names.unique.get(key)
          : undefined;
  return known || insert.name;
}

const fold = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The text that follows `node` in its line, up to the next picture or line break. */
function followingText(node: Node): string {
  let text = '';
  for (let next = node.nextSibling; next && text.length < 200; next = next.nextSibling) {
    if (next.nodeName === 'IMG' || next.nodeName === 'BR') break;
    text += next.textContent ?? '';
  }
  return fold(text);
}

/** Whether the author already wrote the insert's name right after it (then it is not repeated). */
function nameFollows(img: Element, names: readonly string[]): boolean {
  const after = followingText(img);
  return names.some((name) => {
    const folded = fold(name);
    return folded !== '' && after.startsWith(folded);
  });
}

/**
 * The elements under `root` that carry a `data-name`, in document order. A walk rather than a
 * selector: jsdom, which the server renders with, builds a selector engine for each new document,
 * and each page's rich text is a new document.
 */
export function elementsNamed(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of Array.from(root.getElementsByTagName('*'))) {
    if (element.hasAttribute('data-name')) found.push(element as HTMLElement);
  }
  return found;
}

/** Whether an ancestor of the element is already an insert's chip. */
function inChip(element: Element): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.classList.contains(INSERT_CHIP)) return true;
  }
  return false;
}

/**
 * Gives every picture insert inside `root` its name as text, so that a reader sees what it is
 * without hovering (and a search engine or the server's page reads it): the picture and a
 * `<span class="insert-name">` go into a `<span class="insert-chip">`. The picture keeps its
 * data-* attributes and stays the element the tooltip hangs on; its `alt` becomes the shown name
 * and the visible name is hidden from screen readers, so the name is read once. Names are set as
 * text (`textContent`), never as HTML. An insert whose name the author wrote right after it, an
 * older `<span>` insert that holds its own text, and an insert already wrapped are left
 * unnamed, so no name shows twice.
 */
export function labelInserts(root: Element, names: InsertNames): void {
  const document = root.ownerDocument;
  for (const element of elementsNamed(root)) {
    const insert = readInsert(element);
    if (!insert || inChip(element)) continue;
    const label = insertLabel(insert, names);
    if (element.nodeName !== 'IMG') {
      // An older span insert: its own text is its name; an empty one would show nothing at all.
      if ((element.textContent ?? '').trim() === '') element.textContent = label;
      continue;
    }
    const written = nameFollows(element, [label, insert.name, element.getAttribute('alt') ?? '']);
    const chip = document.createElement('span');
    chip.className = `${INSERT_CHIP} ${INSERT_CHIP}-${insert.kind}`;
    element.replaceWith(chip);
    chip.append(element);
    if (written) continue;
    element.setAttribute('alt', label);
    const name = document.createElement('span');
    name.className = `${INSERT_NAME} ${INSERT_NAME}-${tone(insert)}`;
    name.setAttribute('aria-hidden', 'true');
    name.textContent = label;
    chip.append(name);
  }
}
