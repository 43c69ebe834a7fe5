import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_HTML = '<!doctype html><title>shell</title>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A WEB_ROOT holding the shell and the reader remote, but no author or admin build. */
async function standInWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'poe-web-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': SHELL_HTML,
    'shell/dist/assets/index-abc123.js': 'console.log("shell")',
    'mf-reader/dist/remoteEntry.js': 'export const get = 1',
    'mf-reader/dist/assets/App-def456.js': 'export default 1',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

describe('static frontends and SPA fallback', () => {
  let app: App;
  let root: string;
  beforeAll(async () => {
    root = await standInWebRoot();
    app = await buildTestApp({ env: { WEB_ROOT: root } });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves the shell index at / uncached, with the security headers', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL_HTML);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers).toMatchObject({
      'cache-control': 'no-cache',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('caches hashed shell assets for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves a remote entry with CORS and revalidation', async () => {
    const res = await get('/remotes/reader/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const get = 1');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a remote hashed chunk with CORS, cached for a year', async () => {
    const res = await get('/remotes/reader/assets/App-def456.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a deep link asked for as HTML with the shell index', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/build/custom/3?tab=gems', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      if (method === 'GET') expect(res.body).toBe(SHELL_HTML);
    }
  });

  it.each([
    ['a deep link not asked for as HTML', 'GET', '/build/custom/3', {}],
    ['a missing asset', 'GET', '/assets/gone-000.js', {}],
    ['an unknown API path, even as HTML', 'GET', '/api/nope/3', html],
    ['an unknown remote file, even as HTML', 'GET', '/remotes/reader/nope.js', html],
    ['a remote whose build is missing', 'GET', '/remotes/author/remoteEntry.js', html],
    ['an image path', 'GET', '/images/nope.png', html],
    ['a POST to a deep link', 'POST', '/build/custom/3', html],
  ] as const)('answers %s with the JSON 404', async (_name, method, url, headers) => {
    const res = await app.inject({ method, url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ressource introuvable' });
  });

  it('does not let a path escape the dist folder', async () => {
    const res = await get('/remotes/reader/..%2f..%2fshell/dist/index.html');
    expect(res.statusCode).toBe(404);
  });
});

describe('without any frontend build', () => {
  it('still starts, warns once, serves the API and answers / with the JSON 404', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'poe-empty-'));
    const warnings: string[] = [];
    const app = await buildTestApp({
      env: { WEB_ROOT: empty },
      config: { logLevel: 'warn' },
      logStream: { write: (line) => warnings.push(line) },
    });
    try {
      const missing = warnings.map((line) => JSON.parse(line)).filter((l) => l.missing);
      expect(missing).toHaveLength(1);
      expect(missing[0].missing).toHaveLength(4);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Ressource introuvable' });
    } finally {
      await app.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
