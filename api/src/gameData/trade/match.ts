import type { TradeItem, TradeItemGroup, TradeStaticGroup } from './parse.js';

/** The catalogue's categories the trade data names, and the picker sections of currency. */
export type CurrencySection = 'Currency' | 'Fragment' | 'Scarab' | 'Essence' | 'Fossil';

/** English name to French name, per category. */
export interface FrenchNames {
  gems: Map<string, string>;
  uniques: Map<string, string>;
  bases: Map<string, string>;
  currencies: Map<string, string>;
  /** Entries of either language left unpaired (per answer), to say what was not matched. */
  unmatched: { items: number; static: number };
}

/** The static groups holding the picker's currency sections. */
const STATIC_SECTIONS: Record<string, CurrencySection> = {
  Currency: 'Currency',
  Fragments: 'Fragment',
  Scarabs: 'Scarab',
  Essences: 'Essence',
  DelveFossils: 'Fossil',
};

/** Item groups whose plain entries are equipment bases. */
const BASE_GROUPS = new Set(['accessory', 'armour', 'weapon', 'flask', 'jewel']);

/**
 * Static data pairs by entry id, the same in every language.
 * @returns English text to French text, and how many entries of either side found no partner
 */
export function pairStatic(english: TradeStaticGroup[], french: TradeStaticGroup[]) {
  const names = new Map<string, string>();
  let unmatched = 0;
  const frenchGroups = new Map(french.map((g) => [g.id, g]));
  for (const group of english) {
    if (!(group.id in STATIC_SECTIONS)) continue;
    const frenchTexts = new Map(frenchGroups.get(group.id)?.entries.map((e) => [e.id, e.text]));
    for (const entry of group.entries) {
      const fr = frenchTexts.get(entry.id);
      if (fr === undefined) unmatched++;
      else names.set(entry.text, fr);
      frenchTexts.delete(entry.id);
    }
    unmatched += frenchTexts.size;
  }
  return { names, unmatched };
}

/** The same kind of entry: both unique or neither, the same discriminator. */
const sameShape = (en: TradeItem, fr: TradeItem) =>
  en.unique === fr.unique &&
  en.disc === fr.disc &&
  (en.name === undefined) === (fr.name === undefined);

/**
 * Pairs two lists by position when they have the same length and every pair has the same shape;
 * otherwise nothing of them is paired (a list missing one entry would shift every name after it).
 */
function pairByPosition(english: TradeItem[], french: TradeItem[]): [TradeItem, TradeItem][] {
  if (english.length !== french.length) return [];
  const pairs = english.map((en, i) => [en, french[i]] as const);
  return pairs.every(([en, fr]) => fr !== undefined && sameShape(en, fr))
    ? (pairs as [TradeItem, TradeItem][])
    : [];
}

/**
 * Item data carries no id: the site lists each group's entries in the same order in every
 * language, so a group's plain entries pair by position among themselves, and its uniques among
 * themselves, when both languages list as many of each, of the same shapes. A unique pair is
 * kept only if its French base is the French name its English base got from the plain entries
 * (when that base is listed), which catches a list shifted by entries missing on both sides.
 */
export function pairItems(english: TradeItemGroup[], french: TradeItemGroup[]) {
  const gems = new Map<string, string>();
  const uniques = new Map<string, string>();
  const bases = new Map<string, string>();
  const currencies = new Map<string, string>();
  let unmatched = 0;
  const frenchGroups = new Map(french.map((g) => [g.id, g]));
  for (const group of english) {
    const other = frenchGroups.get(group.id)?.entries ?? [];
    const plain = pairByPosition(
      group.entries.filter((e) => !e.unique),
      other.filter((e) => !e.unique),
    );
    const baseNames = new Map(plain.map(([en, fr]) => [en.type, fr.type]));
    const special = pairByPosition(
      group.entries.filter((e) => e.unique),
      other.filter((e) => e.unique),
    ).filter(([en, fr]) => (baseNames.get(en.type) ?? fr.type) === fr.type);
    unmatched += group.entries.length + other.length - 2 * (plain.length + special.length);
    for (const [en, fr] of plain) {
      if (group.id === 'gem') gems.set(en.text, fr.text);
      else if (group.id === 'currency') currencies.set(en.type, fr.type);
      else if (BASE_GROUPS.has(group.id) && en.disc === undefined) bases.set(en.type, fr.type);
    }
    for (const [en, fr] of special) {
      if (en.name !== undefined && fr.name !== undefined) uniques.set(en.name, fr.name);
    }
  }
  for (const id of frenchGroups.keys()) {
    if (!english.some((g) => g.id === id)) unmatched += frenchGroups.get(id)?.entries.length ?? 0;
  }
  return { gems, uniques, bases, currencies, unmatched };
}

/** Both answers of each language paired: the French name of every entry both sides list. */
export function pairFrenchNames(
  items: { en: TradeItemGroup[]; fr: TradeItemGroup[] },
  statics: { en: TradeStaticGroup[]; fr: TradeStaticGroup[] },
): FrenchNames {
  const fromItems = pairItems(items.en, items.fr);
  const fromStatic = pairStatic(statics.en, statics.fr);
  return {
    gems: fromItems.gems,
    uniques: fromItems.uniques,
    bases: fromItems.bases,
    currencies: new Map([...fromItems.currencies, ...fromStatic.names]),
    unmatched: { items: fromItems.unmatched, static: fromStatic.unmatched },
  };
}
