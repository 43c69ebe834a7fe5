import { baseApi, type ApiAnswer } from 'shared-ui';

/** One way to get a gem during the campaign (`GET /api/game/gems/rewards`). */
/** `GET /api/game/gems/rewards`: a gem's rewards, earliest first (by act, quest before vendor). */
export type GemRewards = ApiAnswer<'/api/game/gems/rewards', 'get'>['gems'][number];
/** `questFr` when the server knows one; `npc` null for a quest; `classes` empty: every class. */
export type GemReward = GemRewards['rewards'][number];

/** Rewards only change with a game patch or a refresh job: kept for the session. */
const SESSION_SECONDS = 24 * 60 * 60;

export const gemRewardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Takes the gem names sorted, so one set of gems is one cache entry. */
    getGemRewards: build.query<GemRewards[], readonly string[]>({
      query: (names) => ({ url: '/api/game/gems/rewards', params: { names: names.join(',') } }),
      transformResponse: (body: ApiAnswer<'/api/game/gems/rewards', 'get'>) => body.gems,
      keepUnusedDataFor: SESSION_SECONDS,
    }),
  }),
});

export const { useGetGemRewardsQuery } = gemRewardsApi;
