import { baseApi, type ApiAnswer, type CurrentUser } from 'shared-ui';

export type ReauthResult = ApiAnswer<'/api/auth/twitch/reauth', 'post'>;

// `void` is RTK Query's marker for "no argument" (getMe, reauth), hence the disables below.
// The site query (streamer login) lives in shared-ui: the admin remote's gate needs it too.
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    getMe: build.query<CurrentUser, void>({ query: () => '/api/auth/me', providesTags: ['User'] }),
    /** Keyed by the user's id so that the check runs again whenever the user changes. */
    getMySubscription: build.query<ApiAnswer<'/api/twitch/my-subscription', 'get'>, number>({
      query: () => '/api/twitch/my-subscription',
      providesTags: ['Subscription'],
    }),
    /**
     * Whether this browser started the sign-in that produced `token` (its one-time cookie). Never
     * retried: a retry after an answer lost on the way would find the confirmation spent.
     */
    confirmSignIn: build.mutation<null, string>({
      query: (token) => ({ url: '/api/auth/twitch/confirm', method: 'POST', body: { token } }),
      extraOptions: { maxRetries: 0 },
    }),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    reauth: build.mutation<ReauthResult, void>({
      query: () => ({ url: '/api/auth/twitch/reauth', method: 'POST', body: {} }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGetMySubscriptionQuery, useReauthMutation } = authApi;
