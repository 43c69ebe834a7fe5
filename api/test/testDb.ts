import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DIR } from '../src/platform/config/config.js';
import { createDb, type Db } from '../src/platform/db/client.js';

/** Set: every test runs on this PostgreSQL server, each app or database in its own schema. */
export const postgresUrl = process.env.DATABASE_URL || undefined;

export function uniqueSchemaName(): string {
  return `test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Uses its own connection, so it works whatever state the app's pool is in. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

const silent = { error: () => undefined };

/** A fresh empty database: in-memory PGlite, or a new schema whose `close()` drops it. */
export async function createTestDb(): Promise<Db> {
  if (postgresUrl === undefined) return createDb({ pgliteDir: MEMORY_DIR }, silent);
  const url = postgresUrl;
  const schema = uniqueSchemaName();
  const db = await createDb({ url, pgliteDir: MEMORY_DIR, schema }, silent);
  return {
    ...db,
    close: async () => {
      await db.close();
      await dropSchema(url, schema);
    },
  };
}
