import type { FastifyInstance } from 'fastify';
import { readStoredLeague } from '../league/sql.js';
import { HttpError } from '../platform/http/httpError.js';

/** A league lasts about four months: a daily check sees a new one within a day of its launch. */
export const LEAGUE_CHECK_EVERY_MS = 24 * 60 * 60 * 1000;
/** How often a process asks whether the day has passed (the stored row decides, for all). */
export const LEAGUE_TICK_MS = 60 * 60 * 1000;

/**
 * Whether a check is due: none stored yet, or the last one (found or failed) a day old.
 * @example leagueCheckDue(null, new Date()) // true
 */
export function leagueCheckDue(lastAttempt: Date | null, now: Date): boolean {
  return lastAttempt === null || now.getTime() - lastAttempt.getTime() >= LEAGUE_CHECK_EVERY_MS;
}

/**
 * Runs `check` once at once, then every `tickMs` when `due()` says so; returns the stop.
 * Each process ticks, but the stored last attempt and the job runner's lock let one check a day.
 */
export function startLeagueSchedule(
  check: () => Promise<void>,
  due: () => Promise<boolean>,
  tickMs = LEAGUE_TICK_MS,
): () => void {
  void check();
  const timer = setInterval(() => {
    void due().then((yes) => (yes ? check() : undefined));
  }, tickMs);
  // A pending tick never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}

/** The league check at start and daily (live upstreams): the `update-league` job. */
export function scheduleLeagueChecks(app: FastifyInstance): () => void {
  const check = async () => {
    try {
      await app.jobs.start('update-league');
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 409) return;
      app.log.warn({ err }, 'league check not started');
    }
  };
  const due = async () => {
    try {
      const stored = await readStoredLeague(app.db);
      const times = [stored?.checkedAt, stored?.failedAt].filter((d): d is Date => d != null);
      const last = times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null;
      return leagueCheckDue(last, new Date());
    } catch (err) {
      app.log.warn({ err }, 'league check schedule not read');
      return false;
    }
  };
  return startLeagueSchedule(check, due);
}
