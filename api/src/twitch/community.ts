import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../platform/db/client.js';
import type { LiveByLogin, LiveStreams } from './liveStreams.js';
import { PAGE_WAIT_MS, waitAtMost } from '../platform/upstream/patience.js';
import { contentOf } from './communityContent.js';
import type { TwitchUser } from './schemas.js';

export interface CommunityDeps {
  db: Queryable;
  liveStreams: LiveStreams;
}

const channelOf = (login: string) => `https://www.twitch.tv/${login}`;

/**
 * The users with the twitch role, live ones first (most viewers first), then by name. Twitch
 * being down or slow never fails or holds the list: its users then read offline (the service
 * logs it, and a late answer still fills the shared cache for the next visitor).
 *
 * `alsoLive` (the streamer's login) is asked of Helix in the same call, as the live cache keeps
 * one entry for the whole list of logins; `live` is that answer, undefined when it was late.
 */
export async function twitchCommunity(
  deps: CommunityDeps,
  viewer: Viewer | null,
  alsoLive: readonly string[] = [],
): Promise<{ users: TwitchUser[]; live: LiveByLogin | undefined }> {
  const { rows } = await deps.db.query<{ id: number; login: string; display_name: string }>(
    `select id, login, display_name from users where role = 'twitch'`,
  );
  const logins = [...rows.map((row) => row.login), ...alsoLive];
  if (logins.length === 0) return { users: [], live: undefined };
  const [content, live] = await Promise.all([
    contentOf(
      deps.db,
      rows.map((row) => row.id),
      viewer,
    ),
    waitAtMost(deps.liveStreams.live(logins), PAGE_WAIT_MS),
  ]);
  const users = rows.map((row): TwitchUser => {
    const stream = live?.value[row.login];
    return {
      id: row.id,
      displayName: row.display_name,
      login: row.login,
      twitchChannel: channelOf(row.login),
      isOnline: stream !== undefined,
      streamTitle: stream?.title ?? null,
      streamGame: stream?.game ?? null,
      viewerCount: stream?.viewerCount ?? 0,
      buildsCount: 0,
      guidesCount: 0,
      recentContent: [],
      ...content.get(row.id),
    };
  });
  const sorted = users.sort(
    (a, b) =>
      b.viewerCount - a.viewerCount ||
      Number(b.isOnline) - Number(a.isOnline) ||
      a.displayName.localeCompare(b.displayName, 'fr', { sensitivity: 'base' }) ||
      a.id - b.id,
  );
  return { users: sorted, live: live?.value };
}
