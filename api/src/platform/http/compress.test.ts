import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/buildTestApp.js';
import { COMPRESS_THRESHOLD, CachedJson, sendCachedJson } from './compress.js';

const SCRIPT = `export const text = ${JSON.stringify('Un conseil utile. '.repeat(400))};\n`;
const BIG_JSON = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Build ${i}` })) };

/** A WEB_ROOT whose shell has one large script. */
async function webRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'poe-compress-'));
  await mkdir(join(root, 'shell/dist/assets'), { recursive: true });
  await writeFile(join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(root, 'shell/dist/assets/index-abc123.js'), SCRIPT);
  return root;
}

describe('response compression', () => {
  const kept = new CachedJson(JSON.stringify(BIG_JSON));
  const cachedSmall = new CachedJson('{"ok":true}');
  let app: App;
  let root: string;
  beforeAll(async () => {
    root = await webRoot();
    app = await buildTestApp({
      env: { WEB_ROOT: root },
      // In a plugin, so the routes are added after the app's own plugins, as real routes are.
      setup: (a) =>
        a.register(async (routes) => {
          routes.get('/test/big-json', async () => BIG_JSON);
          routes.get('/test/small-json', async () => ({ ok: true }));
          routes.get('/test/private-json', async (_request, reply) =>
            reply.header('vary', 'Authorization').send(BIG_JSON),
          );
          routes.get('/test/cached-json', async (request, reply) =>
            sendCachedJson(request, reply.header('vary', 'Authorization'), kept),
          );
          routes.get('/test/cached-small-json', async (request, reply) =>
            sendCachedJson(request, reply, cachedSmall),
          );
        }),
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  const decoders: Record<string, (body: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
  };

  it.each([
    ['br, gzip', 'br', '/assets/index-abc123.js', SCRIPT],
    ['gzip, deflate', 'gzip', '/assets/index-abc123.js', SCRIPT],
    ['gzip, deflate, br', 'br', '/test/big-json', JSON.stringify(BIG_JSON)],
    ['gzip', 'gzip', '/test/big-json', JSON.stringify(BIG_JSON)],
  ])('accept-encoding %s: %s-encodes %s', async (accept, encoding, url, original) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(original.length / 2);
    expect(decoders[encoding]?.(res.rawPayload).toString()).toBe(original);
  });

  it.each([
    ['no accept-encoding', '/assets/index-abc123.js', undefined],
    ['identity only', '/test/big-json', 'identity'],
    [`a body under ${COMPRESS_THRESHOLD} bytes`, '/test/small-json', 'br, gzip'],
  ])('sends %s as it is', async (_case, url, accept) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeGreaterThan(0);
  });

  it('keeps the cache and security headers of a compressed file', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends a JSON answer in one piece, with its length, keeping the route's Vary", async () => {
    const res = await get('/test/private-json', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JSON.stringify(BIG_JSON));
  });

  it('leaves an encoding the client refuses', async () => {
    const res = await get('/test/big-json', 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(JSON.stringify(BIG_JSON));
  });

  it('sends cached JSON in brotli compressed once, else as text for the hook to gzip', async () => {
    const first = await get('/test/cached-json', 'gzip, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toBe('Authorization, Accept-Encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(kept.text);
    // The bytes kept the first time, not compressed again.
    const bytes = kept.br;
    expect(kept.br).toBe(bytes);
    expect(first.rawPayload.equals(bytes)).toBe(true);
    const gzipped = await get('/test/cached-json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(kept.text);
    expect((await get('/test/cached-json')).body).toBe(kept.text);
    const small = await get('/test/cached-small-json', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"ok":true}');
  });
});
