import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody } from '../../test/contentUsers.js';
import { injectFetch, languageOf, MAX_CONCURRENT_RENDERS } from './serverRender.js';

const SHELL_HTML =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

// A render module with the shell's contract: it asks the API through the transport it is given,
// so the test sees the page's queries really answered in-process. `/lent` waits to be released.
const RENDER_MODULE = `
let release;
let renders = 0;
globalThis.releaseSlowRenders = () => release?.();
const slow = new Promise((resolve) => { release = resolve; });
export function rendersPath(path) { return !path.startsWith('/admin'); }
export async function renderShell(index, request) {
  if (request.url.startsWith('/casse')) throw new Error('rendering failed');
  if (request.url.startsWith('/lent')) await slow;
  const site = await request.transport.fetch(new URL('/api/site', request.transport.origin));
  const body = await site.json();
  renders += 1;
  const page = '<p>rendu ' + request.lang + ' ' + request.url + ' ' + body.streamer.login + ' ' + request.waitMs + '</p><i>' + renders + '</i>';
  const html = index.replace('<div id="root"></div>', '<div id="root">' + page + '</div>');
  return { html, status: request.url.startsWith('/introuvable') ? 404 : 200 };
}
`;

async function webRoot(withRenderer: boolean): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'poe-render-'));
  const files: Record<string, string> = { 'shell/dist/index.html': SHELL_HTML };
  if (withRenderer) files['shell/dist-server/render.js'] = RENDER_MODULE;
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

describe('reading pages rendered on the server', () => {
  let app: App;
  let root: string;
  beforeAll(async () => {
    root = await webRoot(true);
    app = await buildTestApp({ env: { WEB_ROOT: root, SERVER_RENDER_WAIT_MS: '250' } });
  });
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

  it(`renders at most ${MAX_CONCURRENT_RENDERS} pages at once; the others go out bare at once`, async () => {
    const pending = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, i) => get(`/lent?n=${i}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = await get('/lent?n=extra');
    expect(extra.body).toContain('<div id="root"></div>');
    (globalThis as { releaseSlowRenders?: () => void }).releaseSlowRenders?.();
    const rendered = await Promise.all(pending);
    for (const res of rendered) expect(res.body).toContain('<p>rendu fr /lent');
  });
});

describe('rendered pages kept for a moment', () => {
  let app: App;
  let root: string;
  beforeAll(async () => {
    root = await webRoot(true);
    app = await buildTestApp({ env: { WEB_ROOT: root, SERVER_RENDER_CACHE_MS: '60000' } });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const renderCount = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers: { ...html, ...headers } });
    return /<i>(\d+)<\/i>/.exec(res.body)?.[1];
  };

  it('serves a page again without rendering it, per address and language', async () => {
    const first = await renderCount('/guide');
    expect(await renderCount('/guide')).toBe(first);
    expect(await renderCount('/guide', { cookie: 'lang=en' })).not.toBe(first);
    expect(await renderCount('/guide?page=2')).not.toBe(first);
  });

  it('renders one page once for visitors asking at the same moment', async () => {
    const counts = await Promise.all([1, 2, 3].map(() => renderCount('/build')));
    expect(new Set(counts).size).toBe(1);
  });

  it('renders again after a write the API accepted, not after a refused one', async () => {
    const first = await renderCount('/twitch');
    const refused = await app.inject({ method: 'POST', url: '/api/builds', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(await renderCount('/twitch')).toBe(first);

    const author = await addUser(app, 'ecrivaine', 'createur');
    const created = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: author.headers,
      payload: buildBody(),
    });
    expect(created.statusCode).toBe(201);
    expect(await renderCount('/twitch')).not.toBe(first);
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

describe('injectFetch', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers like the API over HTTP: status, headers and body, a request body included', async () => {
    const fetchInProcess = injectFetch(app);
    const site = await fetchInProcess('http://rendu.invalid/api/site');
    expect(site.status).toBe(200);
    expect(site.headers.get('content-type')).toMatch(/application\/json/);
    expect(await site.json()).toHaveProperty('streamer');

    const post = await fetchInProcess('http://rendu.invalid/api/builds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(post.status).toBe(401);
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
