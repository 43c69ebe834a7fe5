import type { Cache } from '../platform/cache/cache.js';
import { cacheKeys } from '../platform/cache/keys.js';
import type { SessionDeps } from './sessions/freshTokens.js';
import { createTokenStore } from './sessions/tokenStore.js';
import { TwitchError } from './twitchApi/client.js';
import type { AdminLogins } from './users/roles.js';
import { upsertTwitchUser, type User } from './users/userStore.js';
import { issueConfirmation } from './signInConfirmation.js';
import { sameState } from './stateCookie.js';

export interface SignInDeps extends SessionDeps {
  cache: Cache;
  admins: AdminLogins;
  publicUrl: string;
  issueSessionToken(user: User): Promise<string>;
}

/** What Twitch sends back to the callback. */
export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** A failed sign-in, as told to the browser: an OAuth-style code and a French sentence. */
class SignInError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

function twitchRefusal({ error = '', error_description: description }: CallbackQuery): SignInError {
  const code = /^[a-z_]{1,64}$/.test(error) ? error : 'access_denied';
  if (code === 'access_denied') {
    return new SignInError(
      code,
      'Vous avez refusé l’accès à votre compte Twitch : connexion annulée.',
    );
  }
  const detail = description ? ` (${description.slice(0, 200)})` : '';
  return new SignInError(code, `Twitch a refusé la connexion${detail}.`);
}

/** A Twitch failure the user can act on, or the error itself (a fault on our side). */
function fromTwitch(err: unknown): unknown {
  if (!(err instanceof TwitchError)) return err;
  if (err.kind === 'invalid_grant') {
    return new SignInError(
      'invalid_grant',
      'Le code d’autorisation Twitch est invalide ou a expiré. Veuillez réessayer.',
    );
  }
  if (err.kind === 'unavailable') {
    return new SignInError(
      'temporarily_unavailable',
      'Twitch ne répond pas. Veuillez réessayer dans quelques instants.',
    );
  }
  // Anything else is our side (a wrong client secret, a redirect URI Twitch does not know).
  return err;
}

async function fromTwitchStep<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw fromTwitch(err);
  }
}

/** Exchanges the code, then creates or updates the account and keeps its Twitch tokens. */
async function signIn(deps: SignInDeps, code: string): Promise<User> {
  const tokens = await fromTwitchStep(deps.twitch.exchangeCode(code));
  const [me] = await fromTwitchStep(deps.twitch.users(tokens.accessToken));
  if (!me) throw new Error('Helix returned no user for a fresh user token');
  const { user, previous } = await deps.db.transaction(async (tx) => {
    const account = { twitchId: me.id, login: me.login, displayName: me.display_name };
    const user = await upsertTwitchUser(tx, account, deps.admins);
    const store = createTokenStore(tx, deps.cipher);
    const previous = await store.get(user.id, true);
    await store.save(user.id, tokens);
    return { user, previous };
  });
  // Signing in again often follows a new subscription: check it afresh.
  await deps.cache.delete(cacheKeys.subscription(user.id));
  if (previous) {
    // The replaced tokens are of no use any more; do not leave them valid at Twitch. Not awaited:
    // the browser need not wait on it, and a failure changes nothing for this sign-in.
    deps.twitch.revoke(previous.accessToken).catch((err: unknown) => {
      deps.log.info({ err, userId: user.id }, 'revoking replaced Twitch token failed');
    });
  }
  return user;
}

/** Where the callback sends the browser, and after a sign-in the confirmation cookie to set. */
export interface CallbackOutcome {
  location: string;
  confirmation?: string;
}

/**
 * Where the callback sends the browser: the site's callback page with our token (and the value
 * of the cookie the page's confirmation needs), or the home page with `auth=error`, a code and a
 * French description.
 */
export async function callbackRedirect(
  deps: SignInDeps,
  query: CallbackQuery,
  expectedState: string | undefined,
): Promise<CallbackOutcome> {
  try {
    // Checked first, refusals included: an answer not bound to this browser is never acted on.
    if (!sameState(expectedState, query.state)) {
      throw new SignInError(
        'invalid_state',
        'La vérification de sécurité de la connexion a échoué. Veuillez réessayer.',
      );
    }
    if (query.error !== undefined) throw twitchRefusal(query);
    if (!query.code) {
      throw new SignInError(
        'invalid_request',
        'Réponse de Twitch incomplète : code d’autorisation manquant.',
      );
    }
    const user = await signIn(deps, query.code);
    const token = await deps.issueSessionToken(user);
    const confirmation = await issueConfirmation(deps.cache, token);
    const location = `${deps.publicUrl}/auth/twitch/callback?${new URLSearchParams({ token }).toString()}`;
    return { location, confirmation };
  } catch (err) {
    const failure =
      err instanceof SignInError
        ? err
        : new SignInError(
            'server_error',
            'La connexion a échoué à cause d’une erreur du serveur. Veuillez réessayer plus tard.',
          );
    if (failure.code === 'server_error') deps.log.error({ err }, 'Twitch sign-in failed');
    else deps.log.info({ code: failure.code }, 'Twitch sign-in refused');
    const params = { auth: 'error', error: failure.code, error_description: failure.description };
    return { location: `${deps.publicUrl}/?${new URLSearchParams(params).toString()}` };
  }
}
