import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser } from '../../test/contentUsers.js';
import { createDb } from '../platform/db/client.js';
import { saveBackupStream, streamToFile } from './files.js';
import { askRunningServer, backupSocketPath } from './localSocket.js';
import { restoreBackup } from './snapshot.js';

const silent = { error: () => undefined };

// A file-backed embedded database started cold, migrated, seeded and then backed up takes over
// half a minute on a busy two-core machine: the time allowed, not a time checked.
const SLOW_START = 120_000;
// The daily backup starts once listening; on a busy machine it may take seconds to appear.
const WAIT = { timeout: 30_000 };

describe('backups taken by the running server', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'poe-backup-server-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    'answers `npm run backup` through its socket while its embedded database is open',
    async () => {
      const pgliteDir = join(dir, 'pglite');
      const socket = backupSocketPath(pgliteDir);
      // No server yet: the command is told to open the database itself.
      expect(await askRunningServer(socket)).toBeUndefined();
      const app = await buildTestApp({ config: { databaseUrl: undefined, pgliteDir } });
      let file: string;
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        await addUser(app, 'pendant_le_serveur', 'twitch');
        const stream = await askRunningServer(socket);
        if (stream === undefined) throw new Error('the running server did not answer');
        file = await saveBackupStream(join(dir, 'manual'), (partial) =>
          streamToFile(stream, partial),
        );
      } finally {
        await app.close();
      }
      // Closed: the socket is gone with it.
      expect(await askRunningServer(socket)).toBeUndefined();
      const target = await createDb({ pgliteDir: join(dir, 'restored') }, silent);
      try {
        await restoreBackup(target, createReadStream(file));
        const { rows } = await target.query<{ login: string }>('select login from users');
        expect(rows.map((r) => r.login)).toContain('pendant_le_serveur');
      } finally {
        await target.close();
      }
    },
    SLOW_START,
  );

  it(
    'writes the daily backup into BACKUP_DIR once listening, recorded as a job',
    async () => {
      const backups = join(dir, 'daily');
      const app = await buildTestApp({ env: { BACKUP_DIR: backups, BACKUP_KEEP: '3' } });
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        await expect
          .poll(async () => (await readdir(backups).catch(() => [])).length, WAIT)
          .toBe(1);
        await expect
          .poll(
            async () =>
              (
                await app.db.query<{ status: string }>(
                  `select status from jobs where kind = 'backup'`,
                )
              ).rows,
          )
          .toEqual([{ status: 'succeeded' }]);
      } finally {
        await app.close();
      }
      const [name] = await readdir(backups);
      expect(name).toMatch(/^site-.*\.jsonl\.gz$/);
    },
    SLOW_START,
  );
});
