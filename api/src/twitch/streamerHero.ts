import type { Cache } from '../platform/cache/cache.js';
import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../platform/db/client.js';
import { contentOf } from './communityContent.js';
import type { StreamerHero } from './schemas.js';
import type { LiveByLogin } from './liveStreams.js';
import { cachedTwitchAccount } from './twitchAccountByLogin.js';

export interface HeroDeps {
  db: Queryable;
  cache: Cache;
  streamerLogin: string;
}

/**
 * The streamer the site is built around, for the top of /twitch: names and picture as the site's
 * header last looked them up (no Helix call per visitor), live status from the community's own
 * Helix answer (`live`: one shared cache entry for all the page's logins, undefined when Twitch
 * did not answer in time), latest builds and guides from our account of that login once they
 * have signed in. Twitch slow or down never fails the page: the streamer then reads offline.
 */
export async function streamerHero(
  deps: HeroDeps,
  viewer: Viewer | null,
  live: Promise<LiveByLogin | undefined>,
): Promise<StreamerHero> {
  const login = deps.streamerLogin;
  // After the community's Helix answer: the hero's queries then never hold the live lookup's
  // own cache reads behind them (a crowd of visitors would push it past the page's patience).
  const streams = await live;
  const { rows } = await deps.db.query<{ id: number; display_name: string }>(
    'select id, display_name from users where login = $1',
    [login],
  );
  const own = rows[0];
  const [account, content] = await Promise.all([
    cachedTwitchAccount(deps.cache, login),
    own ? contentOf(deps.db, [own.id], viewer) : Promise.resolve(null),
  ]);
  const stream = streams?.[login];
  const summary = own ? content?.get(own.id) : undefined;
  return {
    login,
    displayName: account?.displayName ?? own?.display_name ?? login,
    avatarUrl: account?.avatarUrl ?? null,
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
