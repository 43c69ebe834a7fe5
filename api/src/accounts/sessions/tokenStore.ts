import type { Queryable } from '../../platform/db/client.js';
import type { TwitchTokens } from '../twitchApi/client.js';
import type { TokenCipher } from './tokenCipher.js';

/** A user's Twitch tokens, decrypted. */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  scopes: string[];
  expiresAt: Date;
  /** When Twitch last confirmed the access token (validate, or a fresh grant). */
  validatedAt: Date;
  /** Tells a refresh that another request refreshed meanwhile. */
  updatedAt: Date;
}

interface TokenRow {
  access_token: Uint8Array;
  refresh_token: Uint8Array;
  scopes: string[];
  expires_at: Date;
  validated_at: Date;
  updated_at: Date;
}

// The user id and the column are bound into each ciphertext: rows cannot be swapped.
const accessContext = (userId: number) => `twitch_tokens.access_token:${userId}`;
const refreshContext = (userId: number) => `twitch_tokens.refresh_token:${userId}`;

/**
 * The `twitch_tokens` table, encrypting on the way in and decrypting on the way out. Takes a
 * `Queryable` so it works on the pool and inside a transaction alike.
 */
export function createTokenStore(db: Queryable, cipher: TokenCipher) {
  return {
    /**
     * Null when none is kept, or when it can no longer be decrypted (the key changed): such a
     * row is deleted, and its user signs in again.
     * @param forUpdate lock the row until the surrounding transaction ends
     */
    async get(userId: number, forUpdate = false): Promise<StoredTokens | null> {
      const { rows } = await db.query<TokenRow>(
        `select access_token, refresh_token, scopes, expires_at, validated_at, updated_at
         from twitch_tokens where user_id = $1${forUpdate ? ' for update' : ''}`,
        [userId],
      );
      const row = rows[0];
      if (!row) return null;
      try {
        return {
          accessToken: cipher.decrypt(Buffer.from(row.access_token), accessContext(userId)),
          refreshToken: cipher.decrypt(Buffer.from(row.refresh_token), refreshContext(userId)),
          scopes: row.scopes,
          expiresAt: row.expires_at,
          validatedAt: row.validated_at,
          updatedAt: row.updated_at,
        };
      } catch {
        await db.query('delete from twitch_tokens where user_id = $1', [userId]);
        return null;
      }
    },

    /** Keeps tokens just received from Twitch, which count as validated now. */
    async save(userId: number, tokens: TwitchTokens): Promise<void> {
      await db.query(
        `insert into twitch_tokens
           (user_id, access_token, refresh_token, scopes, expires_at, validated_at, updated_at)
         values ($1, $2, $3, $4, now() + $5 * interval '1 second', now(), clock_timestamp())
         on conflict (user_id) do update set access_token = excluded.access_token,
           refresh_token = excluded.refresh_token, scopes = excluded.scopes,
           expires_at = excluded.expires_at, validated_at = excluded.validated_at,
           updated_at = excluded.updated_at`,
        [
          userId,
          cipher.encrypt(tokens.accessToken, accessContext(userId)),
          cipher.encrypt(tokens.refreshToken, refreshContext(userId)),
          tokens.scopes,
          tokens.expiresIn,
        ],
      );
    },

    /** Records what Twitch's validate just said about the access token. */
    async markValidated(userId: number, scopes: string[], expiresIn: number): Promise<void> {
      await db.query(
        `update twitch_tokens set scopes = $2, validated_at = now(),
           expires_at = now() + $3 * interval '1 second'
         where user_id = $1`,
        [userId, scopes, expiresIn],
      );
    },

    /**
     * Twitch refused the refresh token: the access token is dead too, so it counts as expired
     * from now on. Every later check then says `expired` at once (and tries the refresh again,
     * in case the user renewed meanwhile) instead of trusting the last hourly validation.
     */
    async markExpired(userId: number): Promise<void> {
      await db.query(
        `update twitch_tokens set expires_at = least(expires_at, now()) where user_id = $1`,
        [userId],
      );
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
