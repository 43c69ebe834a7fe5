import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { normaliseError } from './apiError';
import type { ApiError } from './apiError';
import { readToken } from './tokenStorage';

export const REQUEST_TIMEOUT_MS = 10_000;
/** Waits before retries 1, 2 and 3. Exact, with no jitter, as the spec fixes them. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/** Per-endpoint options; a non-idempotent mutation can pass `{ maxRetries: 0 }`. */
export interface RetryOptions {
  maxRetries?: number;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: REQUEST_TIMEOUT_MS,
  // fetchBaseQuery already sets `Content-Type: application/json` for plain-object bodies and
  // leaves it off FormData uploads, which need the browser's multipart boundary.
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * How a store on the server reaches the API (given as the thunk's extra argument): an origin to
 * make the addresses absolute and the fetch that answers them. The server renders pages for an
 * anonymous visitor, so no token is sent.
 */
export interface ServerTransport {
  origin: string;
  fetch: typeof fetch;
}

function isServerTransport(extra: unknown): extra is ServerTransport {
  return (
    typeof extra === 'object' &&
    extra !== null &&
    typeof (extra as Partial<ServerTransport>).origin === 'string' &&
    typeof (extra as Partial<ServerTransport>).fetch === 'function'
  );
}

const serverQueries = new WeakMap<ServerTransport, typeof rawBaseQuery>();

/** The browser's transport, or the server's when the store was made with one. */
function transport(extra: unknown): typeof rawBaseQuery {
  if (!isServerTransport(extra)) return rawBaseQuery;
  let query = serverQueries.get(extra);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: extra.origin,
      timeout: REQUEST_TIMEOUT_MS,
      fetchFn: extra.fetch,
    });
    serverQueries.set(extra, query);
  }
  return query;
}

function isRetryable(error: FetchBaseQueryError): boolean {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return true;
    case 'PARSING_ERROR':
      return error.originalStatus >= 500;
    case 'CUSTOM_ERROR':
      return false;
    default:
      return error.status >= 500;
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * The transport of every endpoint: bearer token, 10 s time-out, and retries of network
 * failures, time-outs, aborted connections and 5xx answers after 1, 2 and 4 s. A 4xx is the
 * server's decision and is never retried; neither is a request its caller has cancelled.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  RetryOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions = {}) => {
  const retries = Math.min(
    extraOptions.maxRetries ?? RETRY_DELAYS_MS.length,
    RETRY_DELAYS_MS.length,
  );
  const send = transport(api.extra);
  let result = await send(args, api, extraOptions);
  for (const delay of RETRY_DELAYS_MS.slice(0, retries)) {
    if (!result.error || !isRetryable(result.error) || api.signal.aborted) break;
    await wait(delay, api.signal);
    if (api.signal.aborted) break;
    result = await send(args, api, extraOptions);
  }
  return result.error
    ? { error: normaliseError(result.error, result.meta), meta: result.meta }
    : { data: result.data, meta: result.meta };
};
