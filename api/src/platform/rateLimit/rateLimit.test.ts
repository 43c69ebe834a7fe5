import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../../test/contentUsers.js';
import { pruneRateWindows } from './plugin.js';

/** Moves every window of a bucket into the past, as if its time had run out. */
async function endWindows(app: App, bucket: string): Promise<void> {
  await app.db.query(
    `update rate_windows set window_start = window_start - make_interval(secs => window_seconds + 1)
     where bucket = $1`,
    [bucket],
  );
}

function expectLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  message: string,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: message });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
}

describe('rate limits', () => {
  let app: App;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let author: TestUser;
  let otherAuthor: TestUser;
  let target: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        SIGN_IN_RATE_LIMITS: '3/1m',
        ADMIN_RATE_LIMITS: '2/1m',
        CONTENT_WRITE_RATE_LIMITS: '2/1m',
        UPLOAD_RATE_LIMITS: '2/1m',
        FAVOURITE_RATE_LIMITS: '2/1m',
      },
    });
    admin = await addUser(app, 'admin_limite', 'admin');
    otherAdmin = await addUser(app, 'admin_libre', 'admin');
    author = await addUser(app, 'auteur_limite', 'createur');
    otherAuthor = await addUser(app, 'auteur_libre', 'createur');
    target = await addUser(app, 'cible', 'user');
  });
  afterAll(() => app.close());

  describe('sign-in, per address', () => {
    const from = (remoteAddress: string, url = '/api/auth/twitch/start') =>
      app.inject({ method: 'GET', url, remoteAddress });

    it('refuses the fourth start or callback from one address in French, with Retry-After', async () => {
      expect((await from('203.0.113.1')).statusCode).toBe(302);
      expect((await from('203.0.113.1')).statusCode).toBe(302);
      // A callback counts in the same window (its own checks send the browser back with an error).
      expect(
        (await from('203.0.113.1', '/api/auth/twitch/callback?code=x&state=y')).statusCode,
      ).toBe(302);
      const refused = await from('203.0.113.1');
      expectLimited(refused, 'Trop de tentatives de connexion. Réessayez dans quelques minutes.');
      const refusedCallback = await from('203.0.113.1', '/api/auth/twitch/callback?code=x&state=y');
      expect(refusedCallback.statusCode).toBe(429);
      // The callback page's confirmation too (without the limit: 403, no cookie).
      const refusedConfirm = await app.inject({
        method: 'POST',
        url: '/api/auth/twitch/confirm',
        payload: { token: 'x.y.z' },
        remoteAddress: '203.0.113.1',
      });
      expectLimited(
        refusedConfirm,
        'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
      );
    });

    it('sends a refused browser back home with the message instead of a bare 429', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/twitch/start',
        remoteAddress: '203.0.113.1',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode).toBe(302);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const back = new URL(String(res.headers.location));
      expect(back.pathname).toBe('/');
      expect(Object.fromEntries(back.searchParams)).toEqual({
        auth: 'error',
        error: 'rate_limited',
        error_description: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
      });
    });

    it('counts each address apart, and lets it in again once the window has ended', async () => {
      expect((await from('203.0.113.2')).statusCode).toBe(302);
      await endWindows(app, 'signIn');
      expect((await from('203.0.113.1')).statusCode).toBe(302);
    });
  });

  it('counts the address a trusted proxy gives, and only when one is trusted', async () => {
    const behind = (trustProxy: string) =>
      buildTestApp({ env: { SIGN_IN_RATE_LIMITS: '1/1m', TRUST_PROXY: trustProxy } });
    const start = (proxied: App, client: string) =>
      proxied.inject({
        method: 'GET',
        url: '/api/auth/twitch/start',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': client },
      });
    const trusting = await behind('10.0.0.0/8');
    try {
      expect((await start(trusting, '198.51.100.1')).statusCode).toBe(302);
      expect((await start(trusting, '198.51.100.2')).statusCode).toBe(302);
      expect((await start(trusting, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await trusting.close();
    }
    // One trusted hop: the address the balancer saw (the last in the header) counts.
    const oneHop = await behind('1');
    try {
      const hop = (client: string) =>
        oneHop.inject({
          method: 'GET',
          url: '/api/auth/twitch/start',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': `192.0.2.9, ${client}` },
        });
      expect((await hop('198.51.100.1')).statusCode).toBe(302);
      expect((await hop('198.51.100.2')).statusCode).toBe(302);
      expect((await hop('198.51.100.1')).statusCode).toBe(429);
    } finally {
      await oneHop.close();
    }
    const distrusting = await behind('false');
    try {
      expect((await start(distrusting, '198.51.100.1')).statusCode).toBe(302);
      // Without trust, a forged header changes nothing: both come from the proxy's address.
      expect((await start(distrusting, '198.51.100.2')).statusCode).toBe(429);
    } finally {
      await distrusting.close();
    }
  });

  it('forgets ended windows, and only those', async () => {
    const rows = async () =>
      (
        await app.db.query<{ bucket: string; subject: string }>(
          `select bucket, subject from rate_windows where bucket = 'signIn' order by subject`,
        )
      ).rows;
    expect(await rows()).toEqual([
      { bucket: 'signIn', subject: '203.0.113.1' },
      { bucket: 'signIn', subject: '203.0.113.2' },
    ]);
    await app.db.query(
      `update rate_windows set window_start = window_start - interval '2 minutes'
       where bucket = 'signIn' and subject = '203.0.113.2'`,
    );
    await pruneRateWindows(app.db);
    expect(await rows()).toEqual([{ bucket: 'signIn', subject: '203.0.113.1' }]);
  });

  describe('admin actions, per account', () => {
    const setRole = (who: TestUser, role: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/users/${target.id}/role`,
        headers: who.headers,
        payload: { role },
      });

    it('refuses the third action in a minute, changing nothing', async () => {
      expect((await setRole(admin, 'createur')).statusCode).toBe(200);
      expect((await setRole(admin, 'user')).statusCode).toBe(200);
      const refused = await setRole(admin, 'createur');
      expectLimited(
        refused,
        "Trop d'actions d'administration à la suite. Réessayez dans quelques instants.",
      );
      const { rows } = await app.db.query<{ role: string }>(
        'select role from users where id = $1',
        [target.id],
      );
      expect(rows[0]?.role).toBe('user');
    });

    it('leaves reading the admin pages and other admins alone', async () => {
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: admin.headers,
      });
      expect(list.statusCode).toBe(200);
      expect((await setRole(otherAdmin, 'createur')).statusCode).toBe(200);
    });

    it('never counts a refused caller', async () => {
      // A non-admin is turned away by the guard (403) before any counter is touched.
      const res = await setRole(author, 'user');
      expect(res.statusCode).toBe(403);
      const { rows } = await app.db.query<{ n: number }>(
        `select count(*)::int as n from rate_windows where bucket = 'admin' and subject = $1`,
        [String(author.id)],
      );
      expect(rows[0]?.n).toBe(0);
    });
  });

  describe('build and guide writes, per account', () => {
    const countBuilds = async (who: TestUser) =>
      (
        await app.db.query<{ n: number }>(
          'select count(*)::int as n from builds where user_id = $1',
          [who.id],
        )
      ).rows[0]?.n;

    it('refuses the third write in a minute (builds and guides together), storing nothing', async () => {
      const build = await app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: author.headers,
        payload: buildBody(),
      });
      expect(build.statusCode).toBe(201);
      const id = (build.json() as { id: number }).id;
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/builds/${id}`,
        headers: author.headers,
        payload: buildBody({ title: 'Build modifié' }),
      });
      expect(edit.statusCode).toBe(200);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: author.headers,
        payload: buildBody(),
      });
      expectLimited(refused, 'Trop de modifications envoyées. Réessayez dans quelques instants.');
      expect(await countBuilds(author)).toBe(1);
      const guide = await app.inject({
        method: 'POST',
        url: '/api/guides',
        headers: author.headers,
        payload: { title: 'Guide de test', content: '<p>Texte</p>' },
      });
      expect(guide.statusCode).toBe(429);
    });

    it('leaves other authors and reading alone', async () => {
      const other = await app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: otherAuthor.headers,
        payload: buildBody(),
      });
      expect(other.statusCode).toBe(201);
      const list = await app.inject({ method: 'GET', url: '/api/builds', headers: author.headers });
      expect(list.statusCode).toBe(200);
    });
  });

  describe('uploads, per account', () => {
    const send = (who: TestUser, body: Buffer) =>
      app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...who.headers, 'content-type': 'image/png' },
        payload: body,
      });
    const notAPicture = Buffer.from('pas une image');

    it('refuses the third upload in a minute before reading the picture, with Retry-After', async () => {
      // Unreadable bytes are refused by the decoder (415) yet cost a try: the count comes first.
      expect((await send(otherAdmin, notAPicture)).statusCode).toBe(415);
      expect((await send(otherAdmin, notAPicture)).statusCode).toBe(415);
      expectLimited(
        await send(otherAdmin, notAPicture),
        'Trop d’images envoyées à la suite. Réessayez dans quelques minutes.',
      );
    });

    it('never counts an account that may not upload', async () => {
      const reader = await addUser(app, 'lecteur_limite', 'user');
      expect((await send(reader, notAPicture)).statusCode).toBe(403);
      const { rows } = await app.db.query<{ n: number }>(
        `select count(*)::int as n from rate_windows where bucket = 'upload' and subject = $1`,
        [String(reader.id)],
      );
      expect(rows[0]?.n).toBe(0);
    });
  });

  describe('favourites, per account, apart from content writes', () => {
    const mark = (method: 'PUT' | 'DELETE', id: number) =>
      app.inject({ method, url: `/api/builds/${id}/favourite`, headers: author.headers });

    it('lets an author whose writes are spent still mark, then refuses the third mark', async () => {
      const { rows } = await app.db.query<{ id: number }>(
        'select id from builds where user_id = $1 order by id limit 1',
        [author.id],
      );
      const id = rows[0]?.id ?? 0;
      const spent = await app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: author.headers,
        payload: buildBody(),
      });
      expect(spent.statusCode).toBe(429);
      expect((await mark('PUT', id)).statusCode).toBe(200);
      expect((await mark('DELETE', id)).statusCode).toBe(200);
      expectLimited(
        await mark('PUT', id),
        'Trop de favoris ajoutés ou retirés à la suite. Réessayez dans quelques instants.',
      );
    });
  });
});
