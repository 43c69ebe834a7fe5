import type { Queryable } from '../db/client.js';

/** At most `max` hits per subject in any window of this length. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/**
 * A table of fixed-window counters: one row per key and window length, with `window_seconds`,
 * `window_start` and `hits` columns, a unique constraint on (key columns, window_seconds) and
 * its function `<table>_hit` (migration 25). Names are constants of this codebase, never input.
 */
export interface WindowTable {
  table: 'post_rate_windows' | 'rate_windows';
  keyColumns: readonly string[];
}

/**
 * Counts one hit of `key` against every limit, in one statement (the function of migration 25):
 * each window is opened or reopened with its row locked, so a key's concurrent hits wait for
 * each other and the count is exact; the hit counts in every window only if none is full.
 * Returns the seconds to wait (at least 1, counting nothing) when a window is full, otherwise
 * undefined. The counters live in PostgreSQL, so every API process shares them; inside a
 * transaction, a hit whose transaction rolls back is not counted.
 */
export async function hitWindows(
  db: Queryable,
  { table, keyColumns }: WindowTable,
  key: readonly (string | number)[],
  limits: readonly WindowLimit[],
): Promise<number | undefined> {
  if (limits.length === 0) return undefined;
  const keys = keyColumns.map((_, i) => `$${i + 1}`).join(', ');
  const lengths = `$${keyColumns.length + 1}::int[]`;
  const maxima = `$${keyColumns.length + 2}::int[]`;
  const { rows } = await db.query<{ wait: number | null }>(
    `select ${table}_hit(${keys}, ${lengths}, ${maxima}) as wait`,
    [...key, limits.map((l) => l.windowSeconds), limits.map((l) => l.max)],
    // Run on every limited write: prepared, its plan is made once.
    { prepare: true },
  );
  return rows[0]?.wait ?? undefined;
}
