import type { Queryable } from '../db/client.js';

/** At most `max` hits per subject in any window of this length. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/**
 * A table of fixed-window counters: one row per key and window length, with `window_seconds`,
 * `window_start` and `hits` columns and a unique constraint on (key columns, window_seconds).
 * Names are constants of this codebase, never input.
 */
export interface WindowTable {
  table: 'post_rate_windows' | 'rate_windows';
  keyColumns: readonly string[];
}

const PREPARED = { prepare: true } as const;

interface WindowRow {
  window_seconds: number;
  hits: number;
  seconds_left: number;
}

/**
 * Opens (or reopens, once elapsed) each of the key's windows and locks their rows. A window
 * starts at the first hit after the previous one ended. The row locks make a key's concurrent
 * hits wait for each other, so the count is exact; nobody else ever waits on them.
 */
function openWindows({ table, keyColumns }: WindowTable): string {
  const keys = keyColumns.join(', ');
  const params = keyColumns.map((_, i) => `$${i + 1}`).join(', ');
  const seconds = `$${keyColumns.length + 1}`;
  const elapsed = 'w.window_start + make_interval(secs => w.window_seconds) <= now()';
  return `
  insert into ${table} as w (${keys}, window_seconds, window_start, hits)
  select ${params}, seconds, now(), 0 from unnest(${seconds}::int[]) as seconds
  on conflict (${keys}, window_seconds) do update set
    window_start = case when ${elapsed} then now() else w.window_start end,
    hits = case when ${elapsed} then 0 else w.hits end
  returning window_seconds, hits,
    extract(epoch from window_start + make_interval(secs => window_seconds) - now())::float8
      as seconds_left`;
}

function countHitSql({ table, keyColumns }: WindowTable): string {
  const where = keyColumns.map((column, i) => `${column} = $${i + 1}`).join(' and ');
  return `update ${table} set hits = hits + 1
    where ${where} and window_seconds = any($${keyColumns.length + 1}::int[])`;
}

/**
 * Counts one hit of `key` against every limit, inside the caller's transaction. Returns the
 * seconds to wait (at least 1, counting nothing) when a window is full, otherwise undefined.
 * The counters live in PostgreSQL, so every API process shares them; a hit whose transaction
 * rolls back is not counted.
 */
export async function hitWindows(
  tx: Queryable,
  store: WindowTable,
  key: readonly (string | number)[],
  limits: readonly WindowLimit[],
): Promise<number | undefined> {
  if (limits.length === 0) return undefined;
  const seconds = limits.map((l) => l.windowSeconds);
  // Both statements run on every limited write: prepared, their plans are made once.
  const { rows } = await tx.query<WindowRow>(openWindows(store), [...key, seconds], PREPARED);
  const full = rows.filter((row) => {
    const limit = limits.find((l) => l.windowSeconds === row.window_seconds);
    return limit !== undefined && row.hits >= limit.max;
  });
  if (full.length > 0) {
    return Math.max(1, ...full.map((row) => Math.ceil(row.seconds_left)));
  }
  await tx.query(countHitSql(store), [...key, seconds], PREPARED);
  return undefined;
}
