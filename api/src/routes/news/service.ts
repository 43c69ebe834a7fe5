import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../../cache/cache.js';
import { HttpError } from '../../http/httpError.js';
import type { Fetcher } from '../../upstreams/http.js';
import { parseRss, type NewsItem } from '../../upstreams/news/parse.js';

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
  /** True when the feed could not be read and an older copy is served. */
  stale: boolean;
}

export interface NewsDeps {
  cache: Cache;
  fetcher: Fetcher;
  feedUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The game's news: from the shared cache while fresh, else from the feed (one request at a time
 * per process), else the last copy marked stale; an error only when nothing was ever fetched.
 */
export function createNewsService({ cache, fetcher, feedUrl, log, now = Date.now }: NewsDeps) {
  let inFlight: Promise<News> | undefined;

  async function refresh(stored: Stored | undefined): Promise<News> {
    try {
      const xml = await fetcher.text(feedUrl, [
        'application/rss+xml',
        'application/xml',
        'text/xml',
      ]);
      const fresh = { items: parseRss(xml), fetchedAt: new Date(now()).toISOString() };
      await cache.set(KEY, fresh, KEEP_SECONDS);
      return { ...fresh, stale: false };
    } catch (err) {
      log.warn({ err, feedUrl }, 'news feed unavailable');
      if (stored) return { ...stored, stale: true };
      throw new HttpError(503, NEWS_FAILURE);
    }
  }

  return {
    async latest(): Promise<News> {
      const stored = await cache.get<Stored>(KEY);
      if (stored && now() - Date.parse(stored.fetchedAt) < NEWS_FRESH_MS) {
        return { ...stored, stale: false };
      }
      inFlight ??= refresh(stored).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
