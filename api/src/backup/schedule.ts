import type { Db } from '../platform/db/client.js';

/** One backup a day; a process asks every hour whether the day has passed. */
export const BACKUP_EVERY_HOURS = 24;
export const BACKUP_TICK_MS = 60 * 60 * 1000;
/** A backup still "running" after this long died with its process. */
const ABANDONED_AFTER = '6 hours';

// Every process behind the load balancer ticks; this lock, held while one decides and records
// that it takes the backup (and while one records that it finished), lets only one take it.
const LOCK = `select pg_advisory_xact_lock(hashtext('poe-debutants:backup:' || current_schema()))`;

/**
 * Claims today's backup in the `jobs` table (kind `backup`): a row id when this process should
 * take it, undefined when another took one in the last day or is taking one now.
 */
export async function claimDailyBackup(db: Db, everyHours = BACKUP_EVERY_HOURS) {
  return db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.query(
      `update jobs set status = 'failed', finished_at = now(),
         result = '{"success": false, "error": "Interrompue (le serveur a redémarré)", "logs": []}'
       where kind = 'backup' and status = 'running'
         and started_at < now() - interval '${ABANDONED_AFTER}'`,
    );
    const { rows } = await tx.query<{ id: number }>(
      `insert into jobs (kind, lock_group, status)
       select 'backup', 'backup', 'running'
       where not exists (
         select 1 from jobs where kind = 'backup'
           and (status = 'running'
             or (status = 'succeeded' and finished_at > now() - make_interval(hours => $1::int))))
       returning id`,
      [everyHours],
    );
    return rows[0]?.id;
  });
}

/** Records how the claimed backup ended (the admin's jobs list shows it). */
export async function finishDailyBackup(
  db: Db,
  id: number,
  outcome: { success: boolean; error?: string; logs: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.query(
      `update jobs set status = $2, progress = 100, result = $3::jsonb, finished_at = now()
       where id = $1`,
      [id, outcome.success ? 'succeeded' : 'failed', JSON.stringify(outcome)],
    );
  });
}
