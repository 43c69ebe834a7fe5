import type { CurrencyOverviewType, ItemOverviewType, PoeNinjaClient } from './poeNinja/client.js';
import type { CurrencyLine, ItemLine } from './poeNinja/parse.js';

export type PriceKind = 'unique' | 'gem' | 'currency';

/** One stored price: the chaos value the estimate uses for that name. */
export interface PriceRow {
  name: string;
  chaos: number;
}

/** The poe.ninja overviews a build's cost needs, and what each one prices. */
export const PRICE_SOURCES: readonly { source: string; kind: PriceKind }[] = [
  { source: 'Currency', kind: 'currency' },
  { source: 'UniqueWeapon', kind: 'unique' },
  { source: 'UniqueArmour', kind: 'unique' },
  { source: 'UniqueAccessory', kind: 'unique' },
  { source: 'UniqueFlask', kind: 'unique' },
  { source: 'UniqueJewel', kind: 'unique' },
  { source: 'SkillGem', kind: 'gem' },
];

// poe.ninja writes 0 for a line it has no trades for: that is no price, not a free item.
const usable = (chaos: number | null): chaos is number =>
  chaos !== null && Number.isFinite(chaos) && chaos > 0;

/**
 * One price per name from an item overview, where poe.ninja lists a name once per variant
 * (gem level, quality and corruption; a unique's links or relic version).
 *
 * The estimate is what a player pays to have the build working, so it takes the cheapest line:
 * for gems, the cheapest *uncorrupted* one (a corrupted gem cannot be levelled or given quality
 * any more, so it is not what a guide asks for; usually the level 1 gem a player levels
 * themselves), and a corrupted line only when the gem has no other; for uniques, the cheapest
 * line (an unlinked, non-relic copy).
 *
 * @example cheapestPerName([{ name: 'Cyclone', chaosValue: 2, corrupted: false }, …], 'gem')
 */
export function cheapestPerName(lines: readonly ItemLine[], kind: 'unique' | 'gem'): PriceRow[] {
  const best = new Map<string, { chaos: number; corrupted: boolean }>();
  for (const line of lines) {
    if (!usable(line.chaosValue)) continue;
    const corrupted = kind === 'gem' && line.corrupted;
    const kept = best.get(line.name);
    const better =
      !kept ||
      (kept.corrupted && !corrupted) ||
      (kept.corrupted === corrupted && line.chaosValue < kept.chaos);
    if (better) best.set(line.name, { chaos: line.chaosValue, corrupted });
  }
  return [...best].map(([name, { chaos }]) => ({ name, chaos }));
}

/** A currency overview's chaos equivalents (Divine Orb's is the divine rate). */
export function currencyPrices(lines: readonly CurrencyLine[]): PriceRow[] {
  return lines.flatMap((l) =>
    usable(l.chaosEquivalent) ? [{ name: l.name, chaos: l.chaosEquivalent }] : [],
  );
}

/** Reads one overview and reduces it to the prices the estimate stores. */
export async function readPriceSource(
  client: PoeNinjaClient,
  { source, kind }: (typeof PRICE_SOURCES)[number],
): Promise<PriceRow[]> {
  if (kind === 'currency') {
    return currencyPrices(await client.currencyOverview(source as CurrencyOverviewType));
  }
  return cheapestPerName(await client.itemOverview(source as ItemOverviewType), kind);
}
