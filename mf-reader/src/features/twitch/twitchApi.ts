import { baseApi } from 'shared-ui';

export interface RecentContent {
  type: 'build' | 'guide';
  id: number;
  title: string;
  created_at: string;
}

export interface TwitchUser {
  id: number;
  displayName: string;
  login: string;
  twitchChannel: string;
  isOnline: boolean;
  streamTitle: string | null;
  streamGame: string | null;
  viewerCount: number;
  buildsCount: number;
  guidesCount: number;
  recentContent: RecentContent[];
}

/** The streamer the site is built around: the community card's facts and their picture. */
export interface StreamerHero extends Omit<TwitchUser, 'id'> {
  avatarUrl: string | null;
}

export interface TwitchPageData {
  streamer: StreamerHero;
  users: TwitchUser[];
}

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
