import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createDb } from '../src/platform/db/client.js';
import { migrate } from '../src/platform/db/migrate.js';
import { KILL_TRIES, killMidSave } from './killMidSave.js';
import { postgresUrl } from './testDb.js';

const silent = { error: () => undefined };

/**
 * The default database, the embedded PGlite on disk: its writes happen inside the API process,
 * so a kill can stop them anywhere. After each kill the folder is opened by a fresh PGlite
 * (which replays its write-ahead log), then a fresh server starts on it.
 */
describe.skipIf(postgresUrl !== undefined)(
  'a server killed in the middle of saving builds (PGlite run: the embedded database on disk)',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'poe-kill-pglite-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it(`leaves every build whole or absent across ${KILL_TRIES} kills at random moments`, async () => {
      const outcome = await killMidSave({
        env: { PGLITE_DIR: dir },
        open: async () => {
          const db = await createDb({ pgliteDir: dir }, silent);
          await migrate(db);
          return { db, close: () => db.close() };
        },
      });
      console.info('kill mid-save outcome (PGlite on disk)', outcome);
    }, 300_000);
  },
);
