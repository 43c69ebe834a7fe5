import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../platform/db/client.js';
import type { PriceStore } from '../prices/priceStore.js';
import { anonymousObject, type AnonymousRead } from '../content/anonymousItems.js';
import { costedFields, getCostedBuild } from './service.js';
import { englishUniqueNames, priceLookup } from '../prices/lookup.js';
import {
  costOfPhase,
  phaseEntries,
  phaseSets,
  wantedNames,
  type Entry,
} from '../prices/phaseCost.js';
import type { BuildCost } from '../prices/schemas.js';

export interface BuildCostDeps {
  db: Queryable;
  prices: PriceStore;
  league: string;
  /** The build as signed-out readers see it (`app.anonymous.build`), already read by its page. */
  anonymous?: AnonymousRead;
}

/**
 * A build's estimated price per phase, for whoever may read it (its 404 otherwise). poe.ninja
 * is asked (within a bounded wait) only when the build has uniques or gems to price, and only
 * after the build was found, so a refused request never touches the price tables.
 */
export async function buildCost(
  { db, prices, league, anonymous }: BuildCostDeps,
  viewer: Viewer | null,
  id: number,
): Promise<BuildCost> {
  // A signed-out reader's page has read the build's answer already: its fields are taken there.
  const build =
    viewer === null && anonymous
      ? costedFields(anonymousObject<Record<string, unknown>>(await anonymous(id)))
      : await getCostedBuild(db, viewer, id);
  const phases = phaseSets(build).map(({ phase, equipment, sockets }) => ({
    phase,
    entries: phaseEntries(equipment, sockets),
  }));
  const entries: Entry[] = phases.flatMap((p) => p.entries);
  const wanted = wantedNames(entries);
  // Refreshed first when something is to be priced; either way, the state is read once.
  const state = wanted.length > 0 ? await prices.ensureFresh() : await prices.state();
  const english = await englishUniqueNames(
    db,
    entries.flatMap((e) => (e.kind === 'unique' ? e.candidates : [])),
  );
  const stored = await prices.find([...wanted, ...english.values()]);
  const divine = stored.find((p) => p.kind === 'currency' && p.name === 'Divine Orb');
  const divineChaos = divine?.chaos ?? null;
  const lookup = priceLookup(stored, english);
  return {
    buildId: id,
    league,
    ...state,
    divineChaos,
    phases: phases.map(({ phase, entries: list }) => costOfPhase(phase, list, lookup, divineChaos)),
  };
}
