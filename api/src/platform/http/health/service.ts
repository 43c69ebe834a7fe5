import type { Db } from '../../db/client.js';

/** A database that has not answered by then is reported down rather than hanging the probe. */
const TIMEOUT_MS = 2000;

export interface Health {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; driver: Db['driver']; latencyMs: number };
  uptimeSeconds: number;
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
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
