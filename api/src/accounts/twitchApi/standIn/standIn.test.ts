import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStandIn,
  TEST_PUBLIC_URL,
  type RunningStandIn,
} from '../../../../test/twitchStandIn.js';

const CALLBACK = `${TEST_PUBLIC_URL}/api/auth/twitch/callback`;

describe('the Twitch stand-in speaks Twitch’s wire format', () => {
  let standIn: RunningStandIn;
  let clientId: string;
  let clientSecret: string;
  beforeAll(async () => {
    standIn = await startStandIn();
    ({ clientId, clientSecret } = standIn.state);
  });
  afterAll(() => standIn.close());

  const authorize = (params: Record<string, string>) =>
    fetch(`${standIn.url}/oauth2/authorize?${new URLSearchParams(params).toString()}`, {
      redirect: 'manual',
    });
  const request = {
    client_id: '',
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'user:read:subscriptions',
    state: 'st4te',
  };
  const token = (fields: Record<string, string>) =>
    fetch(`${standIn.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...fields }),
    });
  const codeFor = async (login: string, extra: Record<string, string> = {}) => {
    const res = await authorize({ ...request, client_id: clientId, login, ...extra });
    return new URL(String(res.headers.get('location')));
  };
  const grant = async (login: string) => {
    const code = (await codeFor(login)).searchParams.get('code') ?? '';
    return (await (
      await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK })
    ).json()) as {
      access_token: string;
      refresh_token: string;
    };
  };
  const validate = (accessToken: string, scheme = 'OAuth') =>
    fetch(`${standIn.url}/oauth2/validate`, {
      headers: { authorization: `${scheme} ${accessToken}` },
    });
  const helix = (
    path: string,
    accessToken: string,
    headers: Record<string, string> = { 'client-id': clientId },
  ) =>
    fetch(`${standIn.url}/helix${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, ...headers },
    });
  const appToken = async () =>
    ((await (await token({ grant_type: 'client_credentials' })).json()) as { access_token: string })
      .access_token;

  describe('authorize', () => {
    it('shows a French page with one button per persona, the scope checkbox and a refusal link', async () => {
      const res = await authorize({ ...request, client_id: clientId });
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain('<html lang="fr">');
      for (const login of ['exilestreamer', 'marie_crea', 'paul_joueur', 'bob_banni']) {
        expect(page).toContain(`name="login" value="${login}"`);
      }
      expect(page).toContain('<input type="hidden" name="state" value="st4te">');
      expect(page).toContain('Refuser l’accès aux abonnements');
      expect(page).toContain(
        'error=access_denied&amp;error_description=The+user+denied+you+access&amp;state=st4te',
      );
    });

    it('approves at once with ?login=, sending code, scope and state back', async () => {
      const back = await codeFor('Paul_Joueur');
      expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
      expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{30}$/);
      expect(back.searchParams.get('scope')).toBe('user:read:subscriptions');
      expect(back.searchParams.get('state')).toBe('st4te');
    });

    it('grants without the subscription scope when the checkbox is ticked', async () => {
      expect(
        (await codeFor('paul_joueur', { deny_subscriptions: '1' })).searchParams.get('scope'),
      ).toBe('');
    });

    it.each([
      ['an unknown client_id', { client_id: 'someone-else' }, 'Client inconnu'],
      [
        'a redirect_uri outside the site',
        { redirect_uri: 'https://evil.example/cb' },
        'redirect_uri',
      ],
      [
        'a redirect_uri only prefixed by the site',
        { redirect_uri: `${TEST_PUBLIC_URL}.evil.example/cb` },
        'redirect_uri',
      ],
      ['another response_type', { response_type: 'token' }, 'response_type'],
      ['an unknown login', { login: 'personne' }, 'Compte inconnu'],
    ])('answers %s with a 400 page, never redirecting', async (_name, change, text) => {
      const res = await authorize({ ...request, client_id: clientId, ...change });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain(text);
    });
  });

  describe('token', () => {
    it('exchanges a code once, answering Twitch’s token shape', async () => {
      const code = (await codeFor('marie_crea')).searchParams.get('code') ?? '';
      const res = await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        access_token: expect.stringMatching(/^[0-9a-f]{30}$/),
        expires_in: 14400,
        refresh_token: expect.stringMatching(/^[0-9a-f]{30}$/),
        scope: ['user:read:subscriptions'],
        token_type: 'bearer',
      });
      const again = await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ status: 400, message: 'Invalid authorization code' });
    });

    it('refuses a code sent back with another redirect_uri', async () => {
      const code = (await codeFor('marie_crea')).searchParams.get('code') ?? '';
      const res = await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${TEST_PUBLIC_URL}/x`,
      });
      expect(res.status).toBe(400);
    });

    it('rotates refresh tokens: the one used is dead afterwards', async () => {
      const first = await grant('paul_joueur');
      const res = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      const second = (await res.json()) as { access_token: string; refresh_token: string };
      expect(second.refresh_token).not.toBe(first.refresh_token);
      const reused = await token({
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
      });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toEqual({ status: 400, message: 'Invalid refresh token' });
    });

    it('gives app tokens without refresh token', async () => {
      const body = await (await token({ grant_type: 'client_credentials' })).json();
      expect(body).toEqual({
        access_token: expect.any(String),
        expires_in: expect.any(Number),
        token_type: 'bearer',
      });
    });

    it('refuses a wrong client secret with 403', async () => {
      const res = await token({ grant_type: 'client_credentials', client_secret: 'nope' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ status: 403, message: 'invalid client secret' });
    });
  });

  describe('validate and revoke', () => {
    it('validates with Authorization: OAuth, naming the user and the scopes', async () => {
      const { access_token: accessToken } = await grant('sophie_abonnee');
      const res = await validate(accessToken);
      expect(await res.json()).toEqual({
        client_id: clientId,
        login: 'sophie_abonnee',
        scopes: ['user:read:subscriptions'],
        user_id: '100000006',
        expires_in: expect.any(Number),
      });
      expect((await validate(accessToken, 'Bearer')).status).toBe(401);
    });

    it('answers 401 for unknown, expired and revoked tokens; revoke answers 200 regardless', async () => {
      expect(await (await validate('0'.repeat(30))).json()).toEqual({
        status: 401,
        message: 'invalid access token',
      });
      const expiring = await grant('lucas_live');
      standIn.state.expireTokens('lucas_live');
      expect((await validate(expiring.access_token)).status).toBe(401);
      const revoked = await grant('nina_stream');
      const revoke = (value: string) =>
        fetch(`${standIn.url}/oauth2/revoke`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: clientId, token: value }),
        });
      expect((await revoke(revoked.access_token)).status).toBe(200);
      expect((await revoke('unknown')).status).toBe(200);
      expect((await validate(revoked.access_token)).status).toBe(401);
      expect(
        (await token({ grant_type: 'refresh_token', refresh_token: revoked.refresh_token })).status,
      ).toBe(400);
    });
  });

  describe('helix', () => {
    it('wants a live bearer token and the Client-Id header', async () => {
      const app = await appToken();
      const noClient = await helix('/users?login=paul_joueur', app, {});
      expect(noClient.status).toBe(401);
      expect(await noClient.json()).toEqual({
        error: 'Unauthorized',
        status: 401,
        message: 'Client-Id header required',
      });
      const bad = await helix('/users?login=paul_joueur', 'nope');
      expect(await bad.json()).toEqual({
        error: 'Unauthorized',
        status: 401,
        message: 'Invalid OAuth token',
      });
      expect((await helix('/users?login=paul_joueur', app, { 'client-id': 'other' })).status).toBe(
        401,
      );
    });

    it('answers users by login, or the token’s own user, with rate-limit headers', async () => {
      const res = await helix('/users?login=exilestreamer&login=MARIE_CREA', await appToken());
      expect(res.headers.get('ratelimit-limit')).toBe('800');
      const { data } = (await res.json()) as { data: Record<string, unknown>[] };
      expect(data.map((u) => u.login)).toEqual(['exilestreamer', 'marie_crea']);
      expect(Object.keys(data[0] ?? {}).sort()).toEqual([
        'broadcaster_type',
        'created_at',
        'description',
        'display_name',
        'id',
        'login',
        'offline_image_url',
        'profile_image_url',
        'type',
        'view_count',
      ]);
      const self = await helix('/users', (await grant('bob_banni')).access_token);
      expect(((await self.json()) as { data: { display_name: string }[] }).data).toMatchObject([
        { display_name: 'BobBanni' },
      ]);
      expect((await helix('/users', await appToken())).status).toBe(400);
    });

    it('lists live streams only', async () => {
      const res = await helix(
        '/streams?user_login=exilestreamer&user_login=lucas_live&user_login=nina_stream',
        await appToken(),
      );
      expect(await res.json()).toEqual({
        data: [
          expect.objectContaining({
            user_login: 'exilestreamer',
            type: 'live',
            title: 'Leveling Mercenaries en direct',
            game_name: 'Path of Exile',
            viewer_count: 312,
          }),
          expect.objectContaining({
            user_login: 'lucas_live',
            title: 'Farm de cartes T16',
            viewer_count: 42,
          }),
        ],
        pagination: {},
      });
    });

    it('refuses more than 100 logins, and pages streams like Helix (20 unless `first`)', async () => {
      const app = await appToken();
      const logins = (count: number) =>
        Array.from({ length: count }, (_, i) => `user_login=streamer_${i}`).join('&');
      const tooMany = await helix(`/streams?${logins(101)}`, app);
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toMatchObject({ error: 'Bad Request', status: 400 });
      expect((await helix(`/streams?${logins(100)}&first=100`, app)).status).toBe(200);
      expect((await helix('/streams?first=101', app)).status).toBe(400);
      const page = (await (await helix('/streams?first=1', app)).json()) as {
        data: unknown[];
        pagination: { cursor?: string };
      };
      expect(page.data).toHaveLength(1);
      expect(page.pagination.cursor).toEqual(expect.any(String));
    });

    it('fails every Helix call while told to, for tests of Twitch being down', async () => {
      const app = await appToken();
      standIn.state.helixFailure = 503;
      try {
        const res = await helix('/streams', app);
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ error: 'Service Unavailable', status: 503 });
      } finally {
        standIn.state.helixFailure = null;
      }
      expect((await helix('/streams', app)).status).toBe(200);
    });

    it('forgets its app tokens on demand, as a restart would', async () => {
      const app = await appToken();
      standIn.state.revokeAppTokens();
      expect((await helix('/streams', app)).status).toBe(401);
    });

    it('answers a subscription, or 404 with Twitch’s body, and checks scope and user', async () => {
      const sub = (accessToken: string, userId: string) =>
        helix(`/subscriptions/user?broadcaster_id=100000001&user_id=${userId}`, accessToken);
      const yes = await sub((await grant('sophie_abonnee')).access_token, '100000006');
      expect(await yes.json()).toEqual({
        data: [
          {
            broadcaster_id: '100000001',
            broadcaster_name: 'ExileStreamer',
            broadcaster_login: 'exilestreamer',
            is_gift: false,
            tier: '1000',
          },
        ],
      });
      const no = await sub((await grant('paul_joueur')).access_token, '100000005');
      expect(no.status).toBe(404);
      expect(await no.json()).toEqual({
        error: 'Not Found',
        status: 404,
        message: 'paul_joueur has no subscription to exilestreamer',
      });
      expect((await sub((await grant('paul_joueur')).access_token, '100000006')).status).toBe(401);
      const code =
        (await codeFor('sophie_abonnee', { deny_subscriptions: '1' })).searchParams.get('code') ??
        '';
      const limited = (await (
        await token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK })
      ).json()) as { access_token: string };
      const missing = await sub(limited.access_token, '100000006');
      expect(await missing.json()).toEqual({
        error: 'Unauthorized',
        status: 401,
        message: 'Missing scope: user:read:subscriptions',
      });
    });

    it('counts the calls it receives, for tests', async () => {
      standIn.state.resetCalls();
      const app = await appToken();
      await helix('/users?login=paul_joueur', app);
      await helix('/streams', app);
      expect(standIn.state.callCount('/helix/')).toBe(2);
      expect(standIn.state.callCount('/helix/users')).toBe(1);
      expect(standIn.state.callCount('/oauth2/token')).toBe(1);
    });
  });

  describe('test personas', () => {
    const addPersona = (body: unknown) =>
      fetch(`${standIn.url}/test/personas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('adds an account under any display name, offered escaped and answered by Helix', async () => {
      const name = '<img src=x onerror="alert(1)">Zoé';
      const res = await addPersona({ displayName: name });
      expect(res.status).toBe(201);
      const { login } = (await res.json()) as { login: string };
      expect(login).toMatch(/^test_persona_[0-9a-z]+$/);
      expect(login.length).toBeLessThanOrEqual(25);

      const page = await (await authorize({ ...request, client_id: clientId })).text();
      expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Zoé');
      expect(page).not.toContain('<img');

      const self = await helix('/users', (await grant(login)).access_token);
      expect(((await self.json()) as { data: { display_name: string }[] }).data).toMatchObject([
        { login, display_name: name },
      ]);
    });

    it('draws an avatar whose name is escaped, however it is made', async () => {
      const name = '<script>&"\'';
      const { login } = (await (await addPersona({ displayName: name })).json()) as {
        login: string;
      };
      const res = await fetch(`${standIn.url}/avatars/${login}.svg`);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const svg = await res.text();
      expect(svg).toContain('aria-label="&lt;script&gt;&amp;&quot;&apos;"');
      expect(svg).toContain('>&lt;</text>');
      expect(svg).not.toContain('<script');
    });

    it.each([
      [{}],
      [{ displayName: '' }],
      [{ displayName: 7 }],
      [{ displayName: 'x'.repeat(501) }],
    ])('refuses %j', async (body) => {
      expect((await addPersona(body)).status).toBe(400);
    });
  });
});
