import { chmod, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../platform/db/client.js';
import { writeBackup } from './snapshot.js';

/**
 * The embedded database is open in the server's process only: while the server runs, `npm run
 * backup` asks it for the backup through this socket, next to the data directory. A Unix socket
 * (mode 0600), not a port: only who may read the data directory may ask,
 * never a visitor coming through a proxy on the same machine.
 */
export function backupSocketPath(pgliteDir: string): string {
  return join(dirname(pgliteDir), `${basename(pgliteDir)}.backup.sock`);
}

export interface BackupLog {
  error(details: object, message: string): void;
}

/** Answers `GET /backup` with a backup's gzip; stop with the returned `close`. */
export async function listenForBackups(
  socketPath: string,
  db: Db,
  imagesDir: string,
  log: BackupLog,
): Promise<() => Promise<void>> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/gzip' });
    // A failure destroys the answer: the client sees it cut and keeps no file.
    writeBackup(db, res, { imagesDir }).catch((err: unknown) => {
      log.error({ err }, 'backup through the local socket failed');
    });
  });
  // Left by a server that did not close (killed): no one answers on it any more.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * The running server's backup stream, or undefined when no server answers on the socket (the
 * caller then opens the database itself).
 */
export function askRunningServer(socketPath: string): Promise<Readable | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the server answered ${res.statusCode}`));
        return;
      }
      resolve(res);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}
