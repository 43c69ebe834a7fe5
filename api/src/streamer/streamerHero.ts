import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/cache.js';
import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../db/client.js';
import { contentOf } from '../routes/twitch/communityContent.js';
import type { StreamerHero } from '../routes/twitch/schemas.js';
import type { LiveStreams } from '../twitchApp/liveStreams.js';
import type { TwitchClient } from '../upstreams/twitch/client.js';
import { PAGE_WAIT_MS, waitAtMost } from '../upstreams/patience.js';
import { twitchAccountByLogin } from './twitchAccountByLogin.js';

export interface HeroDeps {
  db: Queryable;
  cache: Cache;
  twitch: TwitchClient;
  liveStreams: LiveStreams;
  log: FastifyBaseLogger;
  streamerLogin: string;
}

/**
 * The streamer the site is built around, for the top of /twitch: names and picture from Twitch
 * (cached a day), live status from the shared live cache, latest builds and guides from our
 * account of that login when they have signed in once. Twitch slow or down never fails the
 * page: the streamer then reads offline, named by their login.
 */
export async function streamerHero(deps: HeroDeps, viewer: Viewer | null): Promise<StreamerHero> {
  const login = deps.streamerLogin;
  const { rows } = await deps.db.query<{ id: number; display_name: string }>(
    'select id, display_name from users where login = $1',
    [login],
  );
  const own = rows[0];
  const [account, live, content] = await Promise.all([
    waitAtMost(twitchAccountByLogin(deps, login), PAGE_WAIT_MS),
    waitAtMost(deps.liveStreams.live([login]), PAGE_WAIT_MS),
    own ? contentOf(deps.db, [own.id], viewer) : Promise.resolve(null),
  ]);
  const stream = live?.value[login];
  const summary = own ? content?.get(own.id) : undefined;
  return {
    login,
    displayName: account?.value?.displayName ?? own?.display_name ?? login,
    avatarUrl: account?.value?.avatarUrl ?? null,
    twitchChannel: `https://www.twitch.tv/${login}`,
    isOnline: stream !== undefined,
    streamTitle: stream?.title ?? null,
    streamGame: stream?.game ?? null,
    viewerCount: stream?.viewerCount ?? 0,
    buildsCount: summary?.buildsCount ?? 0,
    guidesCount: summary?.guidesCount ?? 0,
    recentContent: summary?.recentContent ?? [],
  };
}
