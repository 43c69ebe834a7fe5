import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, TEST_PUBLIC_URL, type RunningStandIn } from '../../../test/twitchStandIn.js';
import { createTwitchClient, TwitchError, type TwitchClientOptions } from './client.js';

const CALLBACK = `${TEST_PUBLIC_URL}/api/auth/twitch/callback`;

/** A server answering every request with `handler`, to play a misbehaving Twitch. */
async function twitchStandIn(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the Twitch client against the stand-in', () => {
  let standIn: RunningStandIn;
  let options: TwitchClientOptions;
  beforeAll(async () => {
    standIn = await startStandIn();
    options = {
      clientId: standIn.state.clientId,
      clientSecret: standIn.state.clientSecret,
      authorizeUrl: `${standIn.url}/oauth2`,
      authUrl: `${standIn.url}/oauth2`,
      helixUrl: `${standIn.url}/helix`,
      redirectUri: CALLBACK,
    };
  });
  afterAll(() => standIn.close());

  const client = () => createTwitchClient(options);
  const codeFor = async (login: string) => {
    const url = new URL(client().authorizeUrl({ state: 's', scopes: ['user:read:subscriptions'] }));
    url.searchParams.set('login', login);
    const back = (await fetch(url, { redirect: 'manual' })).headers.get('location');
    return new URL(String(back)).searchParams.get('code') ?? '';
  };
  const failure = async (call: Promise<unknown>) => {
    const err: unknown = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(TwitchError);
    return err as TwitchError;
  };

  it('builds Twitch’s authorize address', () => {
    const url = new URL(
      client().authorizeUrl({ state: 'abc', scopes: ['user:read:subscriptions'] }),
    );
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(url.search).toBe(
      `?client_id=${options.clientId}&redirect_uri=${encodeURIComponent(CALLBACK)}&response_type=code&scope=user%3Aread%3Asubscriptions&state=abc`,
    );
  });

  it('exchanges a code, validates, refreshes and revokes', async () => {
    const twitch = client();
    const tokens = await twitch.exchangeCode(await codeFor('sophie_abonnee'));
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      scopes: ['user:read:subscriptions'],
      expiresIn: 14400,
    });
    expect(await twitch.validate(tokens.accessToken)).toMatchObject({
      login: 'sophie_abonnee',
      user_id: '100000006',
    });
    const renewed = await twitch.refresh(tokens.refreshToken);
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    expect((await failure(twitch.refresh(tokens.refreshToken))).kind).toBe('invalid_grant');
    await twitch.revoke(renewed.accessToken);
    expect((await failure(twitch.validate(renewed.accessToken))).kind).toBe('unauthorized');
  });

  it('reads users, live streams and subscriptions, a 404 subscription being null', async () => {
    const twitch = client();
    const { accessToken: app } = await twitch.appToken();
    const [streamer] = await twitch.users(app, { logins: ['exilestreamer'] });
    expect(streamer).toMatchObject({ id: '100000001', display_name: 'ExileStreamer' });
    expect(
      (await twitch.streams(app, ['lucas_live', 'nina_stream'])).map((s) => s.user_login),
    ).toEqual(['lucas_live']);
    const sophie = await twitch.exchangeCode(await codeFor('sophie_abonnee'));
    expect(
      await twitch.userSubscription(sophie.accessToken, '100000001', '100000006'),
    ).toMatchObject({ tier: '1000' });
    const paul = await twitch.exchangeCode(await codeFor('paul_joueur'));
    expect(await twitch.userSubscription(paul.accessToken, '100000001', '100000005')).toBeNull();
  });

  it('types each failure', async () => {
    expect((await failure(client().exchangeCode('used-or-unknown'))).kind).toBe('invalid_grant');
    const wrongSecret = await failure(
      createTwitchClient({ ...options, clientSecret: 'nope' }).appToken(),
    );
    expect(wrongSecret).toMatchObject({
      kind: 'rejected',
      status: 403,
      message: 'invalid client secret',
    });
    expect((await failure(client().users('not-a-token'))).kind).toBe('unauthorized');
    const refused = createTwitchClient({ ...options, authUrl: 'http://127.0.0.1:9/oauth2' });
    expect((await failure(refused.appToken())).kind).toBe('unavailable');
  });

  it('gives up after its time-out, and refuses answers of the wrong shape', async () => {
    const silent = await twitchStandIn(() => undefined);
    const odd = await twitchStandIn((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":"x"}'),
    );
    const down = await twitchStandIn((_req, res) =>
      res.writeHead(503).end('<html>maintenance</html>'),
    );
    try {
      const slow = createTwitchClient({ ...options, helixUrl: silent.url, timeoutMs: 200 });
      expect((await failure(slow.users('t'))).kind).toBe('unavailable');
      const strange = createTwitchClient({ ...options, helixUrl: odd.url });
      expect((await failure(strange.users('t'))).message).toMatch(/Unexpected answer/);
      const broken = createTwitchClient({ ...options, helixUrl: down.url });
      expect(await failure(broken.users('t'))).toMatchObject({
        kind: 'unavailable',
        status: 503,
        message: 'Twitch answered 503',
      });
    } finally {
      for (const { server } of [silent, odd, down]) {
        server.closeAllConnections();
        server.close();
      }
    }
  });
});
