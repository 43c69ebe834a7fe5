import fp from 'fastify-plugin';
import { MEMORY_DIR } from '../platform/db/types.js';
import { backupToDir, pruneBackups } from './files.js';
import { backupSocketPath, listenForBackups } from './localSocket.js';
import { BACKUP_TICK_MS, claimDailyBackup, finishDailyBackup } from './schedule.js';
import type { FastifyInstance } from 'fastify';

/** Takes today's backup when no process has (one across every server); logs, never throws. */
export async function dailyBackup(app: FastifyInstance, dir: string): Promise<string | undefined> {
  const { keep } = app.config.backup;
  let id: number | undefined;
  try {
    id = await claimDailyBackup(app.db);
    if (id === undefined) return undefined;
    const { path, summary } = await backupToDir(app.db, dir, app.config.upstreams.imagesDir);
    const pruned = await pruneBackups(dir, keep);
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    const logs = [`Sauvegarde écrite : ${path} (${rows} lignes, ${summary.files} fichiers)`];
    if (pruned.length > 0) logs.push(`Anciennes sauvegardes supprimées : ${pruned.join(', ')}`);
    await finishDailyBackup(app.db, id, { success: true, logs });
    app.log.info({ path, rows, files: summary.files, pruned }, 'daily backup written');
    return path;
  } catch (err) {
    app.log.error({ err }, 'daily backup failed');
    if (id !== undefined) {
      const error = err instanceof Error ? err.message : 'Erreur inconnue';
      await finishDailyBackup(app.db, id, { success: false, error, logs: [] }).catch(
        () => undefined,
      );
    }
    return undefined;
  }
}

/**
 * Backups (`docs/backup.md`): with the embedded database on disk, the local socket `npm run
 * backup` asks while the server runs; with BACKUP_DIR, one backup a day, checked at start and
 * every hour, taken by one process of all those sharing the database.
 */
export const backupPlugin = fp(
  async (app) => {
    const { pgliteDir, databaseUrl } = app.config;
    const { dir } = app.config.backup;
    let closeSocket: (() => Promise<void>) | undefined;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    // At ready, not at listen: Fastify resolves `listen()` before its onListen hooks have run,
    // so a socket opened there could still be missing when the server already answers.
    app.addHook('onReady', async () => {
      if (databaseUrl === undefined && pgliteDir !== MEMORY_DIR) {
        closeSocket = await listenForBackups(
          backupSocketPath(pgliteDir),
          app.db,
          app.config.upstreams.imagesDir,
          app.log,
        );
      }
    });
    app.addHook('onListen', async () => {
      if (dir !== undefined) {
        const tick = () => {
          running = running.then(() => dailyBackup(app, dir));
        };
        tick();
        timer = setInterval(tick, BACKUP_TICK_MS);
        timer.unref();
      }
    });
    // The backup under way finishes before the database closes.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await closeSocket?.();
      await running;
    });
  },
  { name: 'backup', dependencies: ['config', 'db', 'upstreams'] },
);
