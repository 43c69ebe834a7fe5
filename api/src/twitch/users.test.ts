import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { bearer, startStandIn, userId, type RunningStandIn } from '../../test/twitchStandIn.js';
import { createAppToken } from './appToken.js';
import { createLiveStreams } from './liveStreams.js';
import type { TwitchUser } from './schemas.js';

describe('GET /api/twitch/users', () => {
  let standIn: RunningStandIn;
  let app: App;
  let lucas: number;
  let nina: number;
  let admin: TestUser;
  /** lucas_live's items, newest first: [id, title, type, public]. */
  const lucasItems: { id: number; title: string; type: 'build' | 'guide'; isPublic: boolean }[] =
    [];

  /** A row straight into the table, `daysAgo` old. */
  async function addItem(
    type: 'build' | 'guide',
    owner: number,
    title: string,
    isPublic: boolean,
    daysAgo: number,
  ): Promise<number> {
    const { rows } = await app.db.query<{ id: number }>(
      `insert into ${type}s (user_id, author, title, is_public, search_text, created_at)
       values ($1, 'Auteur', $2, $3, lower($2), now() - $4 * interval '1 day') returning id`,
      [owner, title, isPublic, daysAgo],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`could not add ${title}`);
    return id;
  }

  beforeAll(async () => {
    standIn = await startStandIn();
    app = await buildTestApp({ env: standIn.env });
    lucas = await userId(app, 'lucas_live');
    nina = await userId(app, 'nina_stream');
    admin = await addUser(app, 'une_admin', 'admin');
    // Days ago chosen so that builds and guides interleave; the private ones are the newest.
    const plan = [
      ['build', 'Build privé de Lucas', false, 1],
      ['guide', 'Guide privé de Lucas', false, 2],
      ['build', 'Build 1', true, 3],
      ['guide', 'Guide 1', true, 4],
      ['build', 'Build 2', true, 5],
      ['guide', 'Guide 2', true, 6],
      ['guide', 'Guide 3', true, 7],
      ['build', 'Build 3', true, 8],
    ] as const;
    for (const [type, title, isPublic, daysAgo] of plan) {
      lucasItems.push({
        id: await addItem(type, lucas, title, isPublic, daysAgo),
        title,
        type,
        isPublic,
      });
    }
    await addItem('guide', nina, 'Brouillon de Nina', false, 1);
    // Content of users without the twitch role is neither listed nor counted.
    const marie = await userId(app, 'marie_crea');
    await addItem('build', marie, 'Build de Marie', true, 1);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });
  beforeEach(async () => {
    await app.db.query('delete from cache');
    standIn.state.resetCalls();
  });

  const list = async (headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: '/api/twitch/users', headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ users: TwitchUser[] }>().users;
  };
  const byLogin = (users: TwitchUser[], login: string) => {
    const user = users.find((u) => u.login === login);
    if (!user) throw new Error(`${login} is not listed`);
    return user;
  };
  const recentOf = (items: typeof lucasItems) =>
    items
      .slice(0, 5)
      .map(({ id, title, type }) => ({ type, id, title, created_at: expect.any(String) }));

  it('lists the twitch-role users with live status, public counts and recent public content', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/twitch/users' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Authorization');
    expect(res.json()).toEqual({
      // The streamer, first on the page, has tests of their own (streamerHero.test.ts).
      streamer: expect.objectContaining({ login: 'exilestreamer' }),
      users: [
        {
          id: lucas,
          displayName: 'LucasLive',
          login: 'lucas_live',
          twitchChannel: 'https://www.twitch.tv/lucas_live',
          isOnline: true,
          streamTitle: 'Farm de cartes T16',
          streamGame: 'Path of Exile',
          viewerCount: 42,
          buildsCount: 3,
          guidesCount: 3,
          recentContent: recentOf(lucasItems.filter((item) => item.isPublic)),
        },
        {
          id: nina,
          displayName: 'NinaStream',
          login: 'nina_stream',
          twitchChannel: 'https://www.twitch.tv/nina_stream',
          isOnline: false,
          streamTitle: null,
          streamGame: null,
          viewerCount: 0,
          buildsCount: 0,
          guidesCount: 0,
          recentContent: [],
        },
      ],
    });
  });

  it('gives dates as ISO text, newest first', async () => {
    const dates = byLogin(await list(), 'lucas_live').recentContent.map((item) => item.created_at);
    expect(dates.every((date) => new Date(date).toISOString() === date)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('counts and shows everything to an admin', async () => {
    const users = await list(admin.headers);
    expect(byLogin(users, 'lucas_live')).toMatchObject({
      buildsCount: 4,
      guidesCount: 4,
      recentContent: recentOf(lucasItems),
    });
    expect(byLogin(users, 'nina_stream')).toMatchObject({
      guidesCount: 1,
      recentContent: [{ type: 'guide', title: 'Brouillon de Nina' }],
    });
  });

  it('shows users their own non-public items, and nobody else’s', async () => {
    const asLucas = await list(bearer(await app.issueSessionToken({ id: lucas, role: 'twitch' })));
    expect(byLogin(asLucas, 'lucas_live')).toMatchObject({
      buildsCount: 4,
      guidesCount: 4,
      recentContent: recentOf(lucasItems),
    });
    expect(byLogin(asLucas, 'nina_stream')).toMatchObject({ guidesCount: 0, recentContent: [] });

    const asNina = await list(bearer(await app.issueSessionToken({ id: nina, role: 'twitch' })));
    expect(byLogin(asNina, 'lucas_live')).toMatchObject({ buildsCount: 3, guidesCount: 3 });
    expect(byLogin(asNina, 'nina_stream')).toMatchObject({ guidesCount: 1 });
  });

  it('reads an invalid token as an anonymous visitor', async () => {
    const users = await list({ authorization: 'Bearer pas-un-jeton' });
    expect(byLogin(users, 'lucas_live')).toMatchObject({ buildsCount: 3, guidesCount: 3 });
  });

  it('asks Helix once for a hundred concurrent visitors, then answers from the cache', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => app.inject({ method: 'GET', url: '/api/twitch/users' })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers.every((res) => res.json<{ users: TwitchUser[] }>().users[0]?.isOnline)).toBe(
      true,
    );
    expect(standIn.state.callCount('/helix/streams')).toBe(1);
    expect(standIn.state.callCount('/oauth2/token')).toBe(1);
    await list();
    expect(standIn.state.callCount('/')).toBe(2);
  });

  it('asks again once the period ends, reusing the cached app token', async () => {
    await list();
    await app.db.query(
      `update cache set expires_at = now() - interval '1 second' where key = 'twitch:streams'`,
    );
    standIn.state.resetCalls();
    await list();
    expect(standIn.state.callCount('/helix/streams')).toBe(1);
    expect(standIn.state.callCount('/oauth2/token')).toBe(0);
    const { rows } = await app.db.query<{ value: unknown }>(
      `select value from cache where key = 'twitch:app-token'`,
    );
    // Sealed: the token itself is never in the table.
    expect(rows[0]?.value).toEqual({ sealed: expect.any(String) });
  });

  it('spares Twitch across processes: another one reads the shared cache entry', async () => {
    await list();
    standIn.state.resetCalls();
    const deps = { cache: app.cache, twitch: app.twitch };
    const otherProcess = createLiveStreams({
      ...deps,
      appToken: createAppToken({ ...deps, cipher: app.tokenCipher }),
      log: app.log,
    });
    // The page asked about the streamer in the same Helix call: one entry holds all three.
    expect(await otherProcess.live(['nina_stream', 'LUCAS_LIVE'])).toEqual({
      lucas_live: { title: 'Farm de cartes T16', game: 'Path of Exile', viewerCount: 42 },
      exilestreamer: {
        title: 'Leveling Mercenaries en direct',
        game: 'Path of Exile',
        viewerCount: 312,
      },
    });
    expect(standIn.state.callCount('/')).toBe(0);
  });

  it('gets a new app token when Twitch no longer accepts the cached one', async () => {
    await list();
    standIn.state.revokeAppTokens();
    await app.db.query(`delete from cache where key = 'twitch:streams'`);
    standIn.state.resetCalls();
    expect(byLogin(await list(), 'lucas_live').isOnline).toBe(true);
    // Refused once (401), a new token, asked again.
    expect(standIn.state.callCount('/helix/streams')).toBe(2);
    expect(standIn.state.callCount('/oauth2/token')).toBe(1);
  });

  it('lists a new twitch user at once, asking Helix about the larger list', async () => {
    await list();
    const newcomer = await addUser(app, 'nouvelle_streameuse', 'twitch');
    standIn.state.resetCalls();
    const users = await list();
    expect(byLogin(users, 'nouvelle_streameuse')).toMatchObject({
      id: newcomer.id,
      isOnline: false,
      recentContent: [],
    });
    expect(standIn.state.callCount('/helix/streams')).toBe(1);
    await app.db.query('delete from users where id = $1', [newcomer.id]);
  });
});
