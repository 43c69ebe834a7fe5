import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/platform/http/errors.js';
import { createTestDb, postgresUrl } from './testDb.js';
import { buildTestApp } from './buildTestApp.js';
import { addUser, type TestUser } from './contentUsers.js';
import { caller, outageProblems, problems, sleep, throughOutage, type Answer } from './loadRun.js';
import { startTcpProxy, type TcpProxy } from './tcpProxy.js';

/**
 * The database server going away under load and coming back. The machine's PostgreSQL cannot be
 * restarted from a test, so the app reaches it through a TCP relay the test cuts (every open
 * connection dropped, new ones refused, as a restarting server does) and then restores. A real
 * server stopped and started again is in `pgRestart.test.ts`.
 */

/** Through the relay: same server and credentials, another port. */
function viaProxy(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

describe.skipIf(postgresUrl === undefined)(
  'PostgreSQL going down under load (needs DATABASE_URL: PGlite runs inside the process)',
  () => {
    let proxy: TcpProxy;
    let app: App;
    let author: TestUser;

    beforeAll(async () => {
      const target = new URL(postgresUrl ?? '');
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      app = await buildTestApp({
        config: { databaseUrl: viaProxy(postgresUrl ?? '', proxy.port) },
      });
      author = await addUser(app, 'auteur_panne', 'createur');
    });
    afterAll(async () => {
      proxy.restore();
      await app.close();
      await proxy.close();
    });

    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      caller(app, author)(method, url, payload);

    it('answers errors at once while the database is gone, reports it, and recovers alone', async () => {
      const { before, during, after, healthDown, healthUp } = await throughOutage(
        call,
        'Build panne',
        { goDown: () => proxy.cut(), comeBack: () => proxy.restore(), downMs: 1500 },
      );

      // Reads all succeed; writes may meet the rate limit (429), never a server error.
      expect(before.length).toBeGreaterThan(0);
      expect(problems(before)).toEqual([]);

      // 503 and a message saying to retry: the server is fine, its database is not (a
      // signed-out read kept from before may still be answered as it was then).
      expect(during.filter((answer) => answer.status === 503).length).toBeGreaterThan(5);
      expect(outageProblems(before, during, DATABASE_UNAVAILABLE_MESSAGE)).toEqual([]);
      // No hang: well under the pool's connection time-out.
      for (const answer of during) expect(answer.ms).toBeLessThan(5000);

      expect(healthDown.status).toBe(503);
      expect(healthDown.body).toMatchObject({
        status: 'degraded',
        database: { status: 'down', driver: 'postgres' },
      });
      expect(healthUp?.status).toBe(200);
      expect(healthUp?.body).toMatchObject({ status: 'ok', database: { status: 'up' } });

      expect(after.length).toBeGreaterThan(0);
      expect(problems(after)).toEqual([]);
      expect(after.some((a) => a.url === '/api/builds' && a.status === 200)).toBe(true);
    }, 30_000);

    it('a database that accepts connections but never answers still gets an error, not a hang', async () => {
      // Connections open but nothing comes back: the pool's connection time-out and the health
      // probe's own limit bound the wait.
      proxy.blackHole();
      // Let the pool notice its dropped connections, so the calls below must open new ones.
      await sleep(300);
      const started = performance.now();
      // A list no one asked for before: a list already asked for is kept until a write, and a
      // database that answers nothing takes no write, so it is served from memory meanwhile.
      const unasked = () => `/api/builds?search=panne-${Math.random().toString(36).slice(2)}`;
      const [builds, health] = await Promise.all([call('GET', unasked()), call('GET', '/health')]);
      proxy.restore();
      expect(builds.status).toBe(503);
      expect(builds.body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
      expect(health.status).toBe(503);
      const waited = performance.now() - started;
      // Bounded by the pool's 5 s connection time-out, not left hanging.
      expect(waited).toBeLessThan(6500);
      expect(health.ms).toBeLessThan(3000);
      let back: Answer | undefined;
      for (let i = 0; i < 50 && back?.status !== 200; i++) {
        await sleep(100);
        back = await call('GET', unasked());
      }
      expect(back?.status).toBe(200);
    }, 15_000);
  },
);

describe.skipIf(postgresUrl === undefined)(
  'a transaction whose connection dies between two statements (needs DATABASE_URL)',
  () => {
    it('fails that transaction only; the process lives on and the next one works', async () => {
      const db = await createTestDb();
      const killer = new pg.Client({ connectionString: postgresUrl });
      await killer.connect();
      try {
        await db.exec('create table t (n int)');
        const attempt = db.transaction(async (tx) => {
          await tx.query('insert into t values (1)');
          const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
          await killer.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          // The 'error' event arrives while no statement runs: it must not end the process.
          await sleep(300);
          await tx.query('insert into t values (2)');
        });
        await expect(attempt).rejects.toThrow();
        expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
        await db.transaction((tx) => tx.query('insert into t values (3)'));
        expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
      } finally {
        await killer.end();
        await db.close();
      }
    });
  },
);
