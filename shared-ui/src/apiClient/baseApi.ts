import type { UnknownAction } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { serverWaitModule } from './serverWait';

/** The action that hands the browser's store the answers the server rendered the page with. */
export const SERVER_STATE_HYDRATED = 'ssr/hydrated';

export function serverStateHydrated(state: Record<string, unknown>) {
  return { type: SERVER_STATE_HYDRATED, payload: state };
}

function isServerStateHydrated(
  action: UnknownAction,
): action is ReturnType<typeof serverStateHydrated> {
  return action.type === SERVER_STATE_HYDRATED;
}

// On the server, hooks start their queries during render (effects never run there) and wait for
// the answer (serverWait.ts), so one render shows the page with its answers.
const onServer = typeof window === 'undefined';
const createApi = onServer
  ? buildCreateApi(
      coreModule(),
      reactHooksModule({ unstable__sideEffectsInRender: true }),
      serverWaitModule(),
    )
  : buildCreateApi(coreModule(), reactHooksModule());

/**
 * The one API slice of the page. Remotes add endpoints with `baseApi.injectEndpoints` and must
 * pick names no other remote uses; shared-ui is a federation singleton so they all extend this
 * same object.
 */
const TAG_TYPES = [
  'Build',
  'BuildDerived',
  'Guide',
  'Comment',
  'User',
  'TwitchUser',
  'Subscription',
  'Health',
  'AdminUser',
  'Moderation',
  'Favourite',
] as const;

/** The slice as the server wrote it: the same API, so the same shape. */
type ApiState = CombinedState<Record<string, never>, (typeof TAG_TYPES)[number], 'api'>;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo: (action, { reducerPath }) =>
    isServerStateHydrated(action) ? (action.payload[reducerPath] as ApiState) : undefined,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
