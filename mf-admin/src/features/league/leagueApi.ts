import { baseApi } from 'shared-ui';

/** Where the followed league comes from (`GET /api/admin/league`). */
export type LeagueSource = 'trade' | 'poe.ninja' | 'configuration' | 'bundled';
export type VersionSource = 'configuration' | 'facts' | 'newest-known';

/** The league and version the site follows, as the server answers them. */
export interface FollowedLeague {
  league: string;
  gameVersion: string;
  source: LeagueSource;
  versionSource: VersionSource;
  since: string | null;
  checkedAt: string | null;
  failedAt: string | null;
  lastError: string | null;
  /** The local stand-ins answer in place of the trade site and poe.ninja. */
  standIns: boolean;
  bundled: { league: string; gameVersion: string };
}

export const leagueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's "no argument"
    getFollowedLeague: build.query<FollowedLeague, void>({
      query: () => '/api/admin/league',
      // Another admin's or the daily check may change it: read afresh on each visit.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFollowedLeagueQuery } = leagueApi;
