import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { Env } from '../src/platform/config/config.js';
import { NEWS_FAILURE } from '../src/news/service.js';
import { createTokenStore } from '../src/accounts/sessions/tokenStore.js';
import { SUBSCRIPTION_SCOPE } from '../src/accounts/twitchApi/wire.js';
import { buildTestApp } from './buildTestApp.js';

/**
 * poe.ninja, the wiki, the news feed and Twitch slow or down, with the default time limits
 * (UPSTREAM_TIMEOUT_MS's 10 s, the Twitch client's 5 s): the pages' endpoints still answer their
 * fallback, and they answer before the slow upstream would have. No threshold on this machine's
 * speed: each answer is compared with the delay of the upstream it gave up on.
 */

/** How long the slow upstream takes: under UPSTREAM_TIMEOUT_MS's default, so only waiting less helps. */
const SLOW_MS = 9000;

interface SlowServer {
  url: string;
  /** Paths asked for, so a test can tell the upstream was really reached. */
  requests: string[];
  /** How many of them got their (late) answer. */
  answered(): number;
  close(): Promise<void>;
}

/** Answers every request with a 503 after `delayMs`, or never if closed before. */
async function startSlowServer(delayMs: number): Promise<SlowServer> {
  const requests: string[] = [];
  let answered = 0;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const timer = setTimeout(() => {
      timers.delete(timer);
      answered += 1;
      res.writeHead(503, { 'content-type': 'text/plain' }).end('too late');
    }, delayMs);
    timers.add(timer);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answered: () => answered,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: connections are refused at once. */
async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function upstreamEnv(base: string): Env {
  return {
    UPSTREAM_MODE: 'live',
    UPSTREAM_HOSTS: '127.0.0.1',
    POE_NINJA_URL: base,
    POE_WIKI_URL: base,
    NEWS_FEED_URL: `${base}/news/rss`,
    TWITCH_AUTH_URL: `${base}/oauth2`,
    TWITCH_HELIX_URL: `${base}/helix`,
  };
}

async function timed(app: App, url: string) {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url });
  return { res, ms: performance.now() - started };
}

async function catalogueNames(app: App) {
  const gem = await app.db.query<{ name: string }>('select name from gems order by name limit 1');
  // A currency without a stored description is the one whose tooltip asks the wiki.
  const currency = await app.db.query<{ name: string }>(
    `update currencies set description = '' where name = (select min(name) from currencies)
     returning name`,
  );
  await app.db.query(
    `insert into users (twitch_id, login, display_name, role)
     values ('t-slow', 'streamer_lent', 'Streamer_Lent', 'twitch')`,
  );
  return { gem: gem.rows[0]?.name ?? '', currency: currency.rows[0]?.name ?? '' };
}

const STALE_NEWS = {
  items: [{ title: 'Ancienne nouvelle', link: 'https://x.test/1', guid: '1', date: null }],
  fetchedAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
};

