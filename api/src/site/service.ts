import { hiddenStaticGuides, type StaticGuideSlug } from '../guides/staticGuides.js';
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

/** The streamer's names and the static guides hidden from visitors. */
export async function siteInfo(
  deps: LookupDeps & { db: Db },
  streamerLogin: string,
  hiddenGuides: () => Promise<StaticGuideSlug[]> = () => hiddenStaticGuides(deps.db),
  streamer: () => Promise<SiteInfo['streamer']> = () => streamerNames(deps, streamerLogin),
): Promise<SiteInfo> {
  const [names, hidden] = await Promise.all([streamer(), hiddenGuides()]);
  return { streamer: names, hiddenStaticGuides: hidden };
}

/**
 * `read`'s answer kept for `ms` after it arrived (a failure is not kept); meanwhile, callers
 * share it. For facts from elsewhere that a shared cache already keeps much longer.
 */
export function keptFor<T>(
  ms: number,
  read: () => Promise<T>,
  now: () => number = () => performance.now(),
): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (kept && now() < kept.until) return kept.value;
    const entry = { value: read(), until: Number.POSITIVE_INFINITY };
    kept = entry;
    entry.value.then(
      () => (entry.until = now() + ms),
      () => {
        if (kept === entry) kept = undefined;
      },
    );
    return entry.value;
  };
}
