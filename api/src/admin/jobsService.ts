import { HttpError } from '../platform/http/httpError.js';
import { jobLockGroup, type JobKind } from '../jobs/index.js';
import type { JobRow } from '../jobs/runner.js';
import type { Jobs } from '../jobs/plugin.js';
import type { JobJson } from './schemas.js';

export const JOB_NOT_FOUND = 'Tâche introuvable';

/** A job as the admin page polls it: dates as ISO 8601 text. */
export const toJobJson = (row: JobRow): JobJson => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  progress: row.progress,
  logs: row.logs,
  result: row.result,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export type StartOutcome =
  { started: true; job: JobJson } | { started: false; error: string; job: JobJson };

async function stored(jobs: Jobs, id: number): Promise<JobJson> {
  const row = await jobs.get(id);
  if (!row) throw new Error(`job ${id} vanished`);
  return toJobJson(row);
}

/**
 * Starts a job of `kind` in the background, or names the one already running that keeps it
 * from starting: of that kind, or of another kind writing the same data (so the page can follow
 * it). The running one may finish between the refusal and the look-up: then starting is tried
 * again.
 */
export async function startJob(jobs: Jobs, kind: JobKind): Promise<StartOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { id } = await jobs.start(kind);
      return { started: true, job: await stored(jobs, id) };
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
      const [running] = await jobs.list({ status: 'running', group: jobLockGroup(kind) });
      if (running) return { started: false, error: err.message, job: toJobJson(running) };
      if (attempt >= 3) throw err;
    }
  }
}

export async function getJob(jobs: Jobs, id: number): Promise<JobJson> {
  const row = await jobs.get(id);
  if (!row) throw new HttpError(404, JOB_NOT_FOUND);
  return toJobJson(row);
}
