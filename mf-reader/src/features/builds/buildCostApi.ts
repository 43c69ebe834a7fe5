import { baseApi, type ApiAnswer } from 'shared-ui';

/** The phases the server prices, in its order: the main view, then each tab with equipment. */
/** `GET /api/builds/{id}/cost`: prices read from poe.ninja; null totals when nothing is priced. */
export type BuildCost = ApiAnswer<'/api/builds/{id}/cost', 'get'>;
/** Items and gems left out of the totals are counted in `unpricedCount`. */
export type PhaseCost = BuildCost['phases'][number];
export type CostPhase = PhaseCost['phase'];
/** `name` is poe.ninja's English name, `displayName` as the build writes it. */
export type PricedLine = PhaseCost['priced'][number];
/** `item`: normal, magic or rare (no market price); `unique`, `gem`: not on poe.ninja. */
export type UnpricedLine = PhaseCost['unpriced'][number];

export const buildCostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Tagged as derived from the build, so editing or deleting it asks for its cost again.
    getBuildCost: build.query<BuildCost, number>({
      query: (id) => `/api/builds/${id}/cost`,
      providesTags: (_result, _error, id) => [{ type: 'BuildDerived', id }],
    }),
  }),
});

export const { useGetBuildCostQuery } = buildCostApi;
