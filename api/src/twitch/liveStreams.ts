import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../platform/cache/cache.js';
import { cacheKeys } from '../platform/cache/keys.js';
import { TwitchError, type TwitchClient } from '../accounts/twitchApi/client.js';
import type { AppToken } from './appToken.js';

/** What the community page shows of a stream that is on air. */
export interface LiveStream {
  title: string;
  game: string;
  viewerCount: number;
}
/** Keyed by lowercase login; offline (or unknown) logins are absent, as in Helix's answer. */
export type LiveByLogin = Record<string, LiveStream>;

interface CachedStreams {
  logins: string[];
  live: LiveByLogin;
}

/** Helix takes at most 100 `user_login` per call. */
export const STREAMS_BATCH = 100;
/** Viewer counts move, but a minute-old status is fine for a list page. */
const LIVE_TTL_S = 60;
/** After a failure, a short pause: visitors are not each kept waiting on a Twitch time-out. */
const FAILED_TTL_S = 15;

export interface LiveStreamsDeps {
  cache: Cache;
  appToken: AppToken;
  /** A getter: the plugin's client is only built once the server listens. */
  readonly twitch: TwitchClient;
  log: FastifyBaseLogger;
}

/**
 * Twitch's login alphabet. Anything else (a renamed account's `~id` placeholder) is no login
 * Twitch could know, and one bad value would make Helix refuse the whole batch.
 */
const isTwitchLogin = (login: string) => /^[a-z0-9_]{1,25}$/.test(login);

/** Splits `items` into runs of at most `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size));
  return runs;
}

/** Every batch asked in parallel; a failed batch leaves its logins offline, and is logged. */
async function askHelix(deps: LiveStreamsDeps, logins: string[]) {
  const results = await Promise.allSettled(
    batches(logins, STREAMS_BATCH).map((batch) =>
      deps.appToken.call((token) => deps.twitch.streams(token, batch)),
    ),
  );
  const live: LiveByLogin = {};
  const errors: TwitchError[] = [];
  for (const result of results) {
    if (result.status === 'rejected') {
      if (!(result.reason instanceof TwitchError)) throw result.reason;
      errors.push(result.reason);
      continue;
    }
    for (const stream of result.value) {
      live[stream.user_login.toLowerCase()] = {
        title: stream.title,
        game: stream.game_name,
        viewerCount: stream.viewer_count,
      };
    }
  }
  const [first] = errors;
  if (first) {
    deps.log.warn(
      {
        kind: first.kind,
        reason: first.message,
        failedBatches: errors.length,
        batches: results.length,
      },
      'Helix streams failed: these users are listed as offline',
    );
  }
  return { live, failed: first !== undefined };
}

/**
 * Which of some logins are live, shared by every visitor: one cache entry for the whole list,
 * so a hundred visitors cost at most one Helix round per minute. Inside a process, concurrent
 * misses wait for the same round; across processes, the shared cache table suffices.
 */
export function createLiveStreams(deps: LiveStreamsDeps) {
  const inFlight = new Map<string, Promise<LiveByLogin>>();

  async function load(logins: string[]): Promise<LiveByLogin> {
    const cached = await deps.cache.get<CachedStreams>(cacheKeys.twitchStreams);
    const known = new Set(cached?.logins);
    if (cached && logins.every((login) => known.has(login))) return cached.live;
    const { live, failed } = await askHelix(deps, logins);
    const entry: CachedStreams = { logins, live };
    await deps.cache.set(cacheKeys.twitchStreams, entry, failed ? FAILED_TTL_S : LIVE_TTL_S);
    return live;
  }

  return {
    /** Never fails for Twitch's sake: when Twitch cannot answer, everyone reads offline. */
    live(logins: readonly string[]): Promise<LiveByLogin> {
      const lower = logins.map((login) => login.toLowerCase()).filter(isTwitchLogin);
      const wanted = [...new Set(lower)].sort();
      if (wanted.length === 0) return Promise.resolve({});
      const key = wanted.join(' ');
      let pending = inFlight.get(key);
      if (!pending) {
        pending = load(wanted).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
