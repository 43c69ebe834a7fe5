import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { MEMORY_DIR } from '../src/platform/config/config.js';
import { createDb } from '../src/platform/db/client.js';
import { migrate } from '../src/platform/db/migrate.js';
import { KILL_TRIES, killMidSave } from './killMidSave.js';
import { postgresUrl } from './testDb.js';

const silent = { error: () => undefined };

describe.skipIf(postgresUrl === undefined)(
  'a server killed in the middle of saving builds (needs DATABASE_URL: a real process on PostgreSQL)',
  () => {
    const dbName = `kill_save_${process.pid}_${randomBytes(3).toString('hex')}`;
    let admin: pg.Client;
    let databaseUrl: string;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const url = new URL(postgresUrl ?? '');
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }, 30_000);
    afterAll(async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }, 30_000);

    it(`leaves every build whole or absent across ${KILL_TRIES} kills at random moments`, async () => {
      const outcome = await killMidSave({
        env: { DATABASE_URL: databaseUrl },
        open: async () => {
          const db = await createDb({ url: databaseUrl, pgliteDir: MEMORY_DIR }, silent);
          await migrate(db);
          return { db, close: () => db.close() };
        },
      });
      console.info('kill mid-save outcome (PostgreSQL)', outcome);
    }, 300_000);
  },
);
