import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderPool } from './pool.js';
import type { ApiRequest } from './protocol.js';

// A render module with the shell's contract. It asks the main thread for `/api/site` through its
// transport; `/casse` fails, `/bloque` never ends (a stuck worker), `/plante` ends its thread,
// `/lent` takes longer than the pool allows but leaves its thread free, `/pause` takes 400 ms.
const RENDER_MODULE = `
import { threadId } from 'node:worker_threads';
export async function renderShell(index, request) {
  if (request.url === '/casse') throw new Error('rendering failed');
  if (request.url === '/bloque') for (;;) {}
  if (request.url === '/plante') process.exit(1);
  if (request.url === '/lent') await new Promise((resolve) => setTimeout(resolve, 2_000));
  if (request.url === '/pause') await new Promise((resolve) => setTimeout(resolve, 400));
  const site = await request.transport.fetch(new URL('/api/site?x=1', request.transport.origin));
  const body = await site.json();
  const html = index.replace('<main></main>', '<main>' + body.name + ' ' + request.url + '</main>');
  return { html: html + '<!-- thread ' + threadId + ' -->', status: 200, complete: request.url !== '/partiel' };
}
`;

describe('RenderPool', () => {
  let dir: string;
  let pool: RenderPool;
  const asked: ApiRequest[] = [];
  const warnings: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'poe-pool-'));
    await writeFile(join(dir, 'render.js'), RENDER_MODULE);
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }');
    pool = new RenderPool({
      entry: join(dir, 'render.js'),
      size: 2,
      perWorker: 2,
      queue: 4,
      queueMs: 10_000,
      timeoutMs: 1_500,
      answer: async (request) => {
        asked.push(request);
        return {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify({ name: 'Exile' })),
        };
      },
      log: { warn: (_details, message) => warnings.push(message), error: () => undefined },
    });
    // Starting a worker (loading the module) is not what these tests time.
    await until(() => pool.readyWorkers === 2);
  });
  afterAll(async () => {
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  });

  const render = (url: string) =>
    pool.render({ index: '<main></main>', url, lang: 'fr', waitMs: 100 });
  const threadOf = (html: Buffer | undefined) => /thread (\d+)/.exec(html?.toString() ?? '')?.[1];

  it('renders in a worker, the page asking the main thread for its answers', async () => {
    const page = await render('/build/1');
    expect(page?.html.toString()).toContain('<main>Exile /build/1</main>');
    expect(page?.reads).toEqual(['/api/site?x=1']);
    expect(asked.at(-1)).toMatchObject({ method: 'GET', url: '/api/site?x=1' });
    expect(page?.complete).toBe(true);
    expect((await render('/partiel'))?.complete).toBe(false);
  });

  it('sends the page compressed in brotli, with a hash of its HTML', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const page = await render('/guide');
    expect(page).not.toBeNull();
    if (!page) return;
    expect(brotliDecompressSync(page.br).equals(page.html)).toBe(true);
    expect((await render('/guide'))?.hash).toBe(page.hash);
    expect((await render('/twitch'))?.hash).not.toBe(page.hash);
  });

  it('gives null for a failed render and keeps the worker', async () => {
    const before = threadOf((await render('/a'))?.html);
    expect(await render('/casse')).toBeNull();
    const threads = new Set([before]);
    for (const url of ['/b', '/c', '/d', '/e']) threads.add(threadOf((await render(url))?.html));
    expect(threads.size).toBeLessThanOrEqual(2);
  });

  it('gives null for a stuck render, then renders on a new worker', async () => {
    const seen = new Set<string | undefined>();
    for (const url of ['/a', '/b', '/c', '/d']) seen.add(threadOf((await render(url))?.html));
    expect(await render('/bloque')).toBeNull();
    await until(() => warnings.some((message) => message.includes('stuck')));
    await until(() => pool.readyWorkers === 2);
    const after = await Promise.all(['/e', '/f', '/g', '/h'].map(render));
    for (const page of after) expect(page?.html.toString()).toContain('<main>Exile');
    expect(after.some((page) => !seen.has(threadOf(page?.html)))).toBe(true);
  });

  it('gives null for a slow render but keeps its worker, which still answers', async () => {
    warnings.length = 0;
    const threads = new Set<string | undefined>();
    for (const url of ['/a', '/b', '/c', '/d']) threads.add(threadOf((await render(url))?.html));
    expect(await render('/lent')).toBeNull();
    expect(warnings.some((message) => message.includes('too slow'))).toBe(true);
    // Past the ping's own wait: the worker answered it, so it was not replaced.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(warnings.some((message) => message.includes('stuck'))).toBe(false);
    for (const url of ['/e', '/f', '/g', '/h']) {
      expect(threads).toContain(threadOf((await render(url))?.html));
    }
  });

  it('gives null when a worker dies, and replaces it', async () => {
    expect(await render('/plante')).toBeNull();
    await until(() => pool.readyWorkers === 2);
    expect((await render('/i'))?.html.toString()).toContain('<main>Exile /i</main>');
  });

  /** A pool of one worker rendering one page at a time, from `entry`, for the queue's tests. */
  const onePagePool = (entry: string, queueMs: number) => {
    const onePage = new RenderPool({
      entry: join(dir, entry),
      size: 1,
      perWorker: 1,
      queue: 4,
      queueMs,
      timeoutMs: 1_500,
      answer: async () => ({ status: 200, headers: {}, body: Buffer.from('{"name":"Exile"}') }),
      log: { warn: () => undefined, error: () => undefined },
    });
    const page = (url: string) =>
      onePage.render({ index: '<main></main>', url, lang: 'fr', waitMs: 1_000 });
    return { pool: onePage, page };
  };

  it('gives the bare shell to a page that waited too long for a worker, not to the others', async () => {
    const saturated = onePagePool('render.js', 150);
    try {
      await until(() => saturated.pool.readyWorkers === 1);
      const settled: string[] = [];
      const slow = saturated.page('/pause').finally(() => settled.push('/pause'));
      const waiting = saturated.page('/apres').finally(() => settled.push('/apres'));
      // Given up on after its 150 ms in the queue, while the first page still renders: it is
      // answered first, not once the worker is free.
      expect(await waiting).toBeNull();
      expect(settled).toEqual(['/apres']);
      expect((await slow)?.html.toString()).toContain('/pause');
      expect(settled).toEqual(['/apres', '/pause']);
      // A page whose worker frees in time is rendered.
      const [quick, next] = [saturated.page('/a'), saturated.page('/b')];
      expect((await quick)?.html.toString()).toContain('/a');
      expect((await next)?.html.toString()).toContain('/b');
    } finally {
      await saturated.pool.close();
    }
  });

  it('lets the first pages wait for workers still starting, however long the queue limit', async () => {
    // Loading this module takes 300 ms, far past the 20 ms a page may wait for a busy worker.
    await writeFile(
      join(dir, 'lent-a-charger.js'),
      `await new Promise((resolve) => setTimeout(resolve, 300));\n${RENDER_MODULE}`,
    );
    const starting = onePagePool('lent-a-charger.js', 20);
    try {
      const [first, second] = [starting.page('/a'), starting.page('/b')];
      expect((await first)?.html.toString()).toContain('/a');
      expect((await second)?.html.toString()).toContain('/b');
    } finally {
      await starting.pool.close();
    }
  });

  it('refuses pages beyond its workers and queue at once, and renders the rest', async () => {
    // 2 workers × 2 pages + 4 waiting: the ninth and tenth get the bare shell.
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => render(`/n${i}`)));
    expect(pages.filter((page) => page === null)).toHaveLength(2);
  });
});

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
