import type { Migration } from '../types.js';

/**
 * The Twitch tokens kept per user for later Helix calls, and a small cache shared by every API
 * process (a cache held only in one process's memory would differ between processes).
 *
 * Tokens are AES-256-GCM ciphertexts (12-byte iv, 16-byte tag, then the ciphertext), so a
 * database dump or backup alone does not hand out access to anyone's Twitch account.
 */
export const twitchSessions: Migration = {
  version: 2,
  name: 'twitch_sessions',
  sql: `
    create table twitch_tokens (
      user_id integer primary key references users (id) on delete cascade,
      access_token bytea not null,
      refresh_token bytea not null,
      scopes text[] not null default '{}',
      expires_at timestamptz not null,
      validated_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table cache (
      key text primary key,
      value jsonb not null,
      expires_at timestamptz not null
    );
    -- The periodic purge deletes by expiry.
    create index cache_expires_at on cache (expires_at);
  `,
};
