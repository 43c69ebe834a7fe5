import pg from 'pg';
import { assertSchemaName, type Db, type DbOptions, type Queryable } from './types.js';

export interface DbLogger {
  error(details: object, message: string): void;
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await target.query(text, params);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server through a `pg` pool. */
export async function createPostgresDb(
  options: DbOptions & { url: string },
  log: DbLogger,
): Promise<Db> {
  const schema = options.schema === undefined ? undefined : assertSchemaName(options.schema);
  const pool = new pg.Pool({
    connectionString: options.url,
    connectionTimeoutMillis: 5000,
    // Set at connection start-up, so every pooled connection sees only this schema.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => log.error({ err }, 'idle PostgreSQL connection failed'));
  if (schema !== undefined) await pool.query(`create schema if not exists ${schema}`);

  let closed = false;
  return {
    driver: 'postgres',
    ...wrap(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        client.release();
        return result;
      } catch (err) {
        // A connection whose rollback fails is in an unknown state: destroy it, not reuse it.
        const rollback = await client.query('rollback').then(
          () => undefined,
          (rollbackError: unknown) => rollbackError,
        );
        client.release(rollback instanceof Error ? rollback : undefined);
        throw err;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
