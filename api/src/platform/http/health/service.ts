import type { Db } from '../../db/client.js';

/** A database that has not answered by then is reported down rather than hanging the probe. */
const TIMEOUT_MS = 2000;

export interface Health {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; driver: Db['driver']; latencyMs: number };
  uptimeSeconds: number;
}

/** Readiness is asked often (every few seconds by an orchestrator): a shorter patience. */
export const READY_TIMEOUT_MS = 1000;

/** Whether the database answers `select 1` within `timeoutMs`. */
export async function databaseAnswers(db: Db, timeoutMs = TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = db.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the database for `select 1` and reports how it went. */
export async function checkHealth(db: Db): Promise<Health> {
  const started = performance.now();
  const up = await databaseAnswers(db);
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  return {
    status: up ? 'ok' : 'degraded',
    database: { status: up ? 'up' : 'down', driver: db.driver, latencyMs },
    uptimeSeconds: Math.floor(process.uptime()),
  };
}
