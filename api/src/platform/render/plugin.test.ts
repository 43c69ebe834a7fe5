import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/buildTestApp.js';
import { sample } from '../../../test/prometheus.js';
import { addUser, buildBody, type TestUser } from '../../../test/contentUsers.js';
import { fillPublicAnswers } from '../../builds/publicAnswer.js';
import { languageOf, tagsOfReads } from './plugin.js';

const SHELL_HTML =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

// A render module with the shell's contract, run in the render workers. It asks the API through
// the transport it is given (answered by the main thread in-process) what a real page would: the
// site, and a build or the list. Each render signs the page with its thread and number, so the
// tests see whether a page was rendered again. `/casse` fails, `/bloque` never ends.
const RENDER_MODULE = `
import { threadId } from 'node:worker_threads';
let renders = 0;
export function rendersPath(path) { return !path.startsWith('/admin'); }
export async function renderShell(index, request) {
  if (request.url.startsWith('/casse')) throw new Error('rendering failed');
  if (request.url.startsWith('/bloque')) for (;;) {}
  const ask = (path) => request.transport.fetch(new URL(path, request.transport.origin));
  const site = await ask('/api/site').then((answer) => answer.json());
  const build = /^\\/build\\/custom\\/(\\d+)/.exec(request.url);
  if (build) await ask('/api/builds/' + build[1]);
  else if (request.url.startsWith('/build')) await ask('/api/builds');
  renders += 1;
  const page = '<p>rendu ' + request.lang + ' ' + request.url + ' ' + site.streamer.login + ' ' +
    request.waitMs + '</p><i>' + threadId + '-' + renders + '</i>' + 'x'.repeat(2000);
  const html = index.replace('<div id="root"></div>', '<div id="root">' + page + '</div>');
  return { html, status: request.url.startsWith('/introuvable') ? 404 : 200 };
}
`;

