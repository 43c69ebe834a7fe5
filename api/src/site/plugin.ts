import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withPreview } from '../share/meta.js';
import { previewFor } from '../share/previews.js';
import { loadServerRenderer } from '../platform/render/plugin.js';
import { acceptedEncoding } from '../platform/http/compress.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidate every time: the entry files keep their names across deployments.
const REVALIDATE = 'no-cache';

/** Paths the shell's router never owns, so an unknown one there is a real 404. */
const NOT_SHELL = /^\/(api|remotes|images|ascendancy|uploads|health|share|sitemaps)(\/|\?|$)/;
/**
 * Pages whose link gets shared: link-preview clients often ask with `Accept: *\/*` and no
 * `text/html`, and must still get the page's HTML with its preview tags.
 */
const SHARED_PAGE = /^\/(build|guide)\/(custom\/)?\d+(\?|$)/;

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** Vite puts content-hashed files under `assets/`; only those may be cached for good. */
function cacheHeaders(root: string, cors: boolean) {
  return (reply: FastifyReply, path: string) => {
    const hashed = relative(root, path).split(sep).includes('assets');
    reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    // A shell on another origin loads remotes as module scripts, which need CORS.
    if (cors) reply.header('access-control-allow-origin', '*');
  };
}

function wantsShell(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_SHELL.test(request.url) &&
    (accept.includes('text/html') || (accept.includes('*/*') && SHARED_PAGE.test(request.url)))
  );
}

/** How often the shell's `index.html` is looked at on disk for a new deployment. */
export const SHELL_CHECK_MS = 1000;

/**
 * The shell's `index.html`, read again only when the file changes (a new deployment). The file's
 * time is looked at once a second at most, not for every page: a page asked is otherwise a
 * `stat` on the main thread, which showed in its profile under load.
 */
export function shellIndex(shell: string, now: () => number = Date.now) {
  const path = join(shell, 'index.html');
  type Shell = { version: string; html: string };
  let kept: { modified: number; html: string } | undefined;
  let checked: { at: number; shell: Promise<Shell> } | undefined;
  const look = async (): Promise<Shell> => {
    const { mtimeMs } = await stat(path);
    if (kept?.modified !== mtimeMs)
      kept = { modified: mtimeMs, html: await readFile(path, 'utf8') };
    return { version: String(kept.modified), html: kept.html };
  };
  return (): Promise<Shell> => {
    const at = now();
    if (!checked || at - checked.at >= SHELL_CHECK_MS) {
      const shell = look();
      checked = { at, shell };
      // A failed look (the file missing mid-deployment) is not kept: the next page looks again.
      shell.catch(() => {
        if (checked?.shell === shell) checked = undefined;
      });
    }
    return checked.shell;
  };
}

/** Whether the browser's copy (If-None-Match) is the page's. */
function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return header !== undefined && header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Serves the built shell at `/` and each remote under `/remotes/<name>/` on the API's port.
 * Deep links of the single-page shell get its index.html; missing builds leave the API running.
 */
export const webPlugin = fp(
  async (app) => {
    const { web } = app.config;
    const remotes = [
      { prefix: '/remotes/reader/', root: web.readerDist },
      { prefix: '/remotes/author/', root: web.authorDist },
      { prefix: '/remotes/admin/', root: web.adminDist },
    ];
    const missing: string[] = [];
    const common = { cacheControl: false, dotfiles: 'ignore', wildcard: true } as const;

    for (const { prefix, root } of remotes) {
      if (!(await isDirectory(root))) {
        missing.push(root);
        continue;
      }
      await app.register(fastifyStatic, {
        ...common,
        root,
        prefix,
        decorateReply: false,
        setHeaders: cacheHeaders(root, true),
      });
    }

    const shell = web.shellDist;
    if (await isDirectory(shell)) {
      // One route per file of the build, found at start: a page's address then goes straight to
      // the page handler below, where a catch-all route looked for a file of that name on disk
      // (a directory listing and a stat per page). A deployment restarts the process.
      await app.register(fastifyStatic, {
        ...common,
        wildcard: false,
        root: shell,
        setHeaders: cacheHeaders(shell, false),
      });
      const index = shellIndex(shell);
      const { serverRender } = app.config;
      const renderer = serverRender.enabled
        ? await loadServerRenderer(app, serverRender)
        : undefined;
      if (renderer) {
        // The first render of a worker loads and compiles the rendering code: done at start in
        // every worker (one page each, at once), not at the first visitors' expense.
        app.addHook('onListen', async () => {
          for (let worker = 0; worker < serverRender.workers; worker++) {
            void app
              .inject({ url: `/?warm=${worker}`, headers: { accept: 'text/html' } })
              .catch(() => undefined);
          }
        });
      }
      // Root-level preHandlers also run for the not-found handler, which is where unknown paths
      // (including those the static route could not find) end up. Each page gets its own title,
      // description and share card in the HTML, for the clients that run no JavaScript.
      app.addHook('preHandler', async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        // `/` is the static index file: it too gets its preview tags here.
        if (!(request.is404 || path === '/') || !wantsShell(request)) return;
        const built = await index();
        const shellHtml = async () => {
          const preview = await previewFor(app.anonymous, app.config.publicUrl, path);
          return withPreview(built.html, preview);
        };
        // Reading pages arrive rendered (in the visitor's language, hence Vary), from the cache
        // when the data they show has not changed since; a HEAD gets the headers only, so
        // nothing is rendered for it.
        const page =
          renderer && request.method === 'GET' && renderer.rendersPath(path)
            ? await renderer.render({
                url: request.url,
                cookieHeader: request.headers.cookie,
                version: built.version,
                shell: shellHtml,
              })
            : null;
        if (!page) {
          app.metrics.page('bare');
          return reply
            .code(200)
            .header('cache-control', REVALIDATE)
            .type('text/html; charset=utf-8')
            .send(await shellHtml());
        }
        // The rendered page tells a missing one (an unknown address, a build that is not there).
        reply
          .code(page.status)
          .header('cache-control', REVALIDATE)
          .header('vary', 'Cookie, Accept-Encoding')
          .header('etag', page.etag)
          .type('text/html; charset=utf-8');
        if (page.status === 200 && fresh(request, page.etag)) return reply.code(304).send();
        // Kept in brotli, which every current browser asks for; the compression hook gzips the
        // HTML for a client that asks for gzip alone, or sends it as it is.
        if (acceptedEncoding(request) !== 'br') return reply.send(page.html);
        return reply.header('content-encoding', 'br').send(page.br);
      });
    } else {
      missing.push(shell);
    }

    if (missing.length > 0) {
      app.log.warn({ missing }, 'frontend builds not found (run the build); serving what exists');
    }
  },
  { name: 'web', dependencies: ['config', 'errors', 'db', 'changes', 'anonymousItems', 'metrics'] },
);
