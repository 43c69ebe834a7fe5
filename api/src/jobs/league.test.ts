import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { LEAGUE_CHECK_EVERY_MS, leagueCheckDue, startLeagueSchedule } from './leagueSchedule.js';

const env = { ADMIN_RATE_LIMITS: '10000/1m', TWITCH_HELIX_URL: 'http://127.0.0.1:9/helix' };

const standInsOf = (app: App) => {
  const standIns = app.upstreams.standIns;
  if (!standIns) throw new Error('the stand-ins are off');
  return standIns;
};

describe('the update-league job on the local stand-ins', () => {
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ env });
    admin = await addUser(app, 'admin_ligue', 'admin');
  });
  afterAll(() => app.close());
  afterEach(() => {
    standInsOf(app).tradeEnglish.behave('ok');
    standInsOf(app).poeNinja.behave('ok');
  });

  const adminLeague = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/league',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Record<string, unknown>>();
  };
  const siteGame = async () =>
    (await app.inject({ method: 'GET', url: '/api/site' })).json<{
      game: Record<string, unknown>;
    }>().game;

  it('follows the bundled 3.29 Allflame before any check, and the admin page says so', async () => {
    expect(await adminLeague()).toMatchObject({
      league: 'Allflame',
      gameVersion: '3.29',
      source: 'bundled',
      since: null,
      standIns: true,
      bundled: { league: 'Allflame', gameVersion: '3.29' },
    });
    expect(await siteGame()).toMatchObject({ league: 'Allflame', gameVersion: '3.29' });
  });

  it('finds the league on the trade site’s stand-in and stores since when', async () => {
    const result = await app.jobs.run('update-league');
    expect(result.success).toBe(true);
    expect(result.logs.at(-1)).toBe('✅ Nouvelle ligue suivie : Allflame (site d’échange)');
    expect(standInsOf(app).tradeEnglish.requests).toContain('/api/trade/data/leagues');
    const followed = await adminLeague();
    expect(followed).toMatchObject({ league: 'Allflame', source: 'trade', lastError: null });
    expect(typeof followed.since).toBe('string');

    // A second check confirms it: since when stays.
    const again = await app.jobs.run('update-league');
    expect(again.logs.at(-1)).toBe('✅ Ligue Allflame confirmée (site d’échange)');
    expect((await adminLeague()).since).toBe(followed.since);
  });

  it('reads poe.ninja’s index when the trade site is down', async () => {
    standInsOf(app).tradeEnglish.behave('error');
    const result = await app.jobs.run('update-league');
    expect(result.success).toBe(true);
    expect(result.logs.some((line) => line.startsWith('⚠️ Site d’échange'))).toBe(true);
    expect(await adminLeague()).toMatchObject({ league: 'Allflame', source: 'poe.ninja' });
  });

  it('keeps the last good league when both are down, and shows the failure', async () => {
    standInsOf(app).tradeEnglish.behave('error');
    standInsOf(app).poeNinja.behave('error');
    const result = await app.jobs.run('update-league');
    expect(result).toMatchObject({
      success: false,
      error: 'Ligue actuelle introuvable : la dernière connue est gardée',
    });
    const followed = await adminLeague();
    expect(followed).toMatchObject({ league: 'Allflame', source: 'poe.ninja' });
    expect(followed.lastError).toMatch(/site d’échange : .*poe\.ninja : /);
    expect(typeof followed.failedAt).toBe('string');
  });

  it('tags a new build with the followed league and version', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: admin.headers,
      payload: buildBody(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ league: 'Allflame', game_version: '3.29' });
  });

  it('is refused to anyone but an admin', async () => {
    const reader = await addUser(app, 'lecteur_ligue', 'user');
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/league',
      headers: reader.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POE_LEAGUE and POE_GAME_VERSION', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      env: { ...env, POE_LEAGUE: 'Mercenaries', POE_GAME_VERSION: '3.26.1' },
    });
  });
  afterAll(() => app.close());

  it('win over a discovery, and the source says « configuration »', async () => {
    await app.jobs.run('update-league');
    await app.league.reload();
    expect(app.league.current()).toMatchObject({
      league: 'Mercenaries',
      gameVersion: '3.26.1',
      source: 'configuration',
      versionSource: 'configuration',
    });
    const site = (await app.inject({ method: 'GET', url: '/api/site' })).json<{ game: object }>();
    expect(site.game).toMatchObject({ league: 'Mercenaries', gameVersion: '3.26.1' });
  });
});

describe('the league check schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is due with no check stored, or once the last is a day old', () => {
    const now = new Date('2026-12-02T06:00:00Z');
    expect(leagueCheckDue(null, now)).toBe(true);
    expect(leagueCheckDue(new Date(now.getTime() - LEAGUE_CHECK_EVERY_MS + 1), now)).toBe(false);
    expect(leagueCheckDue(new Date(now.getTime() - LEAGUE_CHECK_EVERY_MS), now)).toBe(true);
  });

  it('checks at start, then at each tick the stored row says it is due', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => {});
    const answers = [false, true, false];
    const due = vi.fn(async () => answers.shift() ?? false);
    const stop = startLeagueSchedule(check, due, 1_000);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(due).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(due).toHaveBeenCalledTimes(3);
  });
});
