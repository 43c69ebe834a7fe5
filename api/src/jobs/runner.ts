import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';

/** What a job hands back; the admin screen shows `error` (or success) and the log lines. */
export interface JobResult {
  success: boolean;
  error?: string;
  logs: string[];
}

export interface JobContext {
  /** Adds a line to the job's log, visible to pollers while it runs. */
  log(line: string): void;
  /** 0 to 100. */
  progress(percent: number): void;
}

/** A job's own outcome; throwing counts as a failure with the error's message. */
export type JobFn = (ctx: JobContext) => Promise<{ success: boolean; error?: string }>;

export interface JobRow {
  id: number;
  kind: string;
  status: 'running' | 'succeeded' | 'failed';
  progress: number;
  logs: string[];
  result: JobResult | null;
  startedAt: Date;
  finishedAt: Date | null;
}

export const ALREADY_RUNNING = 'Une mise à jour de ce type est déjà en cours';
export const SAME_DATA_RUNNING = 'Une autre mise à jour des mêmes données est déjà en cours';
/** A job still "running" after this long died with its process; it no longer blocks its kind. */
const ABANDONED_AFTER = '1 hour';

/** A row's lock group: rows written before groups existed are their kind's own. */
const GROUP = 'coalesce(lock_group, kind)';

/**
 * Runs maintenance jobs and records them in the `jobs` table, one per lock group at a time
 * across every API process (a unique index on running rows decides; a kind is its own group
 * unless told otherwise), with progress and logs written as they happen so another process can
 * answer the admin's polling.
 */
export function createJobRunner(
  db: Db,
  log: FastifyBaseLogger,
  onFinish: (kind: string, success: boolean) => void = () => undefined,
) {
  async function begin(kind: string, group: string): Promise<number> {
    await db.query(
      `update jobs set status = 'failed', finished_at = now(),
         result = '{"success": false, "error": "Interrompue (le serveur a redémarré)", "logs": []}'
       where ${GROUP} = $1 and status = 'running'
         and started_at < now() - interval '${ABANDONED_AFTER}'`,
      [group],
    );
    const { rows } = await db.query<{ id: number }>(
      `insert into jobs (kind, lock_group, status) values ($1, $2, 'running')
       on conflict ((${GROUP})) where status = 'running' do nothing returning id`,
      [kind, group],
    );
    if (rows[0]) return rows[0].id;
    const running = await db.query<{ kind: string }>(
      `select kind from jobs where ${GROUP} = $1 and status = 'running'`,
      [group],
    );
    const other = running.rows[0] && running.rows[0].kind !== kind;
    throw new HttpError(409, other ? SAME_DATA_RUNNING : ALREADY_RUNNING);
  }

  async function execute(id: number, kind: string, fn: JobFn): Promise<JobResult> {
    const logs: string[] = [];
    // Writes are chained so the stored log keeps the order of the lines.
    let writes = Promise.resolve();
    const write = (sql: string, params: unknown[]) => {
      writes = writes
        .then(() => db.query(sql, params))
        .then(
          () => undefined,
          (err: unknown) => log.warn({ err, job: id }, 'job progress not recorded'),
        );
    };
    const ctx: JobContext = {
      log: (line) => {
        logs.push(line);
        write(`update jobs set logs = logs || jsonb_build_array($2::text) where id = $1`, [
          id,
          line,
        ]);
      },
      progress: (percent) =>
        write('update jobs set progress = $2 where id = $1', [
          id,
          Math.max(0, Math.min(100, Math.round(percent))),
        ]),
    };
    const outcome = await fn(ctx).catch((err: unknown) => {
      log.error({ err, job: id, kind }, 'job failed');
      return { success: false, error: err instanceof Error ? err.message : 'Erreur inconnue' };
    });
    await writes;
    onFinish(kind, outcome.success);
    const result: JobResult = { ...outcome, logs };
    await db.query(
      `update jobs set status = $2, progress = 100, result = $3::jsonb, finished_at = now() where id = $1`,
      [id, result.success ? 'succeeded' : 'failed', JSON.stringify(result)],
    );
    return result;
  }

  return {
    /** Starts `fn` in the background; 409 while a job of its lock group (default: its kind) runs. */
    async start(
      kind: string,
      fn: JobFn,
      group = kind,
    ): Promise<{ id: number; done: Promise<JobResult> }> {
      const id = await begin(kind, group);
      return { id, done: execute(id, kind, fn) };
    },
    /** Starts `fn` and waits for its result. */
    async run(kind: string, fn: JobFn, group = kind): Promise<JobResult> {
      return (await this.start(kind, fn, group)).done;
    },
    async get(id: number): Promise<JobRow | undefined> {
      const { rows } = await db.query<StoredJob>('select * from jobs where id = $1', [id]);
      return rows[0] && toJobRow(rows[0]);
    },
    /**
     * Jobs with this status (and kind, and lock group, if given), newest first: e.g. what is
     * running now, or what keeps a kind from starting.
     */
    async list(filter: {
      status: JobRow['status'];
      kind?: string;
      group?: string;
    }): Promise<JobRow[]> {
      const { rows } = await db.query<StoredJob>(
        `select * from jobs where status = $1 and ($2::text is null or kind = $2)
           and ($3::text is null or ${GROUP} = $3)
         order by started_at desc, id desc limit 50`,
        [filter.status, filter.kind ?? null, filter.group ?? null],
      );
      return rows.map(toJobRow);
    },
  };
}

interface StoredJob {
  id: number;
  kind: string;
  status: JobRow['status'];
  progress: number;
  logs: string[];
  result: JobResult | null;
  started_at: Date;
  finished_at: Date | null;
}

const toJobRow = (row: StoredJob): JobRow => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  progress: row.progress,
  logs: row.logs,
  result: row.result,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
});

export type JobRunner = ReturnType<typeof createJobRunner>;
