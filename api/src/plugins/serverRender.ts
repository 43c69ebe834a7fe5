import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the shell's server build (shell/src/server/render.tsx) exports. */
interface RenderModule {
  rendersPath(path: string): boolean;
  renderShell(
    index: string,
    request: {
      url: string;
      lang: 'fr' | 'en';
      transport: { origin: string; fetch: typeof fetch };
      waitMs: number;
    },
  ): Promise<RenderedShell | null>;
}

/** A page rendered in the shell, with the status it says it has (404 for a missing page). */
export interface RenderedShell {
  html: string;
  status: number;
}

function isRenderModule(value: unknown): value is RenderModule {
  const module = value as Partial<RenderModule> | null;
  return typeof module?.rendersPath === 'function' && typeof module.renderShell === 'function';
}

/** Addresses of the page's own queries never leave the process: they go through `inject`. */
const ORIGIN = 'http://rendu-serveur.invalid';
/**
 * Pages rendered at once by one process; past that, the shell goes out as it is and the browser
 * renders the page, so a burst of visitors slows nobody's answers down.
 */
export const MAX_CONCURRENT_RENDERS = 4;
/** Rendered pages kept per process, the oldest dropped first. */
const CACHE_ENTRIES = 500;

/** A fetch answered by the API itself, without a socket: how a page's queries run on the server. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** The language a visitor chose with the flag (its `lang` cookie); French otherwise. */
export function languageOf(cookieHeader: string | undefined): 'fr' | 'en' {
  return /(?:^|;\s*)lang=en(?:;|$)/.test(cookieHeader ?? '') ? 'en' : 'fr';
}

export interface ServerRenderer {
  /** The shell's HTML with the page rendered in it, or null when this page is not rendered here. */
  render(
    index: string,
    url: string,
    cookieHeader: string | undefined,
  ): Promise<RenderedShell | null>;
}

/**
 * Loads the shell's server build. Missing (not built) or broken, the site still works: pages go
 * out as the bare shell and the browser renders them, as it does with SERVER_RENDER=false.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  options: { entry: string; waitMs: number; cacheMs: number },
): Promise<ServerRenderer | undefined> {
  const module: unknown = await import(pathToFileURL(options.entry).href).catch(
    (error: unknown) => {
      app.log.warn({ err: error, entry: options.entry }, 'server rendering unavailable');
      return undefined;
    },
  );
  if (module === undefined) return undefined;
  if (!isRenderModule(module)) {
    app.log.warn({ entry: options.entry }, 'server rendering: not a render module');
    return undefined;
  }
  const transport = { origin: ORIGIN, fetch: injectFetch(app) };
  const cache = new RenderCache(options.cacheMs);
  // Any write this process answered may change a page: what was rendered before it is dropped.
  app.addHook('onResponse', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) cache.clear();
  });
  let running = 0;
  return {
    async render(index, url, cookieHeader) {
      const path = url.split('?')[0] ?? '/';
      if (!module.rendersPath(path)) return null;
      const lang = languageOf(cookieHeader);
      const key = `${lang} ${url}`;
      const kept = cache.get(key, index);
      if (kept) return kept;
      if (running >= MAX_CONCURRENT_RENDERS) return null;
      running += 1;
      try {
        const rendering = module.renderShell(index, {
          url,
          lang,
          transport,
          waitMs: options.waitMs,
        });
        cache.set(key, index, rendering);
        return await rendering;
      } catch (error) {
        cache.delete(key);
        app.log.warn({ err: error, url }, 'server rendering failed; the browser renders this page');
        return null;
      } finally {
        running -= 1;
      }
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Pages rendered in the last `ttlMs`, per language and address, for the shell they were put in.
 * A render under way is shared: visitors opening the same page at once wait for one render.
 */
class RenderCache {
  private readonly entries = new Map<
    string,
    { index: string; at: number; page: Promise<RenderedShell | null> }
  >();

  constructor(private readonly ttlMs: number) {}

  get(key: string, index: string): Promise<RenderedShell | null> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.index !== index || Date.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, index: string, page: Promise<RenderedShell | null>) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { index, at: Date.now(), page });
    if (this.entries.size > CACHE_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
