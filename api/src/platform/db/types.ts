export interface QueryResult<T> {
  rows: T[];
}

/** How to run one statement. */
export interface QueryOptions {
  /**
   * Prepare the statement once per connection and reuse its plan (PostgreSQL's named
   * statements): for the few statements every read runs, whose planning costs more than their
   * execution. Only for statements that name their columns (never `select *`): a prepared plan
   * fails once a column it returns is added or dropped (another process migrating).
   */
  prepare?: boolean;
}

/** What both a pooled database and an open transaction can do. */
export interface Queryable {
  /** One statement, with `$1`-style parameters. */
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Commits when `fn` resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Safe to call more than once. */
  close(): Promise<void>;
  /** How loaded it is now, for the metrics: the pool's connections, or the thread's queue. */
  stats(): DbStats;
}

export type DbStats =
  | { driver: 'postgres'; total: number; idle: number; waiting: number }
  | { driver: 'pglite'; queued: number };

/** Where to find the database, as decided by the configuration. */
export interface DbOptions {
  /** A postgres:// URL; unset means the embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://`. */
  pgliteDir: string;
  /** Create this schema if missing and use it as the only `search_path` entry. */
  schema?: string | undefined;
}

/** Only plain lowercase identifiers, so the name can be spliced into SQL and connection options. */
export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lowercase letters, digits and _`);
  }
  return schema;
}

/** `PGLITE_DIR` value that keeps the embedded database in memory only. */
export const MEMORY_DIR = 'memory://';

/** One step of the schema (`migrations/`), applied once per database in `version` order. */
export interface Migration {
  /** Applied in ascending order; never renumber or edit one that has shipped. */
  version: number;
  name: string;
  sql: string;
}
