import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import { readTags } from '../changes/tags.js';
import { PageCache, type CachedPage } from './pageCache.js';
import { RenderPool, type PoolPage } from './pool.js';
import type { ApiAnswer, ApiRequest } from './protocol.js';

/** The part of the shell's server build the API's own thread loads: which paths it renders. */
interface PathsModule {
  rendersPath(path: string): boolean;
}

function isPathsModule(value: unknown): value is PathsModule {
  return typeof (value as Partial<PathsModule> | null)?.rendersPath === 'function';
}

/** Pages one worker renders at once: most of a render is waiting for the page's answers. */
export const RENDERS_PER_WORKER = 2;
/** Pages waiting for a worker, per worker, before visitors get the bare shell at once. */
const QUEUE_PER_WORKER = 8;

/**
 * Answers whose data has a freshness of its own, fed by a third party (the news feed, live
 * streams, prices): a page made from one is rendered again after `freshMs`, bus or no bus.
 */
const UPSTREAM_READ = /^\/api\/(news|twitch|game\/currencies|builds\/\d+\/cost)(\/|\?|$)/;

/** The language a visitor chose with the flag (its `lang` cookie); French otherwise. */
export function languageOf(cookieHeader: string | undefined): 'fr' | 'en' {
  return /(?:^|;\s*)lang=en(?:;|$)/.test(cookieHeader ?? '') ? 'en' : 'fr';
}

/** A page's API request answered by the API itself, without a socket. */
export function injectAnswer(app: FastifyInstance) {
  return async (request: ApiRequest): Promise<ApiAnswer> => {
    const answer = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: Buffer.from(request.body) }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: answer.statusCode, headers, body: answer.rawPayload };
  };
}

/** The tags of everything a render read: the page is dropped when any of them changes. */
export function tagsOfReads(reads: readonly string[]): Set<string> {
  const tags = new Set<string>();
  for (const url of reads) for (const tag of readTags('GET', url)) tags.add(tag);
  return tags;
}

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  cookieHeader: string | undefined;
  /** The shell's `index.html` version (its file's time): a new deployment renders afresh. */
  version: string;
  /** The shell to render the page in (with the page's preview tags); asked for on a miss only. */
  shell: () => Promise<string>;
}

export interface ServerRenderer {
  /** Whether the server renders this path at all. */
  rendersPath(path: string): boolean;
  /**
   * The page, from the cache or rendered in a worker, in every encoding; null when the browser
   * renders it (a sign-in return, all workers busy, a failed or stuck render).
   */
  render(request: PageRequest): Promise<CachedPage | null>;
}

/** The configuration's `serverRender` section, once rendering is on. */
export type RendererOptions = Omit<Config['serverRender'], 'enabled'>;

/**
 * Loads the shell's server build: its `paths.js` (or, without one, the build itself) in this
 * thread to know which paths it renders, the build in a pool of worker threads to render them.
 * Missing (not built) or broken, the site still works: pages go out as the bare shell and the
 * browser renders them, as it does with SERVER_RENDER=false.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  options: RendererOptions,
): Promise<ServerRenderer | undefined> {
  if (!existsSync(options.entry)) {
    app.log.warn({ entry: options.entry }, 'server rendering unavailable: not built');
    return undefined;
  }
  const pathsEntry = join(dirname(options.entry), 'paths.js');
  const paths: unknown = await import(
    pathToFileURL(existsSync(pathsEntry) ? pathsEntry : options.entry).href
  ).catch((error: unknown) => {
    app.log.warn({ err: error, entry: options.entry }, 'server rendering unavailable');
    return undefined;
  });
  if (!isPathsModule(paths)) {
    app.log.warn({ entry: options.entry }, 'server rendering: not a render module');
    return undefined;
  }

  const pool = new RenderPool({
    entry: options.entry,
    size: options.workers,
    perWorker: RENDERS_PER_WORKER,
    queue: options.workers * QUEUE_PER_WORKER,
    queueMs: options.queueMs,
    timeoutMs: options.waitMs + options.timeoutMs,
    answer: injectAnswer(app),
    log: app.log,
  });
  const cache = new PageCache({
    maxEntries: options.cacheEntries,
    maxBytes: options.cacheBytes,
  });
  app.metrics.track({ renderQueue: () => pool.queued });
  // A change published by any process (this one included) drops the pages that showed its data.
  const unsubscribe = app.changes.subscribe((change) => cache.drop(change));
  app.addHook('onClose', async () => {
    unsubscribe();
    await pool.close();
  });

  const kept = (page: PoolPage) => ({
    page: {
      status: page.status,
      html: page.html,
      br: page.br,
      etag: `W/"${page.hash}"`,
    },
    tags: tagsOfReads(page.reads),
    // Only a whole page is kept until its data changes: a missing page (a build not created yet
    // publishes no tag of its own) or one short of an answer is rendered again after `freshMs`.
    ...(page.status !== 200 || !page.complete || page.reads.some((url) => UPSTREAM_READ.test(url))
      ? { maxAgeMs: options.freshMs }
      : {}),
  });

  return {
    rendersPath: (path) => paths.rendersPath(path),
    async render({ url, cookieHeader, version, shell }) {
      const { searchParams } = new URL(url, 'http://page.invalid');
      // A sign-in return carries its token: the browser takes it in hand, nothing is kept.
      if (searchParams.has('auth') || searchParams.has('token')) return null;
      const lang = languageOf(cookieHeader);
      const key = `${lang} ${url}`;
      // Counted here when a page comes out; one that does not goes bare, counted by the caller.
      const found = cache.get(key, version);
      if (found !== undefined) {
        const page = await found;
        if (page) app.metrics.page('cached');
        return page;
      }
      const rendering = shell().then((index) =>
        pool.render({ index, url, lang, waitMs: options.waitMs }),
      );
      const page = await cache.remember(
        key,
        version,
        rendering.then((made) => made && kept(made)),
      );
      if (page) app.metrics.page('rendered');
      return page;
    },
  };
}
