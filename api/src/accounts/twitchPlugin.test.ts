import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { personas } from './twitchApi/standIn/personas.js';
import { seedPersonas } from './users/seedPersonas.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { bearer, pathOf, stateCookie } from '../../test/twitchStandIn.js';

const REAL = { TWITCH_CLIENT_ID: 'realclientid', TWITCH_CLIENT_SECRET: 'realclientsecret' };
const authorizeQuery = (clientId: string) =>
  new URLSearchParams({
    client_id: clientId,
    redirect_uri: 'http://localhost:8080/api/auth/twitch/callback',
    response_type: 'code',
    scope: 'user:read:subscriptions',
    state: 's',
  }).toString();

describe('the Twitch plugin', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('without TWITCH_CLIENT_ID, mounts the stand-in and seeds its accounts once', async () => {
    app = await buildTestApp();
    const clientId = app.config.twitch.clientId;
    const page = await app.inject({
      method: 'GET',
      url: `/twitch-standin/oauth2/authorize?${authorizeQuery(clientId)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const { rows } = await app.db.query<{ login: string; role: string }>(
      'select login, role from users order by twitch_id',
    );
    expect(rows).toEqual(personas.map((p) => ({ login: p.login, role: p.role })));
    await app.db.query(`update users set role = 'user' where login = 'marie_crea'`);
    expect(await seedPersonas(app.db, personas)).toBe(0);
    const marie = await app.db.query(`select role from users where login = 'marie_crea'`);
    expect(marie.rows).toEqual([{ role: 'user' }]);
  });

  it('reaches the mounted stand-in through the loopback address of the port it listens on', async () => {
    app = await buildTestApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const start = await app.inject({ method: 'GET', url: '/api/auth/twitch/start' });
    // The browser would go to PUBLIC_URL; the test goes to where the server really listens.
    const authorize = `${address}${pathOf(String(start.headers.location))}&login=sophie_abonnee`;
    const approval = await fetch(authorize, { redirect: 'manual' });
    const back = await app.inject({
      method: 'GET',
      url: pathOf(String(approval.headers.get('location'))),
      headers: { cookie: stateCookie(start) },
    });
    const token = new URL(String(back.headers.location)).searchParams.get('token') ?? '';
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ username: 'sophie_abonnee', sessionStatus: 'valid' });
    const subscription = await app.inject({
      method: 'GET',
      url: '/api/twitch/my-subscription',
      headers: bearer(token),
    });
    expect(subscription.json()).toEqual({ isSubscribed: true });
  });

  it.each([
    ['with real Twitch credentials', REAL],
    ['in production', { ...REAL, NODE_ENV: 'production' }],
  ])(
    '%s, neither mounts the stand-in nor seeds accounts, and signs in at Twitch',
    async (_name, env) => {
      app = await buildTestApp({ env });
      for (const url of [
        `/twitch-standin/oauth2/authorize?${authorizeQuery('realclientid')}`,
        '/twitch-standin/helix/users',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Ressource introuvable' });
      }
      expect(app.twitchStandIn).toBeNull();
      expect((await app.db.query('select 1 from users')).rows).toEqual([]);
      const start = await app.inject({ method: 'GET', url: '/api/auth/twitch/start' });
      const location = new URL(String(start.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(
        'https://id.twitch.tv/oauth2/authorize',
      );
      expect(location.searchParams.get('client_id')).toBe('realclientid');
    },
  );
});
