import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../platform/http/httpError.js';
import { jobFn, jobLockGroup, type JobKind } from './index.js';
import { createJobRunner, type JobResult, type JobRow } from './runner.js';
import { LEAGUE_TAG } from '../league/plugin.js';
import { scheduleLeagueChecks } from './leagueSchedule.js';

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
export const SERVER_CLOSING = 'Le serveur redémarre : relancez la mise à jour dans un instant';

export const jobsPlugin = fp(
  async (app) => {
    const runner = createJobRunner(app.db, app.log, (kind, success) =>
      app.metrics.job(kind, success ? 'succeeded' : 'failed'),
    );
    const deps = { db: app.db, upstreams: app.upstreams };
    // A job counts from the moment it asks for its row, so one starting while the server closes
    // is waited for too; once closing, none starts.
    const running = new Set<Promise<unknown>>();
    let closing = false;
    const start = async (kind: JobKind) => {
      if (closing) throw new HttpError(503, SERVER_CLOSING);
      const starting = runner.start(kind, jobFn(kind, deps), jobLockGroup(kind));
      const whole = starting.then((job) => job.done);
      running.add(whole);
      void whole.then(
        () => running.delete(whole),
        () => running.delete(whole),
      );
      const job = await starting;
      void job.done.finally(() => {
        // Whatever the job wrote (even a failed one may have written part) shows on every page
        // that reads game data, in every process.
        // A league check changes what every page calls the current league, and the prices.
        const tags = kind === 'update-league' ? ['game', LEAGUE_TAG, 'site', 'builds'] : ['game'];
        app.changes.publish(tags).catch((err: unknown) => {
          app.log.error({ err, kind }, 'game data change not published');
        });
      });
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
      closing = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    });
    // Offline the stand-ins would only echo the bundled facts: the league is checked by hand.
    // With an override the check still runs, so the admin page tells what the game says.
    if (app.config.upstreams.mode === 'live') {
      let stop = () => {};
      app.addHook('onListen', async () => {
        stop = scheduleLeagueChecks(app);
      });
      app.addHook('onClose', async () => stop());
    }
    if (app.config.upstreams.gameDataOnStart) {
      app.addHook('onListen', async () => {
        void fetchGameDataOnce(app);
      });
    }
  },
  { name: 'jobs', dependencies: ['config', 'db', 'upstreams', 'changes', 'league', 'metrics'] },
);

/**
 * What a site's first start with the network fills, in this order: the gems (colours, tags,
 * levels, French names, pictures), the uniques', flasks', jewels' and bases' pictures, the
 * currencies' pictures and where each class gets each gem. The current passive tree has its own
 * first run (gameData/passiveTree/plugin.ts, `fetchTreeOnce`).
 */
export const FIRST_START_JOBS: readonly JobKind[] = [
  'update-gem-images',
  'update-uniques-flasks-jewels',
  'update-currency-images',
  'update-gem-rewards',
];

/**
 * The first start of a site: no package ships today's gem data, pictures or tree, so the
 * maintenance runs an admin would start by hand run once by themselves, one after the other,
 * each shown in the log and, running, in the admin's maintenance modal. A run that has
 * succeeded once is never repeated on its own; one another process is at already is left to it.
 */
export async function fetchGameDataOnce(app: FastifyInstance): Promise<void> {
  for (const [at, kind] of FIRST_START_JOBS.entries()) {
    const step = `${at + 1}/${FIRST_START_JOBS.length}`;
    try {
      const done = await app.jobs.list({ status: 'succeeded', group: jobLockGroup(kind) });
      if (done.some((job) => job.kind === kind || sameFirstRun(kind, job.kind))) continue;
      const job = await app.jobs.start(kind);
      app.log.info({ job: job.id, kind, step }, 'first start: game data run started');
      const result = await job.done;
      app.log[result.success ? 'info' : 'warn'](
        { job: job.id, kind, step, error: result.error },
        result.success ? 'first start: game data run done' : 'first start: game data run failed',
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) continue;
      if (error instanceof HttpError && error.statusCode === 503) return;
      app.log.warn({ err: error, kind, step }, 'first start: the game data could not be fetched');
    }
  }
}

/** The Gems run counts as done once the gem data alone (its first steps) has succeeded. */
const sameFirstRun = (kind: JobKind, done: string) =>
  kind === 'update-gem-images' && done === 'update-gems';
