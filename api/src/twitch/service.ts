import type { Cache } from '../platform/cache/cache.js';
import { cacheKeys } from '../platform/cache/keys.js';
import { HttpError } from '../platform/http/httpError.js';
import { freshTokens, refreshTokens, type SessionDeps } from '../accounts/sessions/freshTokens.js';
import type { StoredTokens } from '../accounts/sessions/tokenStore.js';
import { twitchAccountByLogin } from './twitchAccountByLogin.js';
import { TwitchError } from '../accounts/twitchApi/client.js';
import { SUBSCRIPTION_SCOPE } from '../accounts/twitchApi/wire.js';
import type { User } from '../accounts/users/userStore.js';

/** Short: a new subscription shows within minutes, while a page load costs no Helix call. */
const SUBSCRIPTION_TTL_S = 5 * 60;

export interface SubscriptionDeps extends SessionDeps {
  cache: Cache;
  streamerLogin: string;
}

const SIGN_IN_AGAIN = 'Votre session Twitch a expiré : veuillez vous reconnecter.';
const TWITCH_DOWN = 'Twitch ne répond pas. Veuillez réessayer dans quelques instants.';

async function usableTokens(deps: SubscriptionDeps, userId: number): Promise<StoredTokens> {
  const fresh = await freshTokens(deps, userId);
  if (fresh.kind === 'none') {
    throw new HttpError(409, 'Aucune session Twitch enregistrée : veuillez vous reconnecter.');
  }
  if (fresh.kind === 'expired') {
    throw new HttpError(
      fresh.reason === 'unavailable' ? 502 : 409,
      fresh.reason === 'unavailable' ? TWITCH_DOWN : SIGN_IN_AGAIN,
    );
  }
  if (!fresh.tokens.scopes.includes(SUBSCRIPTION_SCOPE)) {
    throw new HttpError(
      403,
      'Vous n’avez pas autorisé le site à lire vos abonnements Twitch : reconnectez-vous pour l’accepter.',
    );
  }
  return fresh.tokens;
}

/**
 * Whether the user subscribes to the streamer's channel, asked of Helix with the user's own
 * token and cached per user in the shared cache.
 */
export async function isSubscribed(deps: SubscriptionDeps, user: User): Promise<boolean> {
  const key = cacheKeys.subscription(user.id);
  const cached = await deps.cache.get<{ isSubscribed: boolean }>(key);
  if (cached) return cached.isSubscribed;

  const tokens = await usableTokens(deps, user.id);
  const streamer = await twitchAccountByLogin(deps, deps.streamerLogin);
  if (!streamer)
    throw new HttpError(502, 'La chaîne du streamer est introuvable sur Twitch pour le moment.');
  const ask = (accessToken: string) =>
    deps.twitch.userSubscription(accessToken, streamer.id, user.twitchId);
  let subscription;
  try {
    subscription = await ask(tokens.accessToken).catch(async (err: unknown) => {
      // Revoked since our last check: one refresh, one more try.
      if (!(err instanceof TwitchError) || err.kind !== 'unauthorized') throw err;
      const renewed = await refreshTokens(deps, user.id, tokens.updatedAt);
      if (renewed.kind !== 'fresh') throw new HttpError(409, SIGN_IN_AGAIN);
      return ask(renewed.tokens.accessToken);
    });
  } catch (err) {
    if (!(err instanceof TwitchError)) throw err;
    deps.log.warn({ kind: err.kind, reason: err.message }, 'Helix subscription check failed');
    throw new HttpError(
      err.kind === 'unauthorized' ? 409 : 502,
      err.kind === 'unauthorized' ? SIGN_IN_AGAIN : TWITCH_DOWN,
    );
  }
  const answer = subscription !== null;
  await deps.cache.set(key, { isSubscribed: answer }, SUBSCRIPTION_TTL_S);
  return answer;
}
