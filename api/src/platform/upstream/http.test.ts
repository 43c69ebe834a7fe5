import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, UpstreamError, type Fetcher } from './http.js';

type Handler = (res: ServerResponse, port: number) => void;

const held: ServerResponse[] = [];

const routes: Record<string, Handler> = {
  '/json': (res) => res.setHeader('content-type', 'application/json').end('{"ok":true}'),
  '/garbage': (res) => res.setHeader('content-type', 'application/json').end('<html>'),
  '/html': (res) => res.setHeader('content-type', 'text/html').end('<p>hi</p>'),
  '/png': (res) => res.setHeader('content-type', 'image/png').end(Buffer.from([137, 80, 78, 71])),
  '/fail': (res) => res.writeHead(503).end(),
  // Never answered until the test lets it: only the fetcher's own time-out can end the wait.
  '/slow': (res) => held.push(res),
  '/declared-big': (res) => res.setHeader('content-type', 'text/plain').end('x'.repeat(5000)),
  '/streamed-big': (res) => {
    res.setHeader('content-type', 'text/plain');
    for (let i = 0; i < 10; i++) res.write('y'.repeat(1000));
    res.end();
  },
  '/same-host': (res) => res.writeHead(302, { location: '/json' }).end(),
  '/other-host': (res, port) =>
    res.writeHead(302, { location: `http://localhost:${port}/json` }).end(),
  '/loop': (res) => res.writeHead(302, { location: '/loop' }).end(),
};

describe('the upstream fetcher', () => {
  let server: Server;
  let base: string;
  let port: number;
  let hits: string[];
  let fetcher: Fetcher;

  beforeAll(async () => {
    hits = [];
    server = createServer((req, res) => {
      hits.push(`${req.headers.host ?? ''}${req.url ?? ''}`);
      const route = routes[req.url ?? ''];
      if (route) route(res, port);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    fetcher = createFetcher({ allowedHosts: ['127.0.0.1'], timeoutMs: 500, maxBytes: 4096 });
  });
  afterAll(() => {
    held.splice(0).forEach((res) => res.end());
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no failure',
      (err: unknown) => (err instanceof UpstreamError ? err.reason : String(err)),
    );

  it('reads JSON from an allowed host', async () => {
    expect(await fetcher.json(`${base}/json`)).toEqual({ ok: true });
  });

  it('refuses a host outside the list without connecting to it', async () => {
    hits.length = 0;
    // Same machine, same port, but named differently: the list is what decides.
    expect(await failure(fetcher.json(`http://localhost:${port}/json`))).toBe('host');
    expect(await failure(fetcher.json('http://169.254.169.254/latest/meta-data'))).toBe('host');
    expect(await failure(fetcher.json('file:///etc/passwd'))).toBe('host');
    expect(await failure(fetcher.json(`http://user:pw@127.0.0.1:${port}/json`))).toBe('host');
    expect(hits).toEqual([]);
    expect(fetcher.allows(`${base}/json`)).toBe(true);
    expect(fetcher.allows('https://evil.example/x.png')).toBe(false);
  });

  it('follows a redirect within the same host only', async () => {
    expect(await fetcher.json(`${base}/same-host`)).toEqual({ ok: true });
    hits.length = 0;
    expect(await failure(fetcher.json(`${base}/other-host`))).toBe('redirect');
    expect(hits).toEqual([`127.0.0.1:${port}/other-host`]);
    expect(await failure(fetcher.json(`${base}/loop`))).toBe('redirect');
  });

  it('fails on a non-2xx status, a wrong content type and a body that is not JSON', async () => {
    expect(await failure(fetcher.json(`${base}/fail`))).toBe('status');
    expect(await failure(fetcher.json(`${base}/html`))).toBe('type');
    expect(await failure(fetcher.json(`${base}/garbage`))).toBe('format');
    expect(await failure(fetcher.get(`${base}/png`, { accept: ['text/html'] }))).toBe('type');
    const png = await fetcher.get(`${base}/png`, { accept: ['image/*'] });
    expect(png.body).toHaveLength(4);
  });

  it('gives up after the time-out, while the server still has not answered', async () => {
    expect(await failure(fetcher.text(`${base}/slow`, ['text/plain']))).toBe('timeout');
    expect(held).toHaveLength(1);
    expect(held[0]?.writableEnded).toBe(false);
    held.splice(0).forEach((res) => res.end('late'));
  });

  it('caps the size, whether declared or only counted while reading', async () => {
    expect(await failure(fetcher.text(`${base}/declared-big`, ['text/plain']))).toBe('size');
    expect(await failure(fetcher.text(`${base}/streamed-big`, ['text/plain']))).toBe('size');
    const tight = fetcher.get(`${base}/json`, { accept: ['application/json'], maxBytes: 3 });
    expect(await failure(tight)).toBe('size');
  });

  it('reports a closed port as a network failure', async () => {
    const closed = createFetcher({ allowedHosts: ['127.0.0.1'], timeoutMs: 500, maxBytes: 10 });
    expect(await failure(closed.json('http://127.0.0.1:1/json'))).toBe('network');
  });
});
