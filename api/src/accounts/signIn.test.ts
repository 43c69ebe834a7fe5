import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTokenStore } from './sessions/tokenStore.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { confirmCookieOptions } from './signInConfirmation.js';
import {
  callbackAnswer,
  confirmCookie,
  pathOf,
  signIn,
  signInRedirect,
  startStandIn,
  stateCookie,
  TEST_PUBLIC_URL,
  userId,
  type RunningStandIn,
} from '../../test/twitchStandIn.js';

describe('Twitch sign-in', () => {
  let standIn: RunningStandIn;
  let app: App;
  const logs: string[] = [];
  beforeAll(async () => {
    standIn = await startStandIn();
    app = await buildTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => logs.push(line) },
      // Mixed case and spaces on purpose: logins are compared case-insensitively.
      env: {
        ...standIn.env,
        STREAMER_LOGIN: 'ExileStreamer',
        ADMIN_LOGINS: ' Modo_Un , autre_modo ',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const start = () => app.inject({ method: 'GET', url: '/api/auth/twitch/start' });
  const callback = (query: Record<string, string>, cookie?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/auth/twitch/callback?${new URLSearchParams(query).toString()}`,
      headers: cookie === undefined ? {} : { cookie },
    });
  const errorOf = (location: unknown) => {
    const url = new URL(String(location));
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/`);
    expect(url.searchParams.get('auth')).toBe('error');
    return {
      error: url.searchParams.get('error'),
      description: url.searchParams.get('error_description'),
    };
  };
  const role = async (login: string) =>
    (await app.db.query<{ role: string }>('select role from users where login = $1', [login]))
      .rows[0]?.role;

  it('redirects to Twitch with our client, the callback, the subscription scope and a state bound to a cookie', async () => {
    const res = await start();
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${standIn.url}/oauth2/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: standIn.state.clientId,
      redirect_uri: `${TEST_PUBLIC_URL}/api/auth/twitch/callback`,
      response_type: 'code',
      scope: 'user:read:subscriptions',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({
      name: 'twitch_oauth_state',
      value: location.searchParams.get('state'),
      path: '/api/auth/twitch',
      maxAge: 600,
      httpOnly: true,
      sameSite: 'Lax',
    });
    // PUBLIC_URL is http here; an https site gets a Secure cookie.
    expect(cookie?.secure).toBeUndefined();
    const other = await start();
    expect(other.cookies[0]?.value).not.toBe(cookie?.value);
  });

  it('completes the chain and lands on the site with a token, clearing the state cookie', async () => {
    const landing = await signInRedirect(app, 'paul_joueur');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${TEST_PUBLIC_URL}/auth/twitch/callback`);
    expect(landing.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('keeps our token and Twitch’s code out of the logs, the landing page’s request included', async () => {
    logs.length = 0;
    const landing = await signInRedirect(app, 'paul_joueur');
    await app.inject({ method: 'GET', url: pathOf(landing.toString()) });
    const token = landing.searchParams.get('token') ?? '';
    const text = logs.join('\n');
    expect(text).toContain('/auth/twitch/callback?token=[redacted]');
    expect(text).toContain('/api/auth/twitch/callback?code=[redacted]');
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]);
  });

  it('rejects a callback without the state cookie, without state, or with another state', async () => {
    const res = await start();
    const state = new URL(String(res.headers.location)).searchParams.get('state') ?? '';
    const cases = [
      await callback({ code: 'abc', state }),
      await callback({ code: 'abc' }, stateCookie(res)),
      await callback({ code: 'abc', state: `${state.slice(0, -1)}x` }, stateCookie(res)),
      await callback({ code: 'abc', state: 'short' }, stateCookie(res)),
    ];
    for (const answer of cases) {
      expect(answer.statusCode).toBe(302);
      expect(errorOf(answer.headers.location)).toEqual({
        error: 'invalid_state',
        description: 'La vérification de sécurité de la connexion a échoué. Veuillez réessayer.',
      });
      // Spent whatever happened.
      expect(answer.cookies).toContainEqual(
        expect.objectContaining({
          name: 'twitch_oauth_state',
          value: '',
          path: '/api/auth/twitch',
        }),
      );
    }
  });

  it('passes a refusal on Twitch through, in French', async () => {
    const res = await start();
    const authorize = String(res.headers.location);
    const page = await (await fetch(authorize)).text();
    const refuse = /<a href="([^"]+)">Refuser<\/a>/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(refuse).toBeDefined();
    const back = await app.inject({
      method: 'GET',
      url: pathOf(String(refuse)),
      headers: { cookie: stateCookie(res) },
    });
    expect(errorOf(back.headers.location)).toEqual({
      error: 'access_denied',
      description: 'Vous avez refusé l’accès à votre compte Twitch : connexion annulée.',
    });
  });

  it('reports a code Twitch refuses (here: used twice) and never signs in with it', async () => {
    const first = await start();
    const authorize = new URL(String(first.headers.location));
    authorize.searchParams.set('login', 'paul_joueur');
    const back = String((await fetch(authorize, { redirect: 'manual' })).headers.get('location'));
    await app.inject({ method: 'GET', url: pathOf(back), headers: { cookie: stateCookie(first) } });
    // Replaying the callback with a fresh state of its own: only the code is wrong now.
    const second = await start();
    const state = new URL(String(second.headers.location)).searchParams.get('state') ?? '';
    const replay = new URL(back);
    replay.searchParams.set('state', state);
    const res = await app.inject({
      method: 'GET',
      url: pathOf(replay.toString()),
      headers: { cookie: stateCookie(second) },
    });
    expect(errorOf(res.headers.location)).toEqual({
      error: 'invalid_grant',
      description: 'Le code d’autorisation Twitch est invalide ou a expiré. Veuillez réessayer.',
    });
  });

  it('gives a first sign-in the user role', async () => {
    await signIn(app, 'nouveau_venu');
    expect(await role('nouveau_venu')).toBe('user');
    const { rows } = await app.db.query(
      'select twitch_id, display_name from users where login = $1',
      ['nouveau_venu'],
    );
    expect(rows[0]).toEqual({ twitch_id: '200000001', display_name: 'NouveauVenu' });
  });

  it('makes the STREAMER_LOGIN admin whatever its case, even after a demotion', async () => {
    await app.db.query(`update users set role = 'user' where login = 'exilestreamer'`);
    await signIn(app, 'exilestreamer');
    expect(await role('exilestreamer')).toBe('admin');
    await app.db.query(`delete from users where login = 'exilestreamer'`);
    await signIn(app, 'exilestreamer');
    expect(await role('exilestreamer')).toBe('admin');
  });

  it('makes the ADMIN_LOGINS admin at their first sign-in', async () => {
    await signIn(app, 'modo_un');
    expect(await role('modo_un')).toBe('admin');
  });

  it('keeps the role an admin gave an existing account', async () => {
    await app.db.query(`update users set role = 'createur' where login = 'paul_joueur'`);
    await signIn(app, 'paul_joueur');
    expect(await role('paul_joueur')).toBe('createur');
    await signIn(app, 'bob_banni');
    expect(await role('bob_banni')).toBe('blacklist');
  });

  it('keeps the Twitch tokens encrypted at rest, with the granted scopes', async () => {
    await signIn(app, 'sophie_abonnee');
    const id = await userId(app, 'sophie_abonnee');
    const stored = await createTokenStore(app.db, app.tokenCipher).get(id);
    expect(stored?.accessToken).toMatch(/^[0-9a-f]{30}$/);
    const { rows } = await app.db.query<{
      access_token: Uint8Array;
      refresh_token: Uint8Array;
      scopes: string[];
    }>('select access_token, refresh_token, scopes from twitch_tokens where user_id = $1', [id]);
    const [row] = rows;
    const raw = Buffer.concat([
      Buffer.from(row?.access_token ?? []),
      Buffer.from(row?.refresh_token ?? []),
    ]);
    expect(raw.length).toBeGreaterThan(60);
    expect(raw.includes(Buffer.from(stored?.accessToken ?? '-'))).toBe(false);
    expect(raw.includes(Buffer.from(stored?.refreshToken ?? '-'))).toBe(false);
    expect(raw.toString('latin1')).not.toContain(stored?.accessToken);
    expect(row?.scopes).toEqual(['user:read:subscriptions']);
  });
  describe('the confirmation by the browser that signed in', () => {
    const NOT_THIS_BROWSER =
      'Ce lien de connexion n’a pas été ouvert depuis ce navigateur : connexion refusée.';
    const confirm = (token: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/twitch/confirm',
        payload: { token },
        headers: cookie === undefined ? {} : { cookie },
      });
    /** A real sign-in: the token from the callback's redirect and its confirmation cookie. */
    const landing = async (login: string) => {
      const back = await callbackAnswer(app, login);
      const token = new URL(String(back.headers.location)).searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      return { back, token, cookie: confirmCookie(back) };
    };
    const expectRefused = (res: Awaited<ReturnType<typeof confirm>>) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: NOT_THIS_BROWSER });
      // Spent whatever happened: the browser forgets the cookie.
      expect(res.cookies).toContainEqual(
        expect.objectContaining({
          name: 'twitch_sign_in_confirm',
          value: '',
          path: '/api/auth/twitch/confirm',
        }),
      );
    };

    it('is a short-lived, HttpOnly, Lax cookie the callback sets beside the token, for the confirm route only', async () => {
      const { back } = await landing('paul_joueur');
      const cookie = back.cookies.find((c) => c.name === 'twitch_sign_in_confirm');
      expect(cookie).toMatchObject({
        value: expect.stringMatching(/^[\w-]{43}$/),
        path: '/api/auth/twitch/confirm',
        maxAge: 120,
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(cookie?.secure).toBeUndefined();
      expect(confirmCookieOptions('https://poe.example').secure).toBe(true);
      // The table keeps hashes only: neither the cookie nor the token can be read back from it.
      const { rows } = await app.db.query<{ key: string; value: unknown }>(
        `select key, value from cache where key like 'sign-in-confirm:%'`,
      );
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(cookie?.value);
      expect(stored).not.toContain(
        new URL(String(back.headers.location)).searchParams.get('token'),
      );
    });

    it('sets no confirmation cookie when the sign-in failed', async () => {
      const failed = await callback({ code: 'abc', state: 'x' });
      expect(errorOf(failed.headers.location).error).toBe('invalid_state');
      expect(failed.cookies.map((c) => c.name)).not.toContain('twitch_sign_in_confirm');
    });

    it('accepts the token with its cookie once, and refuses the same pair a second time', async () => {
      const { token, cookie } = await landing('sophie_abonnee');
      const first = await confirm(token, cookie);
      expect(first.statusCode).toBe(204);
      expect(first.body).toBe('');
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.cookies).toContainEqual(
        expect.objectContaining({ name: 'twitch_sign_in_confirm', value: '' }),
      );
      // Replayed by a client that kept the cookie anyway: the database has spent it.
      expectRefused(await confirm(token, cookie));
    });

    it('refuses a token without the cookie: a link forged with someone else’s token', async () => {
      const { token } = await landing('paul_joueur');
      expectRefused(await confirm(token));
      expectRefused(await confirm(token, 'twitch_sign_in_confirm=made-up-value'));
    });

    it('refuses another token than the one its cookie was issued with, and spends the cookie', async () => {
      const mine = await landing('paul_joueur');
      const theirs = await landing('marie_crea');
      expectRefused(await confirm(theirs.token, mine.cookie));
      expectRefused(await confirm(mine.token, mine.cookie));
      // The other browser's own confirmation is untouched.
      expect((await confirm(theirs.token, theirs.cookie)).statusCode).toBe(204);
    });

    it('refuses a confirmation older than two minutes, whatever the cookie says', async () => {
      const { token, cookie } = await landing('paul_joueur');
      await app.db.query(
        `update cache set expires_at = now() - interval '1 second' where key like 'sign-in-confirm:%'`,
      );
      expectRefused(await confirm(token, cookie));
    });

    it('refuses a confirmation without a token in French', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/twitch/confirm',
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: string }).error).toMatch(/token/);
    });
  });
});
