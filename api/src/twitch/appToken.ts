import type { Cache } from '../platform/cache/cache.js';
import { cacheKeys } from '../platform/cache/keys.js';
import type { TokenCipher } from '../accounts/sessions/tokenCipher.js';
import { TwitchError, type TwitchClient } from '../accounts/twitchApi/client.js';

/** Renewed this long before Twitch's expiry, so no call goes out with a token about to die. */
const RENEW_BEFORE_S = 10 * 60;
/** Bound as associated data: a ciphertext from another cache entry does not decrypt here. */
const CONTEXT = 'twitch:app-token';

export interface AppTokenDeps {
  cache: Cache;
  cipher: TokenCipher;
  /** A getter: the plugin's client is only built once the server listens. */
  readonly twitch: TwitchClient;
}

/**
 * Our app access token (client credentials), kept in the shared cache until shortly before it
 * expires so every API process reuses one token instead of asking Twitch per call. Encrypted
 * there like the users' tokens: it is a credential too.
 */
export function createAppToken(deps: AppTokenDeps) {
  const key = cacheKeys.twitchAppToken;
  // Concurrent callers missing the cache in this process wait for one token request.
  let fetching: Promise<string> | null = null;

  async function cached(): Promise<string | undefined> {
    const entry = await deps.cache.get<{ sealed: string }>(key);
    if (!entry) return undefined;
    try {
      return deps.cipher.decrypt(Buffer.from(entry.sealed, 'base64'), CONTEXT);
    } catch {
      // Sealed under a previous key (TOKEN_ENCRYPTION_KEY changed): simply ask for a new one.
      return undefined;
    }
  }

  async function fetchNew(): Promise<string> {
    const { accessToken, expiresIn } = await deps.twitch.appToken();
    const ttl = expiresIn - RENEW_BEFORE_S;
    const sealed = deps.cipher.encrypt(accessToken, CONTEXT).toString('base64');
    if (ttl > 0) await deps.cache.set(key, { sealed }, ttl);
    return accessToken;
  }
  const fresh = () =>
    (fetching ??= fetchNew().finally(() => {
      fetching = null;
    }));

  /** A token other than `refused`, which Twitch no longer accepts (revoked, or a restarted stand-in). */
  async function renew(refused: string): Promise<string> {
    const current = await cached();
    if (current !== undefined && current !== refused) return current;
    await deps.cache.delete(key);
    return fresh();
  }

  return {
    /**
     * Runs `ask` with the app token; when Twitch answers 401, once more with a new token.
     * @example await appToken.call((token) => twitch.streams(token, ['lucas_live']))
     */
    async call<T>(ask: (accessToken: string) => Promise<T>): Promise<T> {
      const token = (await cached()) ?? (await fresh());
      try {
        return await ask(token);
      } catch (err) {
        if (!(err instanceof TwitchError) || err.kind !== 'unauthorized') throw err;
        return ask(await renew(token));
      }
    },
  };
}

export type AppToken = ReturnType<typeof createAppToken>;
