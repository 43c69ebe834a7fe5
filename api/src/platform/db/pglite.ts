import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertSchemaName, MEMORY_DIR, type Db, type DbOptions, type Queryable } from './types.js';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await target.query<T>(text, params);
      return { rows: result.rows };
    },
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/** The embedded database: one in-process connection, on disk or in memory. */
export async function createPgliteDb(options: DbOptions): Promise<Db> {
  const inMemory = options.pgliteDir === MEMORY_DIR;
  if (!inMemory) await mkdir(options.pgliteDir, { recursive: true });
  // pg_trgm backs the trigram index of the build and guide searches (migration 5).
  const pg = await PGlite.create({
    ...(inMemory ? {} : { dataDir: options.pgliteDir }),
    extensions: { pg_trgm },
  });
  if (options.schema !== undefined) {
    // A single connection, so setting search_path once covers every later query.
    const schema = assertSchemaName(options.schema);
    await pg.exec(`create schema if not exists ${schema}; set search_path to ${schema};`);
  }
  return {
    driver: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}
