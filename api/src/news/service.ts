import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../platform/cache/cache.js';
import { HttpError } from '../platform/http/httpError.js';
import type { Fetcher } from '../platform/upstream/http.js';
import { createFailureMemory, PAGE_WAIT_MS, waitAtMost } from '../platform/upstream/patience.js';
import { parseRss, type NewsItem } from './feed/parse.js';

export const NEWS_FAILURE = 'Impossible de charger les actualités.';
const KEY = 'news:feed';
/** The feed changes a few times a week; asking every 15 minutes is plenty. */
export const NEWS_FRESH_MS = 15 * 60 * 1000;
/** Kept far longer than fresh, to answer from while the feed is down. */
const KEEP_SECONDS = 30 * 24 * 60 * 60;

interface Stored {
  items: NewsItem[];
  fetchedAt: string;
}

export interface News extends Stored {
  /** True when this copy is past its freshness: the feed is being read again, or failed. */
  stale: boolean;
}

export interface NewsDeps {
  cache: Cache;
  fetcher: Fetcher;
  feedUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
  /** How long a visit with no copy at all waits on the feed. */
  waitMs?: number;
}

/** After a failed read the feed is left alone a minute: news is not worth a visitor's wait. */
const FEED_DOWN_SECONDS = 60;

/**
 * The game's news, never waiting on the feed when a copy exists: from the shared cache (the
 * truth across processes), and once the copy is old, that copy at once while the feed is read
 * in the background (one read at a time per process, none for a minute after a failure). With
 * no copy at all, a visit waits on the feed at most `waitMs`, then gets an error.
 */
export function createNewsService(deps: NewsDeps) {
  const { cache, fetcher, feedUrl, log, now = Date.now, waitMs = PAGE_WAIT_MS } = deps;
  const failures = createFailureMemory(cache, log);
  let inFlight: Promise<Stored | undefined> | undefined;

  async function read(): Promise<Stored | undefined> {
    const answer = await failures.attempt(
      'news-feed',
      async () =>
        parseRss(
          await fetcher.text(feedUrl, ['application/rss+xml', 'application/xml', 'text/xml']),
        ),
      FEED_DOWN_SECONDS,
    );
    if (!answer.ok) return undefined;
    const fresh = { items: answer.value, fetchedAt: new Date(now()).toISOString() };
    await cache.set(KEY, fresh, KEEP_SECONDS);
    return fresh;
  }

  /** The running read, or a new one; never rejects, as nobody may be waiting on it. */
  function refresh(): Promise<Stored | undefined> {
    inFlight ??= read()
      .catch((err: unknown) => {
        log.warn({ err, feedUrl }, 'news feed unavailable');
        return undefined;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    async latest(): Promise<News> {
      const stored = await cache.get<Stored>(KEY);
      if (stored && now() - Date.parse(stored.fetchedAt) < NEWS_FRESH_MS) {
        return { ...stored, stale: false };
      }
      const reading = refresh();
      if (stored) return { ...stored, stale: true };
      const fresh = (await waitAtMost(reading, waitMs))?.value;
      if (!fresh) throw new HttpError(503, NEWS_FAILURE);
      return { ...fresh, stale: false };
    },
  };
}
