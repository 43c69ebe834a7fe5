import pg from 'pg';
import { PLAN_CHANGED, statementNames } from './preparedNames.js';
import {
  assertSchemaName,
  type Db,
  type DbOptions,
  type Queryable,
  type QueryOptions,
} from './types.js';

export interface DbLogger {
  error(details: object, message: string): void;
}

/** Names of the prepared statements by text, the same in every connection. */
const prepared = statementNames();

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const name = options?.prepare === true ? prepared.nameOf(text) : undefined;
      if (name === undefined) return { rows: (await target.query(text, params)).rows as T[] };
      try {
        return { rows: (await target.query({ name, text, values: params ?? [] })).rows as T[] };
      } catch (error) {
        // Prepared before another process's migration changed a table it reads: prepared
        // again, under a new name, when next asked.
        if ((error as { code?: unknown }).code === PLAN_CHANGED) prepared.renew(text);
        throw error;
      }
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
    // A server that accepts but never answers (or is unreachable) fails the request, not hangs it.
    connectionTimeoutMillis: 5000,
    // Lets the system notice a connection whose server vanished without closing it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
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
    stats: () => ({
      driver: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    transaction: async (fn) => {
      const client = await pool.connect();
      // A checked-out client has no pool listener: if its server goes away between two
      // statements, an unheard 'error' event would end the process. The statement in flight
      // (or the next one) fails instead, and the rollback below discards the connection.
      const onLost = (err: Error) =>
        log.error({ err }, 'PostgreSQL connection lost in a transaction');
      client.on('error', onLost);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        client.removeListener('error', onLost);
        client.release();
        return result;
      } catch (err) {
        // A connection whose rollback fails is in an unknown state: destroy it, not reuse it.
        const rollback = await client.query('rollback').then(
          () => undefined,
          (rollbackError: unknown) => rollbackError,
        );
        // A destroyed connection keeps the listener: it may still report its end.
        if (!(rollback instanceof Error)) client.removeListener('error', onLost);
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
