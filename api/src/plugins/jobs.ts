import fp from 'fastify-plugin';
import { jobFn, jobLockGroup, type JobKind } from '../jobs/index.js';
import { createJobRunner, type JobResult, type JobRow } from '../jobs/runner.js';

export interface Jobs {
  /** Starts a refresh job in the background; 409 while one of its lock group runs anywhere. */
  start(kind: JobKind): Promise<{ id: number; done: Promise<JobResult> }>;
  /** Starts a job and waits for its result. */
  run(kind: JobKind): Promise<JobResult>;
  /** A job's progress, logs and, once finished, result. */
  get(id: number): Promise<JobRow | undefined>;
  /** Jobs with a status (and of a kind or lock group), newest first: what a reopened admin page polls. */
  list(filter: { status: JobRow['status']; kind?: JobKind; group?: string }): Promise<JobRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The maintenance jobs the admin's buttons start (their HTTP routes belong to the admin screen).
 * Jobs still running when the server closes are waited for, so none is cut mid-write.
 */
export const jobsPlugin = fp(
  async (app) => {
    const runner = createJobRunner(app.db, app.log);
    const deps = { db: app.db, upstreams: app.upstreams };
    const running = new Set<Promise<JobResult>>();
    const start = async (kind: JobKind) => {
      const job = await runner.start(kind, jobFn(kind, deps), jobLockGroup(kind));
      running.add(job.done);
      void job.done.finally(() => running.delete(job.done));
      return job;
    };
    app.decorate('jobs', {
      start,
      run: async (kind: JobKind) => (await start(kind)).done,
      get: (id: number) => runner.get(id),
      list: (filter: { status: JobRow['status']; kind?: JobKind; group?: string }) =>
        runner.list(filter),
    });
    app.addHook('preClose', async () => {
      await Promise.allSettled(running);
    });
  },
  { name: 'jobs', dependencies: ['db', 'upstreams'] },
);
