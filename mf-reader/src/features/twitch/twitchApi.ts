import { baseApi, type ApiAnswer } from 'shared-ui';

export type TwitchPageData = ApiAnswer<'/api/twitch/users', 'get'>;
export type TwitchUser = TwitchPageData['users'][number];
export type RecentContent = TwitchUser['recentContent'][number];
/** The streamer the site is built around: the community card's facts and their picture. */
export type StreamerHero = TwitchPageData['streamer'];

export const twitchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `void`: no argument, so callers write useGetTwitchUsersQuery().
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    getTwitchUsers: build.query<TwitchPageData, void>({
      query: () => '/api/twitch/users',
      providesTags: ['TwitchUser'],
    }),
  }),
});

export const { useGetTwitchUsersQuery } = twitchApi;
