/**
 * `npm run backup` and `npm run restore -- FILE` (docs/backup.md), with the site's own
 * configuration (the same environment variables as the server).
 */
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../platform/config/config.js';
import { createDb } from '../platform/db/client.js';
import { MEMORY_DIR } from '../platform/db/types.js';
import { backupToDir, saveBackupStream, streamToFile } from './files.js';
import { askRunningServer, backupSocketPath } from './localSocket.js';
import { RestoreError, restoreBackup } from './snapshot.js';

const log = { error: (details: object, message: string) => console.error(message, details) };
/** Paths given on the command line are the caller's, not the package's folder pnpm runs in. */
const callerDir = process.env.INIT_CWD ?? process.cwd();

function onDisk(config: Config): string | undefined {
  return config.databaseUrl === undefined && config.pgliteDir !== MEMORY_DIR
    ? config.pgliteDir
    : undefined;
}

async function backup(config: Config): Promise<string> {
  const dir = resolve(callerDir, config.backup.dir ?? config.backup.defaultDir);
  const pgliteDir = onDisk(config);
  const server =
    pgliteDir === undefined ? undefined : await askRunningServer(backupSocketPath(pgliteDir));
  if (server !== undefined) {
    console.error('Le serveur tourne : la sauvegarde passe par lui.');
    return saveBackupStream(dir, (partial) => streamToFile(server, partial));
  }
  const db = await createDb({ url: config.databaseUrl, pgliteDir: config.pgliteDir }, log);
  try {
    return (await backupToDir(db, dir, config.upstreams.imagesDir)).path;
  } finally {
    await db.close();
  }
}

async function restore(config: Config, file: string): Promise<string> {
  const pgliteDir = onDisk(config);
  if (pgliteDir !== undefined) {
    const server = await askRunningServer(backupSocketPath(pgliteDir));
    if (server !== undefined) {
      server.destroy();
      throw new RestoreError(
        'Le serveur tourne sur cette base : arrêtez-le, puis restaurez dans un PGLITE_DIR vide.',
      );
    }
  }
  const db = await createDb({ url: config.databaseUrl, pgliteDir: config.pgliteDir }, log);
  try {
    const summary = await restoreBackup(db, createReadStream(resolve(callerDir, file)), {
      imagesDir: config.upstreams.imagesDir,
    });
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    return `Restauré : ${rows} lignes dans ${Object.keys(summary.tables).length} tables, ${summary.files} fichiers (schéma ${summary.schemaVersion}).`;
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  let config: Config;
  try {
    config = loadConfig(process.env, { terminal: false });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    if (command === 'backup') {
      console.log(await backup(config));
      return 0;
    }
    if (command === 'restore' && file !== undefined) {
      console.log(await restore(config, file));
      return 0;
    }
    console.error('Usage : npm run backup | npm run restore -- FICHIER');
    return 2;
  } catch (error) {
    if (error instanceof RestoreError) console.error(error.message);
    else console.error('Échec :', error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
