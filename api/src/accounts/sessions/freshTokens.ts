import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { TwitchError, type TwitchClient } from '../twitchApi/client.js';
import type { TokenCipher } from './tokenCipher.js';
import { createTokenStore, type StoredTokens } from './tokenStore.js';

/** Twitch asks apps keeping sessions to validate their tokens at least hourly. */
const VALIDATE_EVERY_MS = 60 * 60 * 1000;
/** Refresh a little early, so a token does not expire between our check and our call. */
const EXPIRY_MARGIN_MS = 60 * 1000;

export interface SessionDeps {
  db: Db;
  twitch: TwitchClient;
  cipher: TokenCipher;
  log: FastifyBaseLogger;
}

export type Freshness =
  | { kind: 'none' }
  | { kind: 'fresh'; tokens: StoredTokens }
  /** `refused`: Twitch refused the refresh token (sign in again); `unavailable`: Twitch is down. */
  | { kind: 'expired'; reason: 'refused' | 'unavailable' };

/**
 * Refreshes the user's tokens with their refresh token. The row stays locked meanwhile, so two
 * requests refreshing at once (the browser asks for the user and the subscription together)
 * do not both spend the same refresh token: Twitch may rotate it, and the loser would fail.
 * The lock is held across the call to Twitch (at most its 5 s time-out): on PostgreSQL that
 * holds one row, on the embedded PGlite (one connection) it briefly queues every query.
 * @param seen when the caller read the tokens it found stale; a newer row is used as is
 */
export function refreshTokens(deps: SessionDeps, userId: number, seen?: Date): Promise<Freshness> {
  return deps.db.transaction(async (tx) => {
    const store = createTokenStore(tx, deps.cipher);
    const current = await store.get(userId, true);
    if (!current) return { kind: 'none' };
    const newer = seen !== undefined && current.updatedAt.getTime() > seen.getTime();
    if (newer && current.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()) {
      return { kind: 'fresh', tokens: current };
    }
    try {
      const tokens = await deps.twitch.refresh(current.refreshToken);
      await store.save(userId, tokens);
      const saved = await store.get(userId);
      return saved ? { kind: 'fresh', tokens: saved } : { kind: 'none' };
    } catch (err) {
      if (!(err instanceof TwitchError)) throw err;
      deps.log.info({ userId, kind: err.kind, reason: err.message }, 'Twitch refresh failed');
      if (err.kind !== 'unavailable') await store.markExpired(userId);
      return { kind: 'expired', reason: err.kind === 'unavailable' ? 'unavailable' : 'refused' };
    }
  });
}

/**
 * The user's Twitch tokens, made usable if they can be: refreshed when expired, validated with
 * Twitch when the last check is over an hour old (and refreshed if Twitch says no).
 */
export async function freshTokens(deps: SessionDeps, userId: number): Promise<Freshness> {
  const stored = await createTokenStore(deps.db, deps.cipher).get(userId);
  if (!stored) return { kind: 'none' };
  if (stored.expiresAt.getTime() - EXPIRY_MARGIN_MS <= Date.now()) {
    return refreshTokens(deps, userId, stored.updatedAt);
  }
  if (Date.now() - stored.validatedAt.getTime() < VALIDATE_EVERY_MS) {
    return { kind: 'fresh', tokens: stored };
  }
  try {
    const answer = await deps.twitch.validate(stored.accessToken);
    const scopes = answer.scopes ?? [];
    await createTokenStore(deps.db, deps.cipher).markValidated(userId, scopes, answer.expires_in);
    return { kind: 'fresh', tokens: { ...stored, scopes, validatedAt: new Date() } };
  } catch (err) {
    if (!(err instanceof TwitchError)) throw err;
    if (err.kind === 'unauthorized') return refreshTokens(deps, userId, stored.updatedAt);
    // Twitch being down says nothing about the token: keep the session, check again later.
    deps.log.warn({ userId, kind: err.kind, reason: err.message }, 'Twitch validate failed');
    return { kind: 'fresh', tokens: stored };
  }
}
