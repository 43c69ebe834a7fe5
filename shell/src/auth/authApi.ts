import { baseApi, type CurrentUser } from 'shared-ui';

export interface SiteInfo {
  streamer: { login: string; displayName: string };
}

export interface ReauthResult {
  success: boolean;
  error?: string;
}

// `void` is RTK Query's marker for "no argument" (useGetSiteQuery()), hence the disables below.
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    getMe: build.query<CurrentUser, void>({ query: () => '/api/auth/me', providesTags: ['User'] }),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    getSite: build.query<SiteInfo, void>({ query: () => '/api/site' }),
    /** Keyed by the user's id so that the check runs again whenever the user changes. */
    getMySubscription: build.query<{ isSubscribed: boolean }, number>({
      query: () => '/api/twitch/my-subscription',
      providesTags: ['Subscription'],
    }),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    reauth: build.mutation<ReauthResult, void>({
      query: () => ({ url: '/api/auth/twitch/reauth', method: 'POST', body: {} }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGetSiteQuery, useGetMySubscriptionQuery, useReauthMutation } = authApi;
