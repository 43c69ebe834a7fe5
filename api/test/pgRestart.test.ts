import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/platform/http/errors.js';
import { buildTestApp } from './buildTestApp.js';
import { addUser, type TestUser } from './contentUsers.js';
import { caller, outageProblems, problems, throughOutage } from './loadRun.js';
import { freePort } from './nginx.js';
import { postgresUrl } from './testDb.js';

/**
 * A real PostgreSQL server stopped and started again while the API is under load: the server
 * ends every connection as it shuts down ("terminating connection due to administrator
 * command"), refuses new ones while it is down, and comes back on the same port. The test makes
 * a throwaway cluster of its own (initdb, pg_ctl from the PostgreSQL install that serves
 * DATABASE_URL), so the machine's server is never touched. Part of the PostgreSQL run.
 */

const programs = ['initdb', 'pg_ctl', 'postgres'];
const hasPrograms = (dir: string) => programs.every((program) => existsSync(join(dir, program)));

/**
 * The folder of initdb, pg_ctl and postgres: PG_BIN, else the one pg_ctl on PATH links to, else
 * the newest Debian install (/usr/lib/postgresql/<version>/bin, which Debian keeps off PATH).
 */
function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return hasPrograms(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const ctl = join(dir, 'pg_ctl');
    if (!existsSync(ctl)) continue;
    // A link such as /usr/local/bin/pg_ctl: the other programs sit beside the file it points to.
    const real = dirname(realpathSync(ctl));
    if (hasPrograms(real)) return real;
    if (hasPrograms(dir)) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find(hasPrograms);
}

const bin = postgresBin();
// CI sets REQUIRE_PG_PROGRAMS=1 for its PostgreSQL run: there a missing program is a failure, not
// a silent skip.
if (postgresUrl !== undefined && bin === undefined && process.env.REQUIRE_PG_PROGRAMS === '1') {
  throw new Error(
    `REQUIRE_PG_PROGRAMS=1 but ${programs.join(', ')} were not found together (PG_BIN, PATH, ` +
      '/usr/lib/postgresql/<version>/bin): install PostgreSQL (Debian: apt-get install postgresql)',
  );
}
// PostgreSQL refuses to run as root: as root, the cluster runs as the postgres account.
const asRoot = process.getuid?.() === 0;

function pg(program: string, args: string[]): void {
  if (!bin) throw new Error('no PostgreSQL programs');
  const command = join(bin, program);
  if (asRoot)
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

describe.skipIf(postgresUrl === undefined || bin === undefined)(
  'a real PostgreSQL server restarted under load (PostgreSQL run; needs initdb and pg_ctl)',
  () => {
    let dir: string;
    let port: number;
    let app: App;
    let author: TestUser;
    const ctl = (...args: string[]) => pg('pg_ctl', ['-D', dir, '-w', ...args]);
    // The server's output goes to its log file: with none, it would hold the pipes pg_ctl was
    // started with, and the synchronous call would never return.
    const start = () =>
      ctl(
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        join(dir, 'server.log'),
        'start',
      );

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'poe-pg-restart-'));
      // The postgres account must own its data folder; the folder above is ours.
      chmodSync(dir, 0o777);
      dir = join(dir, 'data');
      port = await freePort();
      pg('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
      start();
      app = await buildTestApp({
        config: { databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres` },
      });
      author = await addUser(app, 'auteur_redemarrage', 'createur');
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      rmSync(join(dir, '..'), { recursive: true, force: true });
    });

    it('answers 503 while the server is down, reports it, and recovers by itself once it is back', async () => {
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        caller(app, author)(method, url, payload);
      const { before, during, after, healthDown, healthUp } = await throughOutage(
        call,
        'Build redémarrage',
        { goDown: () => ctl('-m', 'fast', 'stop'), comeBack: start, downMs: 1000 },
      );

      expect(before.length).toBeGreaterThan(0);
      expect(problems(before)).toEqual([]);
      // While it is down: the server's own French 503 with Retry-After, never a crash or a 500
      // (a signed-out read kept from before may still be answered as it was then).
      expect(during.filter((answer) => answer.status === 503).length).toBeGreaterThan(5);
      expect(outageProblems(before, during, DATABASE_UNAVAILABLE_MESSAGE)).toEqual([]);
      expect(healthDown.status).toBe(503);
      expect(healthDown.body).toMatchObject({ database: { status: 'down', driver: 'postgres' } });
      expect(healthUp?.status).toBe(200);
      expect(after.length).toBeGreaterThan(0);
      expect(problems(after)).toEqual([]);
      // What was written before the stop survived it (drafts of a createur: read them directly).
      const { rows } = await app.db.query<{ n: number }>(
        `select count(*)::int as n from builds where title like 'Build redémarrage %'`,
      );
      const written = before.filter((a) => a.status === 201).length;
      expect(written).toBeGreaterThan(0);
      expect(rows[0]?.n).toBeGreaterThanOrEqual(written);
    }, 60_000);
  },
);
