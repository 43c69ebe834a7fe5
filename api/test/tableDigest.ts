import type { App } from '../src/app.js';

/** Per table: `rows:newest row version`, as `TableDigest.take` answers it. */
export type Digest = Record<string, string>;

export interface TableDigest {
  /** The tables compared: every table of the schema but the counters. */
  tables: readonly string[];
  take(): Promise<Digest>;
  /** The tables whose rows differ between two digests, empty when nothing was written. */
  changed(before: Digest, after: Digest): string[];
}

/**
 * Tables whose rows may change on a refused request by design, each with why; every other table
 * must hold exactly the rows it held before a request was refused.
 */
export const COUNTERS: Readonly<Record<string, string>> = {
  rate_windows: 'rate-limit counters count every attempt past the guards, refused or not',
};

/**
 * A cheap fingerprint of every table, to tell whether a request wrote anything: each table's row
 * count and the newest `xmin` among its rows. Every INSERT or UPDATE leaves a row version whose
 * `xmin` is a transaction id newer than any before it, and a DELETE lowers the count, so any
 * write that stayed (committed, not rolled back) moves one of the two, even one that wrote back
 * the same values. Neither needs the rows' content read, so one statement over every table stays
 * fast as the tables grow: a refusal test may take a digest before and after each request.
 */
export async function tableDigest(app: App): Promise<TableDigest> {
  const { rows } = await app.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const tables = rows.map((r) => r.name).filter((name) => !(name in COUNTERS));
  if (tables.length === 0) throw new Error('no table to digest');
  const sql = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*)::int as n,
           coalesce(max(t.xmin::text::bigint), 0)::text as newest from "${table}" t`,
    )
    .join(' union all ');
  return {
    tables,
    async take() {
      const result = await app.db.query<{ name: string; n: number; newest: string }>(sql);
      return Object.fromEntries(result.rows.map((r) => [r.name, `${r.n}:${r.newest}`]));
    },
    changed: (before, after) => tables.filter((table) => before[table] !== after[table]),
  };
}
