import type { Db } from './types.js';
import { migrations as allMigrations, type Migration } from './migrations/index.js';

// Keyed by schema so test files sharing one server migrate in parallel, while API processes
// starting together on the same schema wait for each other.
const LOCK = `select pg_advisory_xact_lock(hashtext('poe-debutants:migrate:' || current_schema()))`;

const CREATE_TABLE = `
  create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`;

/**
 * Applies the pending migrations in order, each in its own transaction holding the lock.
 * @returns the versions applied by this call (empty when the database was up to date)
 */
export async function migrate(db: Db, migrations: readonly Migration[] = allMigrations) {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  const duplicate = ordered.find((m, i) => i > 0 && ordered[i - 1]?.version === m.version);
  if (duplicate) throw new Error(`Two migrations share version ${duplicate.version}`);
  const applied: number[] = [];
  for (const migration of ordered) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(LOCK);
      await tx.query(CREATE_TABLE);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return { applied };
}