describe('upstreams that are slow', () => {
  let slow: SlowServer;
  let app: App;
  let names: { gem: string; currency: string };
  beforeAll(async () => {
    slow = await startSlowServer(SLOW_MS);
    app = await buildTestApp({ env: upstreamEnv(slow.url) });
    names = await catalogueNames(app);
  });
  afterAll(async () => {
    await app.close();
    await slow.close();
  });

  it('/api/news answers 503 with its message when nothing was ever fetched', async () => {
    const { res, ms } = await timed(app, '/api/news');
    expect(slow.requests.some((path) => path.startsWith('/news/rss'))).toBe(true);
    expect(ms).toBeLessThan(SLOW_MS);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: NEWS_FAILURE });
  });

  it('/api/news answers the last copy, marked stale, before the feed would have', async () => {
    await app.cache.set('news:feed', STALE_NEWS, 3600);
    const { res, ms } = await timed(app, '/api/news');
    expect(ms).toBeLessThan(SLOW_MS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: STALE_NEWS.items, stale: true });
  });

  it('/api/game/gems/{name}/info answers the catalogue facts before the wiki or poe.ninja would have', async () => {
    const url = `/api/game/gems/${encodeURIComponent(names.gem)}/info`;
    const { res, ms } = await timed(app, url);
    expect(slow.requests.some((path) => path.startsWith('/wiki/'))).toBe(true);
    expect(ms).toBeLessThan(SLOW_MS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toMatchObject({
      name: names.gem,
      sources: { wiki: false, priceSite: false },
      cached: false,
    });
    // Nothing is kept for a day, and the next visitor joins the ask under way.
    expect(await app.cache.get(`gem-info:${names.gem}`)).toBeUndefined();
    const asked = slow.requests.length;
    const again = await timed(app, url);
    expect(again.ms).toBeLessThan(SLOW_MS);
    expect(again.res.json()).toMatchObject({ cached: false, sources: { wiki: false } });
    expect(slow.requests.length).toBe(asked);
  });

  it('/api/game/currencies/{name} answers the stored data before the wiki would have', async () => {
    const asked = slow.requests.length;
    const { res, ms } = await timed(
      app,
      `/api/game/currencies/${encodeURIComponent(names.currency)}`,
    );
    expect(slow.requests.length).toBeGreaterThan(asked);
    expect(ms).toBeLessThan(SLOW_MS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: names.currency, description: '' });
  });

  it('/api/twitch/users lists everyone offline before Twitch would have answered', async () => {
    const { res, ms } = await timed(app, '/api/twitch/users');
    expect(
      slow.requests.some((path) => path.startsWith('/oauth2') || path.startsWith('/helix')),
    ).toBe(true);
    expect(ms).toBeLessThan(SLOW_MS);
    expect(res.statusCode).toBe(200);
    const users = res.json<{ users: { login: string; isOnline: boolean }[] }>().users;
    expect(users.find((u) => u.login === 'streamer_lent')).toMatchObject({ isOnline: false });
    // The next visitor does not wait on Twitch again: the ask under way, then its failure, serve.
    const asked = slow.requests.length;
    const again = await timed(app, '/api/twitch/users');
    expect(again.ms).toBeLessThan(SLOW_MS);
    expect(again.res.statusCode).toBe(200);
    expect(slow.requests.length).toBe(asked);
  }, 20_000);

  it('/api/auth/me tells the kept session before Twitch would have checked it', async () => {
    const { rows } = await app.db.query<{ id: number }>(
      `insert into users (twitch_id, login, display_name, role)
       values ('t-me', 'lecteur_lent', 'Lecteur_Lent', 'user') returning id`,
    );
    const id = rows[0]?.id ?? 0;
    await createTokenStore(app.db, app.tokenCipher).save(id, {
      accessToken: 'access-lent',
      refreshToken: 'refresh-lent',
      scopes: [SUBSCRIPTION_SCOPE],
      expiresIn: 3600,
    });
    // Checked with Twitch over an hour ago: this visit asks Twitch to validate the token.
    await app.db.query(
      `update twitch_tokens set validated_at = now() - interval '2 hours' where user_id = $1`,
      [id],
    );
    const token = await app.issueSessionToken({ id, role: 'user' });
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    const ms = performance.now() - started;
    expect(slow.requests.some((path) => path.startsWith('/oauth2/validate'))).toBe(true);
    expect(ms).toBeLessThan(SLOW_MS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'lecteur_lent', sessionStatus: 'valid' });
  });
});

describe('every upstream down', () => {
  let app: App;
  let names: { gem: string; currency: string };
  beforeAll(async () => {
    app = await buildTestApp({ env: upstreamEnv(await deadAddress()) });
    names = await catalogueNames(app);
    await app.cache.set('news:feed', STALE_NEWS, 3600);
  });
  afterAll(() => app.close());

  it.each([
    ['/api/news', 200],
    ['/api/twitch/users', 200],
    ['gem', 200],
    ['currency', 200],
  ] as const)('%s still answers %i', async (path, status) => {
    const url =
      path === 'gem'
        ? `/api/game/gems/${encodeURIComponent(names.gem)}/info`
        : path === 'currency'
          ? `/api/game/currencies/${encodeURIComponent(names.currency)}`
          : path;
    const { res, ms } = await timed(app, url);
    expect(res.statusCode).toBe(status);
    // Refused connections fail at once; nothing waits on a time limit of the app's own.
    expect(ms).toBeLessThan(SLOW_MS);
  });
});

describe('a first start whose upstreams never answer in time', () => {
  it('listens and answers its pages while the upstream requests it sent still wait', async () => {
    const slow = await startSlowServer(SLOW_MS);
    const app = await buildTestApp({
      env: { ...upstreamEnv(slow.url), GAME_DATA_ON_START: 'true' },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      // Nothing the start did waited for an upstream: none has had its answer yet.
      expect(slow.answered()).toBe(0);
      expect((await app.inject('/health/ready')).statusCode).toBe(200);
      expect((await app.inject('/api/site')).statusCode).toBe(200);
      // The first start's game data runs did ask (in the background).
      await expect.poll(() => slow.requests.length).toBeGreaterThan(0);
      expect(slow.answered()).toBe(0);
    } finally {
      // Closed first, so the runs still waiting fail at once and the app closes quickly.
      await slow.close();
      await app.close();
    }
  });
});