async function webRoot(withRenderer: boolean): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'poe-render-'));
  const files: Record<string, string> = { 'shell/dist/index.html': SHELL_HTML };
  if (withRenderer) {
    files['shell/dist-server/render.js'] = RENDER_MODULE;
    files['shell/package.json'] = '{ "type": "module" }';
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

/** The render that made a page: its worker thread and its number there. */
const renderOf = (body: string) => /<i>(\d+-\d+)<\/i>/.exec(body)?.[1];

describe('reading pages rendered on the server, in worker threads', () => {
  let app: App;
  let root: string;
  // The app and its render workers (each loading tsx's loader) start on a busy machine.
  beforeAll(async () => {
    root = await webRoot(true);
    app = await buildTestApp({
      env: {
        WEB_ROOT: root,
        SERVER_RENDER_WAIT_MS: '250',
        SERVER_RENDER_WORKERS: '2',
        SERVER_RENDER_TIMEOUT_MS: '1000',
        // Pages queue for a worker rather than go out bare when the machine is slow (a stuck
        // render spins a core until its worker is replaced); shedding is tested in pool.test.ts.
        SERVER_RENDER_QUEUE_MS: '10000',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...html, ...headers } });

  it('puts the rendered page in the shell, its queries answered by the API in-process', async () => {
    const res = await get('/build/custom/3?tab=2');
    expect(res.statusCode).toBe(200);
    const { streamer } = (await app.inject({ url: '/api/site' }).then((r) => r.json())) as {
      streamer: { login: string };
    };
    expect(res.body).toContain(
      `<div id="root"><p>rendu fr /build/custom/3?tab=2 ${streamer.login} 250</p><i>`,
    );
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('counts in /metrics a page rendered, the same served from the cache, and one sent bare', async () => {
    const pages = async () => {
      const text = (await app.inject({ url: '/metrics' })).body;
      return Object.fromEntries(
        ['rendered', 'cached', 'bare'].map((outcome) => [
          outcome,
          sample(text, 'pages_served_total', { outcome }) ?? 0,
        ]),
      );
    };
    const before = await pages();
    expect(renderOf((await get('/guide/compte-des-pages')).body)).toBeDefined();
    expect(renderOf((await get('/guide/compte-des-pages')).body)).toBeDefined();
    // Not a path the server renders: the bare shell.
    expect(renderOf((await get('/admin/compte')).body)).toBeUndefined();
    const after = await pages();
    expect({
      rendered: (after.rendered ?? 0) - (before.rendered ?? 0),
      cached: (after.cached ?? 0) - (before.cached ?? 0),
      bare: (after.bare ?? 0) - (before.bare ?? 0),
    }).toEqual({ rendered: 1, cached: 1, bare: 1 });
    expect(
      sample((await app.inject({ url: '/metrics' })).body, 'render_queue_length'),
    ).toBeGreaterThanOrEqual(0);
  });

  it('answers with the status the rendered page gives (404 for a page that is not there)', async () => {
    const res = await get('/introuvable');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p>rendu fr /introuvable');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('renders in the language of the `lang` cookie', async () => {
    const res = await get('/', { cookie: 'autre=1; lang=en' });
    expect(res.body).toContain('<p>rendu en / ');
  });

  it('sends the page compressed as asked, from bytes compressed once, with an ETag', async () => {
    const plain = await get('/guide');
    const br = await get('/guide', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/guide', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.headers['etag']).toBe(plain.headers['etag']);

    const again = await get('/guide', { 'if-none-match': String(plain.headers['etag']) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('leaves the shell bare for a HEAD, a path it does not render and a failed render', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/', headers: html });
    expect(head.statusCode).toBe(200);
    for (const url of ['/admin/users', '/casse']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['vary'] ?? '').not.toMatch(/Cookie/);
    }
  });

  it('sends the bare shell for a stuck render, and renders again on a new worker', async () => {
    const stuck = await get('/bloque');
    expect(stuck.statusCode).toBe(200);
    expect(stuck.body).toContain('<div id="root"></div>');
    const pages = await Promise.all(['/twitch?a', '/twitch?b', '/twitch?c'].map((url) => get(url)));
    for (const page of pages) expect(page.body).toContain('<p>rendu fr /twitch?');
  });
});

describe('rendered pages cached until what they show changes', () => {
  let app: App;
  let root: string;
  let author: TestUser;
  let builds: number[];
  beforeAll(async () => {
    root = await webRoot(true);
    app = await buildTestApp({ env: { WEB_ROOT: root, SERVER_RENDER_WORKERS: '1' } });
    author = await addUser(app, 'ecrivaine', 'createur');
    builds = [];
    for (const title of ['Premier build', 'Second build']) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: author.headers,
        payload: buildBody({ title }),
      });
      expect(created.statusCode).toBe(201);
      builds.push((created.json() as { id: number }).id);
    }
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const render = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers: { ...html, ...headers } });
    return renderOf(res.body);
  };

  it('serves a page again without rendering it, per address and language', async () => {
    const first = await render('/guide');
    expect(first).toBeDefined();
    expect(await render('/guide')).toBe(first);
    expect(await render('/guide', { cookie: 'lang=en' })).not.toBe(first);
    expect(await render('/guide?page=2')).not.toBe(first);
  });

  it('renders one page once for visitors asking at the same moment', async () => {
    const pages = await Promise.all([1, 2, 3].map(() => render('/build?ensemble')));
    expect(new Set(pages).size).toBe(1);
  });

  it("a write to one build drops that build's page and the lists, not another build's", async () => {
    const [one, two] = builds.map((id) => `/build/custom/${id}`) as [string, string];
    const before = { one: await render(one), two: await render(two), list: await render('/build') };

    const refused = await app.inject({
      method: 'PUT',
      url: `/api/builds/${builds[1]}`,
      payload: {},
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await render(two)).toBe(before.two);

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/builds/${builds[1]}`,
      headers: author.headers,
      payload: buildBody({ title: 'Second build, revu' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(await render(one)).toBe(before.one);
    expect(await render(two)).not.toBe(before.two);
    expect(await render('/build')).not.toBe(before.list);
  });

  it('reads a build once for a page rendered afresh: its preview tags, body and cost share it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: author.headers,
      payload: buildBody({ title: 'Build lu une fois' }),
    });
    const id = (created.json() as { id: number }).id;
    await app.db.query('update builds set is_public = true where id = $1', [id]);
    // Its answer kept in its row, as a server writes it at start for every public build.
    await fillPublicAnswers(app.db);
    const statements = vi.spyOn(app.db, 'query');
    try {
      const res = await app.inject({ method: 'GET', url: `/build/custom/${id}`, headers: html });
      expect(res.body).toContain('<title>Build lu une fois');
      expect(renderOf(res.body)).toBeDefined();
      // The page's cost panel prices the same answer.
      const cost = await app.inject({ method: 'GET', url: `/api/builds/${id}/cost` });
      expect(cost.statusCode).toBe(200);
      const readsOfTheBuild = statements.mock.calls.filter(
        ([text, params]) => /\bfrom builds\b/.test(text) && params?.includes(id),
      );
      expect(readsOfTheBuild).toHaveLength(1);
    } finally {
      statements.mockRestore();
    }
  });

  it('drops exactly the pages whose tags a published change names, from any process', async () => {
    const one = `/build/custom/${builds[0]}`;
    const before = { one: await render(one), guide: await render('/guide') };
    await app.changes.publish([...tagsOfReads([`/api/builds/${builds[0]}`])]);
    expect(await render(one)).not.toBe(before.one);
    expect(await render('/guide')).toBe(before.guide);
  });
});

describe('server rendering turned off or missing', () => {
  it.each([
    ['SERVER_RENDER=false', true, { SERVER_RENDER: 'false' }],
    ['no server build', false, {}],
  ])('%s: the shell goes out bare', async (_name, withRenderer, env) => {
    const root = await webRoot(withRenderer);
    const app = await buildTestApp({ env: { WEB_ROOT: root, ...env } });
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<body><div id="root"></div></body>');
      expect(res.body).not.toContain('rendu');
    } finally {
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('languageOf', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['lang=en', 'en'],
    ['a=1; lang=en; b=2', 'en'],
    ['lang=english', 'fr'],
    ['xlang=en', 'fr'],
    ['lang=fr', 'fr'],
  ])('%s → %s', (cookie, lang) => {
    expect(languageOf(cookie)).toBe(lang);
  });
});
