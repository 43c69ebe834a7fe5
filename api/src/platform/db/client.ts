import { createPgliteDb } from './pglite.js';
import { createPostgresDb, type DbLogger } from './postgres.js';
import type { Db, DbOptions } from './types.js';

export type { Db, DbOptions, Queryable, QueryResult } from './types.js';

/** PostgreSQL when a URL is given, the embedded PGlite otherwise. */
export function createDb(options: DbOptions, log: DbLogger): Promise<Db> {
  const { url } = options;
  return url === undefined ? createPgliteDb(options) : createPostgresDb({ ...options, url }, log);
}
