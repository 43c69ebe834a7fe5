import { baseApi } from '../apiClient/baseApi';
import type { Schemas } from '../contract/wire';

/**
 * Public facts about the site (`GET /api/site`): the streamer whose login also opens /admin, the
 * static guide cards (slugs, `/guide/<slug>`) an admin has hidden from visitors, and the current
 * league and game version of new builds with the leagues builds name.
 */
export type SiteInfo = Schemas['Site'];

export type GameInfo = Schemas['GameInfo'];

// Here rather than in the shell because the admin remote's gate needs the streamer's login too,
// and an endpoint name may be injected only once across bundles.
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `void` is RTK Query's marker for "no argument" (useGetSiteQuery()).
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    getSite: build.query<SiteInfo, void>({ query: () => '/api/site' }),
  }),
});

export const { useGetSiteQuery } = siteApi;
