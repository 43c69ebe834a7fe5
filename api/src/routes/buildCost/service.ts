import type { Viewer } from '../../content/viewer.js';
import type { Queryable } from '../../db/client.js';
import type { PriceStore, StoredPrice } from '../../prices/priceStore.js';
import { getBuild } from '../builds/service.js';
import {
  costOfPhase,
  phaseEntries,
  phaseSets,
  wantedNames,
  type Entry,
  type PriceLookup,
} from './phaseCost.js';
import type { BuildCost } from './schemas.js';

export interface BuildCostDeps {
  db: Queryable;
  prices: PriceStore;
  league: string;
}

/**
 * English names of uniques a French client printed: the unique's own French name, else the
 * bundled French names (`unique_names`), keyed by the French name in lower case.
 */
async function englishUniqueNames(db: Queryable, written: string[]): Promise<Map<string, string>> {
  if (written.length === 0) return new Map();
  const { rows } = await db.query<{ name: string; name_fr: string }>(
    `select name, name_fr from uniques where lower(name_fr) = any($1::text[])
     union all
     select name, name_fr from unique_names where lower(name_fr) = any($1::text[])`,
    [[...new Set(written.map((n) => n.toLowerCase()))]],
  );
  // `uniques` comes first and wins.
  const map = new Map<string, string>();
  for (const { name, name_fr } of rows) {
    if (!map.has(name_fr.toLowerCase())) map.set(name_fr.toLowerCase(), name);
  }
  return map;
}

function priceLookup(prices: StoredPrice[], english: Map<string, string>): PriceLookup {
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

/**
 * A build's estimated price per phase, for whoever may read it (its 404 otherwise). poe.ninja
 * is asked (within a bounded wait) only when the build has uniques or gems to price, and only
 * after the build was found, so a refused request never touches the price tables.
 */
export async function buildCost(
  { db, prices, league }: BuildCostDeps,
  viewer: Viewer | null,
  id: number,
): Promise<BuildCost> {
  const build = await getBuild(db, viewer, id);
  const phases = phaseSets(build).map(({ phase, equipment, sockets }) => ({
    phase,
    entries: phaseEntries(equipment, sockets),
  }));
  const entries: Entry[] = phases.flatMap((p) => p.entries);
  const wanted = wantedNames(entries);
  if (wanted.length > 0) await prices.ensureFresh();
  const english = await englishUniqueNames(
    db,
    entries.flatMap((e) => (e.kind === 'unique' ? e.candidates : [])),
  );
  const stored = await prices.find([...wanted, ...english.values()]);
  const divine = stored.find((p) => p.kind === 'currency' && p.name === 'Divine Orb');
  const divineChaos = divine?.chaos ?? null;
  const lookup = priceLookup(stored, english);
  return {
    buildId: build.id,
    league,
    ...(await prices.state()),
    divineChaos,
    phases: phases.map(({ phase, entries: list }) => costOfPhase(phase, list, lookup, divineChaos)),
  };
}
