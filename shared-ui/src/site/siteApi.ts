import { baseApi } from '../apiClient/baseApi';

/**
 * Public facts about the site (`GET /api/site`): the streamer whose login also opens /admin, and
 * the static guide cards an admin has hidden from visitors.
 */
export interface SiteInfo {
  streamer: { login: string; displayName: string };
  /** Slugs (`/guide/<slug>`); absent from servers older than the feature. */
  hiddenStaticGuides?: string[];
  /** The current league and game version of new builds, and the leagues builds name (optional: older servers). */
  game?: GameInfo;
}

export interface GameInfo {
  league: string;
  gameVersion: string;
  /** The current league first. */
  leagues: string[];
}

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
