import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody } from '../../test/contentUsers.js';
import { startStandIn, type RunningStandIn } from '../../test/twitchStandIn.js';
import { LEAGUE_TAG } from '../league/plugin.js';
import { storeFoundLeague } from '../league/sql.js';

interface SiteAnswer {
  game: { leagues: string[] };
}

describe('GET /api/site', () => {
  let app: App | undefined;
  let standIn: RunningStandIn | undefined;
  afterEach(async () => {
    await app?.close();
    await standIn?.close();
    app = undefined;
    standIn = undefined;
  });

  it('names the streamer as Twitch does, browsers asking again at each load', async () => {
    standIn = await startStandIn();
    app = await buildTestApp({ env: standIn.env });
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
      hiddenStaticGuides: [],
      game: { league: 'Allflame', gameVersion: '3.29', leagues: ['Allflame'] },
      // The tests' server talks to its stand-ins: the pages say so.
      demoData: true,
    });
    // The lookup is kept in the shared cache: the next answers cost Twitch nothing.
    standIn.state.resetCalls();
    await app.inject({ method: 'GET', url: '/api/site' });
    expect(standIn.state.callCount('/')).toBe(0);
  });

  it('says the data is real with the live upstreams', async () => {
    app = await buildTestApp({ env: { UPSTREAM_MODE: 'live', GAME_DATA_ON_START: 'false' } });
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json()).toMatchObject({ demoData: false });
  });

  it('offers a league as soon as a public build names it, and forgets it with the build', async () => {
    standIn = await startStandIn();
    app = await buildTestApp({ env: standIn.env });
    const leagues = async () =>
      ((await app?.inject({ method: 'GET', url: '/api/site' }))?.json() as SiteAnswer).game.leagues;
    expect(await leagues()).toEqual(['Allflame']);
    const admin = await addUser(app, 'chef', 'admin');
    const created = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: admin.headers,
      payload: buildBody({ league: 'Settlers', game_version: '3.25', is_public: true }),
    });
    expect(created.statusCode).toBe(201);
    expect(await leagues()).toEqual(['Allflame', 'Settlers']);
    const id = (created.json() as { id: number }).id;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/builds/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await leagues()).toEqual(['Allflame']);
  });

  it('follows a league another process found, without configuration', async () => {
    app = await buildTestApp({ env: { TWITCH_HELIX_URL: 'http://127.0.0.1:9/helix' } });
    const game = async () =>
      ((await app?.inject({ method: 'GET', url: '/api/site' }))?.json() as { game: object }).game;
    expect(await game()).toEqual({
      league: 'Allflame',
      gameVersion: '3.29',
      leagues: ['Allflame'],
    });
    // What the update-league job writes and publishes, in any process.
    await storeFoundLeague(app.db, { league: 'Mirage', source: 'poe.ninja' });
    await app.changes.publish([LEAGUE_TAG, 'site', 'builds']);
    await app.league.reload();
    expect(await game()).toEqual({ league: 'Mirage', gameVersion: '3.28', leagues: ['Mirage'] });
  });

  // Port 9 (discard) refuses connections: Twitch is down.
  const down = {
    TWITCH_AUTH_URL: 'http://127.0.0.1:9/oauth2',
    TWITCH_HELIX_URL: 'http://127.0.0.1:9/helix',
  };

  it('still answers from the account row when Twitch is unreachable', async () => {
    app = await buildTestApp({ env: down });
    expect((await app.inject({ method: 'GET', url: '/api/site' })).json()).toEqual({
      streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
      hiddenStaticGuides: [],
      game: { league: 'Allflame', gameVersion: '3.29', leagues: ['Allflame'] },
      demoData: true,
    });
  });

  it('falls back to the login for a streamer Twitch cannot name and nobody has seen', async () => {
    app = await buildTestApp({ env: { ...down, STREAMER_LOGIN: 'Inconnu_Du_Site' } });
    expect((await app.inject({ method: 'GET', url: '/api/site' })).json()).toEqual({
      streamer: { login: 'inconnu_du_site', displayName: 'inconnu_du_site' },
      hiddenStaticGuides: [],
      game: { league: 'Allflame', gameVersion: '3.29', leagues: ['Allflame'] },
      demoData: true,
    });
  });
});
