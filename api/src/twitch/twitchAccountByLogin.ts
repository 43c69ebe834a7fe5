import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../platform/cache/cache.js';
import { cacheKeys } from '../platform/cache/keys.js';
import { TwitchError, type TwitchClient } from '../accounts/twitchApi/client.js';

/** A Twitch account's id and names, as Helix gives them. */
export interface TwitchAccountRef {
  id: string;
  login: string;
  displayName: string;
  /** Twitch's profile picture; absent from entries cached before it was kept. */
  avatarUrl?: string;
}

/** Ids never change and names rarely: a day keeps Helix calls to about one a day. */
const FOUND_TTL_S = 24 * 60 * 60;
/** A miss (unknown login, Twitch down) is retried soon, without every request waiting on it. */
const MISSING_TTL_S = 60;

export interface LookupDeps {
  cache: Cache;
  twitch: TwitchClient;
  log: FastifyBaseLogger;
}

/**
 * The Twitch account of a login (the streamer's, for the subscription check and the site's
 * header), looked up with an app token and cached in the shared cache.
 * @returns null when Twitch does not know the login or cannot be reached
 */
export async function twitchAccountByLogin(
  deps: LookupDeps,
  login: string,
): Promise<TwitchAccountRef | null> {
  const key = cacheKeys.twitchUser(login);
  const cached = await deps.cache.get<{ account: TwitchAccountRef | null }>(key);
  if (cached) return cached.account;
  let account: TwitchAccountRef | null = null;
  try {
    const app = await deps.twitch.appToken();
    const [user] = await deps.twitch.users(app.accessToken, { logins: [login] });
    if (user) {
      account = {
        id: user.id,
        login: user.login,
        displayName: user.display_name,
        avatarUrl: user.profile_image_url,
      };
    } else deps.log.warn({ login }, 'Twitch knows no account with this login');
  } catch (err) {
    if (!(err instanceof TwitchError)) throw err;
    deps.log.warn({ login, kind: err.kind, reason: err.message }, 'Twitch user lookup failed');
  }
  await deps.cache.set(key, { account }, account ? FOUND_TTL_S : MISSING_TTL_S);
  return account;
}

/**
 * The account as last looked up, without asking Twitch: for pages that must not add Helix calls
 * per visitor (the site's header, asked on every page load, keeps the entry fresh).
 */
export async function cachedTwitchAccount(
  cache: Cache,
  login: string,
): Promise<TwitchAccountRef | null> {
  const cached = await cache.get<{ account: TwitchAccountRef | null }>(cacheKeys.twitchUser(login));
  return cached?.account ?? null;
}
