import { baseApi, type ApiAnswer } from 'shared-ui';

/** Where the followed league comes from (`GET /api/admin/league`). */
/** The league and version the site follows, as the server answers them. */
export type FollowedLeague = ApiAnswer<'/api/admin/league', 'get'>;
export type LeagueSource = FollowedLeague['source'];
export type VersionSource = FollowedLeague['versionSource'];

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
