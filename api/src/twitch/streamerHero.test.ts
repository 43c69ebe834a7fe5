import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { startStandIn, userId, type RunningStandIn } from '../../test/twitchStandIn.js';
import type { StreamerHero, TwitchUser } from './schemas.js';

describe('GET /api/twitch/users: the streamer first', () => {
  let standIn: RunningStandIn;
  let app: App;

  const page = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/twitch/users' });
    expect(res.statusCode).toBe(200);
    return res.json<{ streamer: StreamerHero; users: TwitchUser[] }>();
  };

  beforeAll(async () => {
    standIn = await startStandIn();
    app = await buildTestApp({ env: standIn.env });
    const streamer = await userId(app, 'exilestreamer');
    const add = (table: string, title: string, isPublic: boolean, daysAgo: number) =>
      app.db.query(
        `insert into ${table} (user_id, author, title, is_public, search_text, created_at)
         values ($1, 'ExileStreamer', $2, $3, lower($2), now() - $4 * interval '1 day')`,
        [streamer, title, isPublic, daysAgo],
      );
    await add('builds', 'Brouillon du streamer', false, 1);
    await add('guides', 'Guide du streamer', true, 2);
    await add('builds', 'Build du streamer', true, 3);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });
  beforeEach(async () => {
    await app.db.query('delete from cache');
    standIn.state.helixFailure = null;
  });

  it('shows the live streamer with stream, picture and public content, apart from the community', async () => {
    // The site's header looks the streamer up on every page load; /twitch reads that entry.
    expect((await app.inject('/api/site')).statusCode).toBe(200);
    const { streamer, users } = await page();
    expect(streamer).toEqual({
      login: 'exilestreamer',
      displayName: 'ExileStreamer',
      avatarUrl: expect.stringMatching(/\/avatars\/exilestreamer\.svg$/),
      twitchChannel: 'https://www.twitch.tv/exilestreamer',
      isOnline: true,
      streamTitle: 'Leveling Mercenaries en direct',
      streamGame: 'Path of Exile',
      viewerCount: 312,
      buildsCount: 1,
      guidesCount: 1,
      recentContent: [
        expect.objectContaining({ type: 'guide', title: 'Guide du streamer' }),
        expect.objectContaining({ type: 'build', title: 'Build du streamer' }),
      ],
    });
    // The community list stays the twitch role's members.
    expect(users.some((user) => user.login === 'exilestreamer')).toBe(false);
    expect(users[0]).toMatchObject({ login: 'lucas_live', isOnline: true });
  });

  it('reads the streamer offline, still named, when Twitch fails', async () => {
    standIn.state.helixFailure = 503;
    const { streamer } = await page();
    expect(streamer).toMatchObject({
      login: 'exilestreamer',
      displayName: 'ExileStreamer',
      avatarUrl: null,
      isOnline: false,
      streamTitle: null,
      streamGame: null,
      viewerCount: 0,
      buildsCount: 1,
    });
  });
});
