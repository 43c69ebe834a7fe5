import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { startStandIn, type RunningStandIn } from '../../test/twitchStandIn.js';
import type { Persona } from '../accounts/twitchApi/standIn/index.js';
import type { TwitchUser } from './schemas.js';

/** 150 more streamers; every fifth is live, so more than Helix's default page of 20 at once. */
const streamers: Persona[] = Array.from({ length: 150 }, (_, i) => {
  const n = String(i).padStart(3, '0');
  return {
    id: `300000${n}`,
    login: `streamer_${n}`,
    displayName: `Streamer${n}`,
    role: 'twitch',
    broadcasterType: '',
    description: '',
    subscribedTo: [],
    ...(i % 5 === 0 && { live: { title: `Live ${n}`, gameName: 'Path of Exile', viewerCount: i } }),
  };
});

describe('GET /api/twitch/users with many streamers, and with Twitch down', () => {
  let standIn: RunningStandIn;
  let app: App;
  let standInRunning = true;
  const logs: string[] = [];

  beforeAll(async () => {
    standIn = await startStandIn({ morePersonas: streamers });
    app = await buildTestApp({
      env: standIn.env,
      config: { logLevel: 'warn' },
      logStream: { write: (line) => logs.push(line) },
    });
    await app.db.query(
      `insert into users (twitch_id, login, display_name, role)
       select id, login, display_name, 'twitch'
       from unnest($1::text[], $2::text[], $3::text[]) as s (id, login, display_name)`,
      [
        streamers.map((s) => s.id),
        streamers.map((s) => s.login),
        streamers.map((s) => s.displayName),
      ],
    );
  });
  afterAll(async () => {
    await app.close();
    if (standInRunning) await standIn.close();
  });
  beforeEach(async () => {
    await app.db.query('delete from cache');
    standIn.state.resetCalls();
    standIn.state.helixFailure = null;
    logs.length = 0;
  });

  const list = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/twitch/users' });
    expect(res.statusCode).toBe(200);
    return res.json<{ users: TwitchUser[] }>().users;
  };
  const warnings = () =>
    logs
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg);

  it('asks Helix in two batches of at most 100 logins, and finds every live streamer', async () => {
    const users = await list();
    // 150 streamers, lucas_live and nina_stream: 100 logins, then 52. The stand-in, like
    // Helix, refuses more than 100 logins and pages at 20 streams unless told `first`.
    expect(users).toHaveLength(152);
    expect(standIn.state.callCount('/helix/streams')).toBe(2);
    const live = users.filter((u) => u.isOnline).map((u) => u.login);
    const expected = ['lucas_live', ...streamers.filter((s) => s.live).map((s) => s.login)];
    expect(live.sort()).toEqual(expected.sort());
    // Live ones first, the most watched first.
    expect(users[0]).toMatchObject({ login: 'streamer_145', viewerCount: 145 });
    expect(users.slice(0, live.length).every((u) => u.isOnline)).toBe(true);
    expect(warnings()).toEqual([]);
  });

  it('lists everyone offline when Helix answers an error, logs it, and waits before asking again', async () => {
    standIn.state.helixFailure = 503;
    const users = await list();
    expect(users).toHaveLength(152);
    expect(users.some((u) => u.isOnline)).toBe(false);
    expect(users.find((u) => u.login === 'lucas_live')).toMatchObject({
      streamTitle: null,
      streamGame: null,
      viewerCount: 0,
    });
    expect(warnings()).toEqual(['Helix streams failed: these users are listed as offline']);
    standIn.state.resetCalls();
    await list();
    expect(standIn.state.callCount('/helix/')).toBe(0);
  });

  it('lists everyone offline when Twitch cannot be reached at all', async () => {
    await standIn.close();
    standInRunning = false;
    const users = await list();
    expect(users).toHaveLength(152);
    expect(users.some((u) => u.isOnline)).toBe(false);
    expect(warnings()).toEqual(['Helix streams failed: these users are listed as offline']);
  });
});
