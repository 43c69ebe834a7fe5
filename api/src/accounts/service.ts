import {
  freshTokens,
  refreshTokens,
  type Freshness,
  type SessionDeps,
} from './sessions/freshTokens.js';
import { createTokenStore } from './sessions/tokenStore.js';
import { PAGE_WAIT_MS, waitAtMost } from '../platform/upstream/patience.js';
import { SUBSCRIPTION_SCOPE } from './twitchApi/wire.js';
import type { Session } from './plugin.js';

/**
 * - `valid`: Twitch tokens kept, usable (refreshed if needed), with the subscription scope;
 * - `limited`: usable, but the user refused the subscription scope;
 * - `expired`: the access token expired or was revoked, and refreshing it failed;
 * - `no_token`: no Twitch token kept for this account (or one we can no longer decrypt);
 * - `no_db_user`: the token is ours and valid, but its account no longer exists.
 */
export type SessionStatus = 'valid' | 'limited' | 'expired' | 'no_token' | 'no_db_user';

export interface Me {
  id: number;
  /** The Twitch login (lowercase). */
  username: string;
  displayName: string;
  role: string;
  sessionStatus: SessionStatus;
}

function statusOf(fresh: Freshness): SessionStatus {
  if (fresh.kind === 'none') return 'no_token';
  if (fresh.kind === 'expired') return 'expired';
  return fresh.tokens.scopes.includes(SUBSCRIPTION_SCOPE) ? 'valid' : 'limited';
}

/** The kept tokens as they stand, for when Twitch is too slow to check them now. */
async function keptStatus(deps: SessionDeps, userId: number): Promise<SessionStatus> {
  const kept = await createTokenStore(deps.db, deps.cipher).get(userId);
  if (!kept) return 'no_token';
  if (kept.expiresAt.getTime() <= Date.now()) return 'expired';
  return statusOf({ kind: 'fresh', tokens: kept });
}

/**
 * The current user as `/api/auth/me` tells it, with their Twitch session checked now; a check
 * slower than `waitMs` (Twitch slow) goes on in the background and the kept tokens are told.
 */
export async function describeMe(
  deps: SessionDeps,
  session: Session,
  waitMs = PAGE_WAIT_MS,
): Promise<Me> {
  const { user, claims } = session;
  if (!user) {
    return {
      id: claims.id,
      username: '',
      displayName: '',
      role: claims.role,
      sessionStatus: 'no_db_user',
    };
  }
  const checked = await waitAtMost(freshTokens(deps, user.id), waitMs);
  return {
    id: user.id,
    username: user.login,
    displayName: user.displayName,
    role: user.role,
    sessionStatus: checked ? statusOf(checked.value) : await keptStatus(deps, user.id),
  };
}

export interface ReauthResult {
  status: 200 | 409 | 502;
  body: { success: boolean; error?: string };
}

/** Refreshes the kept Twitch tokens now, whatever their age. */
export async function reauthenticate(deps: SessionDeps, userId: number): Promise<ReauthResult> {
  const stored = await createTokenStore(deps.db, deps.cipher).get(userId);
  const result = stored
    ? await refreshTokens(deps, userId, stored.updatedAt)
    : { kind: 'none' as const };
  if (result.kind === 'fresh') return { status: 200, body: { success: true } };
  if (result.kind === 'none') {
    return {
      status: 409,
      body: {
        success: false,
        error: 'Aucune session Twitch à renouveler : veuillez vous reconnecter.',
      },
    };
  }
  if (result.reason === 'unavailable') {
    return {
      status: 502,
      body: {
        success: false,
        error: 'Twitch ne répond pas. Veuillez réessayer dans quelques instants.',
      },
    };
  }
  return {
    status: 409,
    body: {
      success: false,
      error: 'Twitch a refusé le renouvellement de la session : veuillez vous reconnecter.',
    },
  };
}
