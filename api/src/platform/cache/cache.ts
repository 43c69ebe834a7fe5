import type { Queryable } from '../db/client.js';

/** A JSON value cache in PostgreSQL, so every API process behind a load balancer sees one. */
export interface Cache {
  /** The value if present and not expired. */
  get<T>(key: string): Promise<T | undefined>;
  /** Stores `value` (anything JSON can hold) for `ttlSeconds`, replacing any previous value. */
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Removes the value and returns it if it was present and not expired: one caller gets it. */
  take<T>(key: string): Promise<T | undefined>;
  /** Removes expired entries; `get` already ignores them, this only reclaims space. */
  purgeExpired(): Promise<number>;
}

/**
 * Expiry is computed by the database clock, so processes whose clocks drift still agree.
 * @example await createCache(db).set('twitch:user:exilestreamer', { id: '1' }, 3600)
 */
export function createCache(
  db: Queryable,
  onLookup: (key: string, hit: boolean) => void = () => undefined,
): Cache {
  return {
    async get<T>(key: string) {
      const { rows } = await db.query<{ value: T }>(
        'select value from cache where key = $1 and expires_at > now()',
        [key],
        { prepare: true },
      );
      onLookup(key, rows[0] !== undefined);
      return rows[0]?.value;
    },
    async set(key, value, ttlSeconds) {
      await db.query(
        `insert into cache (key, value, expires_at)
         values ($1, $2::jsonb, now() + $3 * interval '1 second')
         on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
        [key, JSON.stringify(value), ttlSeconds],
      );
    },
    async delete(key) {
      await db.query('delete from cache where key = $1', [key]);
    },
    async take<T>(key: string) {
      // One statement: of two processes taking the same key at once, only one gets the row.
      const { rows } = await db.query<{ value: T; live: boolean }>(
        'delete from cache where key = $1 returning value, expires_at > now() as live',
        [key],
      );
      return rows[0]?.live ? rows[0].value : undefined;
    },
    async purgeExpired() {
      const { rows } = await db.query('delete from cache where expires_at <= now() returning key');
      return rows.length;
    },
  };
}
