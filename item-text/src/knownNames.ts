import { comparable } from './itemClasses';

/**
 * A name the catalogue knows: the English name alone, or an entry of the API's lists
 * (`GET /api/game/bases`, `/uniques`, `/gems`, currencies) whose `displayName` is the French
 * name a French client prints. `itemClass` (bases only) fills in a missing 'Item Class' line.
 */
export type KnownName = string | { name: string; displayName?: string; itemClass?: string };

/** What a known name resolves to: the English name the site keys images on, and its class. */
export interface Known {
  name: string;
  itemClass: string;
}

interface NameIndex {
  /** Comparable spelling (English or French) to the entry; longest spellings first. */
  entries: [spelling: string, known: Known][];
  exact: Map<string, Known>;
}

// The lists are large (hundreds of bases) and the same array comes back for every parse.
const indexes = new WeakMap<readonly KnownName[], NameIndex>();

function indexOf(names: readonly KnownName[]): NameIndex {
  const cached = indexes.get(names);
  if (cached) return cached;
  const entries: NameIndex['entries'] = [];
  for (const entry of names) {
    const known =
      typeof entry === 'string'
        ? { name: entry, itemClass: '' }
        : { name: entry.name, itemClass: entry.itemClass ?? '' };
    const spellings = typeof entry === 'string' ? [entry] : [entry.name, entry.displayName ?? ''];
    for (const spelling of spellings) {
      if (spelling.trim() !== '') entries.push([comparable(spelling), known]);
    }
  }
  entries.sort(([a], [b]) => b.length - a.length);
  const exact = new Map<string, Known>();
  for (const [spelling, known] of entries) if (!exact.has(spelling)) exact.set(spelling, known);
  const index = { entries, exact };
  indexes.set(names, index);
  return index;
}

/**
 * The catalogue entry spelled exactly like `text` (case, spacing and apostrophes aside).
 *
 * @example findExact('sapphire ring', ['Sapphire Ring']) // { name: 'Sapphire Ring', itemClass: '' }
 */
export function findExact(text: string, names: readonly KnownName[]): Known | undefined {
  return indexOf(names).exact.get(comparable(text));
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordAt(text: string, start: number, length: number): boolean {
  const before = text[start - 1];
  const after = text[start + length];
  return !(before && LETTER_OR_DIGIT.test(before)) && !(after && LETTER_OR_DIGIT.test(after));
}

/**
 * The longest catalogue name found as whole words inside `text`: how a magic item's base is
 * told apart from its prefix and suffix ('Fingerless Silk Gloves' wins over 'Silk Gloves').
 *
 * @example findWithin('Frosted Fishscale Gauntlets of Skill', ['Fishscale Gauntlets'])?.name // 'Fishscale Gauntlets'
 */
export function findWithin(text: string, names: readonly KnownName[]): Known | undefined {
  const haystack = comparable(text);
  for (const [spelling, known] of indexOf(names).entries) {
    for (let at = haystack.indexOf(spelling); at >= 0; at = haystack.indexOf(spelling, at + 1)) {
      if (isWordAt(haystack, at, spelling.length)) return known;
    }
  }
  return undefined;
}
