import { baseApi } from 'shared-ui';

/** One way to get a gem during the campaign (`GET /api/game/gems/rewards`). */
export interface GemReward {
  kind: 'quest' | 'vendor';
  act: number;
  quest: string;
  /** The French quest name when the server knows one. */
  questFr: string | null;
  /** The vendor; null for a quest reward. */
  npc: string | null;
  /** English class names, as builds store them; empty: every class. */
  classes: string[];
}

export interface GemRewards {
  name: string;
  levelRequired: number | null;
  /** Earliest first: by act, a quest reward before the vendor. */
  rewards: GemReward[];
}

/** Rewards only change with a game patch or a refresh job: kept for the session. */
const SESSION_SECONDS = 24 * 60 * 60;

export const gemRewardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Takes the gem names sorted, so one set of gems is one cache entry. */
    getGemRewards: build.query<GemRewards[], readonly string[]>({
      query: (names) => ({ url: '/api/game/gems/rewards', params: { names: names.join(',') } }),
      transformResponse: (body: { gems: GemRewards[] }) => body.gems,
      keepUnusedDataFor: SESSION_SECONDS,
    }),
  }),
});

export const { useGetGemRewardsQuery } = gemRewardsApi;
