import { baseApi } from 'shared-ui';

/** The phases the server prices, in its order: the main view, then each tab with equipment. */
export type CostPhase = 'general' | 'leveling' | 'premier_equipement' | 'endgame' | 'optimisation';

export interface PricedLine {
  kind: 'unique' | 'gem';
  /** poe.ninja's English name. */
  name: string;
  /** As the build writes it. */
  displayName: string;
  count: number;
  unitChaos: number;
  chaos: number;
}

export interface UnpricedLine {
  /** `item`: normal, magic or rare (no market price); `unique`, `gem`: not on poe.ninja. */
  kind: 'unique' | 'gem' | 'item';
  name: string;
  displayName: string;
  base: string;
  rarity: string;
  count: number;
}

export interface PhaseCost {
  phase: CostPhase;
  /** null when nothing in the phase has a known price. */
  totalChaos: number | null;
  totalDivine: number | null;
  /** Items and gems (each copy) left out of the totals for want of a known price. */
  unpricedCount: number;
  priced: PricedLine[];
  unpriced: UnpricedLine[];
}

/** `GET /api/builds/{id}/cost` */
export interface BuildCost {
  buildId: number;
  league: string;
  /** ISO 8601: when poe.ninja's prices were read; null if never. */
  pricesAt: string | null;
  stale: boolean;
  divineChaos: number | null;
  phases: PhaseCost[];
}

export const buildCostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Tagged with the build, so editing or deleting it asks for its cost again.
    getBuildCost: build.query<BuildCost, number>({
      query: (id) => `/api/builds/${id}/cost`,
      providesTags: (_result, _error, id) => [{ type: 'Build', id }],
    }),
  }),
});

export const { useGetBuildCostQuery } = buildCostApi;
