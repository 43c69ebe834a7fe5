import type { Db } from '../../db/client.js';
import { twitchAccountByLogin, type LookupDeps } from '../../streamer/twitchAccountByLogin.js';

export interface SiteInfo {
  streamer: { login: string; displayName: string };
}

/**
 * The streamer's names for the site's header and badge. Twitch's answer first (cached); if
 * Twitch cannot say, the account's row, then the login itself: this never fails a page.
 */
export async function siteInfo(
  deps: LookupDeps & { db: Db },
  streamerLogin: string,
): Promise<SiteInfo> {
  const account = await twitchAccountByLogin(deps, streamerLogin);
  if (account) return { streamer: { login: account.login, displayName: account.displayName } };
  const { rows } = await deps.db.query<{ display_name: string }>(
    'select display_name from users where login = $1',
    [streamerLogin],
  );
  return {
    streamer: { login: streamerLogin, displayName: rows[0]?.display_name ?? streamerLogin },
  };
}
