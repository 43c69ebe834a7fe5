import type { StaticGuideSlug } from '../guides/staticGuides.js';
import type { Db } from '../platform/db/client.js';
import { twitchAccountByLogin, type LookupDeps } from '../twitch/twitchAccountByLogin.js';

export interface SiteInfo {
  streamer: { login: string; displayName: string };
  /** The static guide cards an admin has hidden from visitors. */
  hiddenStaticGuides: StaticGuideSlug[];
}

/**
 * The streamer's names for the site's header and badge. Twitch's answer first (cached); if
 * Twitch cannot say, the account's row, then the login itself: this never fails a page.
 */
export async function streamerNames(
  deps: LookupDeps & { db: Db },
  streamerLogin: string,
): Promise<SiteInfo['streamer']> {
  const account = await twitchAccountByLogin(deps, streamerLogin);
  if (account) return { login: account.login, displayName: account.displayName };
  const { rows } = await deps.db.query<{ display_name: string }>(
    'select display_name from users where login = $1',
    [streamerLogin],
  );
  return { login: streamerLogin, displayName: rows[0]?.display_name ?? streamerLogin };
}

/** The streamer's names and the static guides hidden from visitors, each read as given. */
export async function siteInfo(
  streamer: () => Promise<SiteInfo['streamer']>,
  hiddenGuides: () => Promise<StaticGuideSlug[]>,
): Promise<SiteInfo> {
  const [names, hidden] = await Promise.all([streamer(), hiddenGuides()]);
  return { streamer: names, hiddenStaticGuides: hidden };
}
