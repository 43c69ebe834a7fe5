import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { POSTING_ROLES } from './users/roles.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import {
  bearer,
  signIn,
  startStandIn,
  userId,
  type RunningStandIn,
} from '../../test/twitchStandIn.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('our session tokens and the role guards', () => {
  let standIn: RunningStandIn;
  let app: App;
  let key: Uint8Array;
  beforeAll(async () => {
    standIn = await startStandIn();
    app = await buildTestApp({
      env: standIn.env,
      // Throwaway routes behind each guard, registered after the auth plugin has loaded.
      setup: (test) =>
        test.register(async (scope) => {
          scope.get('/api/test/admin', { preHandler: scope.requireRole('admin') }, async () => ({
            ok: true,
          }));
          scope.get(
            '/api/test/creators',
            { preHandler: scope.requireRole('createur', 'admin') },
            async () => ({ ok: true }),
          );
          scope.get(
            '/api/test/post',
            { preHandler: scope.requireRole(...POSTING_ROLES) },
            async () => ({ ok: true }),
          );
          scope.get('/api/test/user', { preHandler: scope.requireUser }, async () => ({
            ok: true,
          }));
        }),
    });
    key = new TextEncoder().encode(app.config.jwtSecret);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
  const sign = (payload: Record<string, unknown>, signingKey = key, alg = 'HS256') =>
    new SignJWT(payload).setProtectedHeader({ alg }).sign(signingKey);

  it('issues an HS256 token holding id, role, iat and exp, valid for JWT_TTL', async () => {
    const token = await signIn(app, 'paul_joueur');
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      );
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      id: await userId(app, 'paul_joueur'),
      role: 'user',
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(7 * 24 * 60 * 60);
  });

  describe('refuses with 401 and a JSON error', () => {
    let id: number;
    beforeAll(async () => {
      id = await userId(app, 'paul_joueur');
    });

    it.each<[string, () => Promise<string>]>([
      ['an expired token', () => sign({ id, role: 'user', iat: now() - 7200, exp: now() - 3600 })],
      [
        'a tampered payload',
        async () => {
          const [header, , signature] = (
            await sign({ id, role: 'user', iat: now(), exp: now() + 3600 })
          ).split('.');
          return `${header}.${b64({ id, role: 'admin', iat: now(), exp: now() + 3600 })}.${signature}`;
        },
      ],
      [
        'an unsigned token (alg none)',
        async () =>
          `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ id, role: 'admin', iat: now(), exp: now() + 3600 })}.`,
      ],
      [
        'a token signed with another key',
        () =>
          sign(
            { id, role: 'user', iat: now(), exp: now() + 3600 },
            new TextEncoder().encode('x'.repeat(40)),
          ),
      ],
      [
        'a token of another algorithm, even with our key',
        () => sign({ id, role: 'user', iat: now(), exp: now() + 3600 }, key, 'HS512'),
      ],
      ['a token without expiry', () => sign({ id, role: 'user', iat: now() })],
      [
        'a token issued in the future (past the clock skew)',
        () => sign({ id, role: 'user', iat: now() + 3600, exp: now() + 7200 }),
      ],
      ['a token without issue time', () => sign({ id, role: 'user', exp: now() + 3600 })],
      [
        'a token whose id is not a number',
        () => sign({ id: String(id), role: 'user', iat: now(), exp: now() + 3600 }),
      ],
      ['garbage', async () => 'not.a.jwt'],
    ])('%s', async (_name, makeToken) => {
      const token = await makeToken();
      for (const url of ['/api/auth/me', '/api/test/user']) {
        const res = await get(url, token);
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ error: 'Jeton invalide ou expiré' });
      }
    });

    it('(while the same token, well formed, is accepted)', async () => {
      const token = await sign({ id, role: 'user', iat: now(), exp: now() + 3600 });
      expect((await get('/api/test/user', token)).statusCode).toBe(200);
    });

    it.each([
      ['no Authorization header', {}],
      ['another scheme', { authorization: 'Basic dXNlcjpwdw==' }],
      ['an empty bearer', { authorization: 'Bearer ' }],
    ])('%s, asking for authentication', async (_name, headers) => {
      const res = await app.inject({ method: 'GET', url: '/api/test/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentification requise' });
    });
  });

  it('applies a demotion in the database at once, to a token issued before it', async () => {
    const token = await signIn(app, 'marie_crea');
    expect((await get('/api/test/creators', token)).statusCode).toBe(200);
    await app.db.query(`update users set role = 'user' where login = 'marie_crea'`);
    const res = await get('/api/test/creators', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Accès refusé : droits insuffisants' });
    expect((await get('/api/auth/me', token)).json()).toMatchObject({ role: 'user' });
  });

  it('never takes the role in a token for a permission', async () => {
    // Well signed, but claiming more than the database grants.
    const token = await app.issueSessionToken({
      id: await userId(app, 'paul_joueur'),
      role: 'admin',
    });
    expect((await get('/api/test/admin', token)).statusCode).toBe(403);
    expect((await get('/api/test/post', token)).statusCode).toBe(200);
  });

  it('lets a blacklisted account read its session but not post', async () => {
    const token = await signIn(app, 'bob_banni');
    expect((await get('/api/auth/me', token)).json()).toMatchObject({
      username: 'bob_banni',
      role: 'blacklist',
    });
    const res = await get('/api/test/post', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Compte restreint' });
  });

  it('lets the streamer through the admin guard', async () => {
    const token = await signIn(app, 'exilestreamer');
    expect((await get('/api/test/admin', token)).json()).toEqual({ ok: true });
  });

  it('shuts a deleted account out of guarded routes', async () => {
    const token = await signIn(app, 'nina_stream');
    await app.db.query(`delete from users where login = 'nina_stream'`);
    const res = await get('/api/test/user', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Compte introuvable : veuillez vous reconnecter' });
  });
});
