import type { Queryable } from '../platform/db/client.js';
import type { StoredPrice } from './priceStore.js';
import type { PriceLookup } from './phaseCost.js';

/**
 * English names of uniques a French client printed: the unique's own French name, else the
 * bundled French names (`unique_names`), keyed by the French name in lower case.
 */
export async function englishUniqueNames(
  db: Queryable,
  written: string[],
): Promise<Map<string, string>> {
  if (written.length === 0) return new Map();
  const { rows } = await db.query<{ name: string; name_fr: string }>(
    `select name, name_fr from uniques where lower(name_fr) = any($1::text[])
     union all
     select name, name_fr from unique_names where lower(name_fr) = any($1::text[])`,
    [[...new Set(written.map((n) => n.toLowerCase()))]],
    { prepare: true },
  );
  // `uniques` comes first and wins.
  const map = new Map<string, string>();
  for (const { name, name_fr } of rows) {
    if (!map.has(name_fr.toLowerCase())) map.set(name_fr.toLowerCase(), name);
  }
  return map;
}

/** Stored prices as the phase costing looks them up (uniques also by their French names). */
export function priceLookup(prices: StoredPrice[], english: Map<string, string>): PriceLookup {
  const byKind = (kind: StoredPrice['kind']) =>
    new Map(prices.filter((p) => p.kind === kind).map((p) => [p.name.toLowerCase(), p]));
  const uniques = byKind('unique');
  const gems = byKind('gem');
  return {
    unique: (candidates) => {
      for (const candidate of candidates) {
        const key = candidate.toLowerCase();
        const found = uniques.get(key) ?? uniques.get(english.get(key)?.toLowerCase() ?? '');
        if (found) return found;
      }
      return undefined;
    },
    gem: (name) => gems.get(name.toLowerCase()),
  };
}
