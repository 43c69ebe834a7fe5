import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { Agent as HttpAgent, request as plainRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey, signSessionToken } from '../src/accounts/sessionToken.js';
import { startApiProcess, urlWithSchema, type ApiProcess } from './apiProcess.js';
import { buildBody } from './contentUsers.js';
import { preparedNginx } from './deployFiles.js';
import { sleep } from './loadRun.js';
import { findNginx, freePort } from './nginx.js';
import { dropSchema, postgresUrl, uniqueSchemaName } from './testDb.js';

/**
 * docs/deploy.md's upgrade, as a test: two real API processes on one PostgreSQL schema behind
 * nginx running deploy/nginx.conf itself (TLS with a test certificate, only its ports, upstreams
 * and certificate paths substituted), a steady load of reads and signed-in writes through it,
 * and each process in turn stopped with SIGTERM (systemd's KillSignal) and started again on its
 * port, the next one only once `/health` answers. Not one request may fail, each process must
 * end on its own with code 0 (it drained, it was not killed), and every build the load was told
 * was created must be there afterwards. Part of the PostgreSQL run, as the two processes share
 * one database; nginx is required there.
 */

const SECRET = 'rolling-restart-test-secret-long-enough-for-hs256!';

interface Outcome {
  what: string;
  status: number;
  /** The network error, when there was no answer at all. */
  error?: string;
  /** The created build's id, for a write. */
  id?: number;
}

describe.skipIf(postgresUrl === undefined)(
  'rolling restart of two processes behind deploy/nginx.conf (PostgreSQL run; needs nginx)',
  () => {
    const schema = uniqueSchemaName();
    const url = postgresUrl ?? '';
    let env: Record<string, string> = {};
    const ports: number[] = [];
    const processes: (ApiProcess | undefined)[] = [];
    let nginx: ChildProcess | undefined;
    let nginxOut = '';
    let prefix = '';
    let ca = '';
    let site = '';
    let httpPort = 0;
    let token = '';
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });

    /** A call through nginx's TLS port, on kept-alive connections as a browser makes them. */
    const call = (method: string, path: string, body?: object) =>
      new Promise<{ status: number; text: string; headers: Record<string, string | string[]> }>(
        (resolve, reject) => {
          const payload = body === undefined ? undefined : JSON.stringify(body);
          const req = request(
            `${site}${path}`,
            {
              method,
              agent,
              ca,
              headers: {
                ...(payload !== undefined && {
                  'content-type': 'application/json',
                  authorization: `Bearer ${token}`,
                }),
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  text,
                  headers: res.headers as Record<string, string | string[]>,
                }),
              );
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end(payload);
        },
      );

    const outcome = async (what: string, run: () => ReturnType<typeof call>): Promise<Outcome> => {
      try {
        const res = await run();
        const id = res.status === 201 ? (JSON.parse(res.text) as { id: number }).id : undefined;
        return { what, status: res.status, ...(id !== undefined && { id }) };
      } catch (error) {
        return { what, status: 0, error: String(error) };
      }
    };

    /** A write straight to one process (not through nginx), on a kept-alive connection. */
    const directAgent = new HttpAgent({ keepAlive: true });
    const directPost = (port: number) =>
      outcome('POST straight to the stopping process', async () => {
        const payload = JSON.stringify(buildBody({ title: `Redémarrage en cours ${port}` }));
        return new Promise((resolve, reject) => {
          plainRequest(
            `http://127.0.0.1:${port}/api/builds`,
            {
              method: 'POST',
              agent: directAgent,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: {} }));
            },
          )
            .on('error', reject)
            .end(payload);
        });
      });

    /** Inserts into builds wait until `release()` (reads go on); `untilWaiting(n)`: n of them do. */
    async function holdWrites() {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query('begin');
      await client.query('lock table builds in share mode');
      return {
        untilWaiting: async (waiters: number) => {
          for (let i = 0; i < 100; i++) {
            const { rows } = await client.query<{ n: number }>(
              `select count(*)::int as n from pg_locks l
               join pg_class c on c.oid = l.relation
               join pg_namespace s on s.oid = c.relnamespace
               where not l.granted and c.relname = 'builds' and s.nspname = $1`,
              [schema],
            );
            if ((rows[0]?.n ?? 0) >= waiters) return;
            await sleep(50);
          }
          throw new Error(`fewer than ${waiters} inserts waited for the lock`);
        },
        release: async () => {
          await client.query('commit');
          await client.end();
        },
      };
    }

    beforeAll(async () => {
      const binary = findNginx();
      if (!binary) {
        throw new Error(
          'nginx est introuvable (NGINX_PATH, /usr/sbin/nginx, PATH) : installez-le ' +
            '(apt-get install nginx) pour la suite PostgreSQL. / nginx not found: install it.',
        );
      }
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();

      httpPort = await freePort();
      const httpsPort = await freePort();
      ports.push(await freePort(), await freePort());
      site = `https://127.0.0.1:${httpsPort}`;
      env = {
        NODE_ENV: 'development',
        DATABASE_URL: urlWithSchema(url, schema),
        JWT_SECRET: SECRET,
        PUBLIC_URL: site,
        TRUST_PROXY: '127.0.0.1',
        DEMO_CONTENT: 'false',
        UPSTREAM_MODE: 'fake',
        LOG_LEVEL: 'warn',
        // The load writes far more than a person does.
        CONTENT_WRITE_RATE_LIMITS: '100000/1m',
      };
      // Started together: migrations take an advisory lock, so neither trips on the other.
      const started = await Promise.allSettled(
        ports.map((port, i) => startApiProcess(env, `process ${i + 1}`, port)),
      );
      started.forEach((s) => processes.push(s.status === 'fulfilled' ? s.value : undefined));
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;

      const prepared = preparedNginx({
        httpPort,
        httpsPort,
        upstreams: [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`],
      });
      prefix = prepared.prefix;
      ca = prepared.certificate;
      nginx = spawn(
        binary,
        ['-p', prefix, '-c', prepared.config, '-e', 'stderr', '-g', 'daemon off;'],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      nginx.stderr?.on('data', (chunk: Buffer) => {
        nginxOut = (nginxOut + chunk.toString()).slice(-400_000);
      });
      for (let tries = 0; ; tries++) {
        const health = await outcome('health', () => call('GET', '/health'));
        if (health.status === 200) break;
        if (tries > 100 || nginx.exitCode !== null) {
          throw new Error(`nginx does not answer ${site}/health:\n${nginxOut}`);
        }
        await sleep(100);
      }

      // A signed-in author for the writes, inserted straight into the shared schema.
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      const { rows } = await db.query<{ id: number }>(
        `insert into users (twitch_id, login, display_name, role)
         values ('test-rolling', 'rolling', 'Rolling', 'createur') returning id`,
      );
      await db.end();
      token = await signSessionToken(
        { id: rows[0]?.id ?? 0, role: 'createur' },
        sessionKey(SECRET),
        3600,
      );
    }, 120_000);

    afterAll(async () => {
      agent.destroy();
      directAgent.destroy();
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx?.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      if (prefix) rmSync(prefix, { recursive: true, force: true });
      await Promise.all(processes.map((p) => p?.stop()));
      await dropSchema(url, schema);
    }, 60_000);

    it('redirects plain HTTP to HTTPS and passes the app’s security headers once', async () => {
      const redirect = await new Promise<{ status: number; location: string }>(
        (resolve, reject) => {
          plainRequest(`http://127.0.0.1:${httpPort}/build/custom/1?x=1`, (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '' });
          })
            .on('error', reject)
            .end();
        },
      );
      expect(redirect).toEqual({ status: 301, location: 'https://127.0.0.1/build/custom/1?x=1' });

      const res = await call('GET', '/api/builds');
      expect(res.status, res.text).toBe(200);
      // One value each: nginx adds none of its own.
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
        expect(typeof res.headers[name], name).toBe('string');
        expect(String(res.headers[name]), name).not.toContain(',');
      }
    });

    it('restarts each process in turn under load without one failed request', async () => {
      expect(token).not.toBe('');
      const outcomes: Outcome[] = [];
      let running = true;
      let n = 0;
      const loop = async (next: () => Promise<Outcome>) => {
        while (running) {
          outcomes.push(await next());
          await sleep(5);
        }
      };
      const loops = [
        ...Array.from({ length: 4 }, () =>
          loop(() => outcome('GET /api/builds', () => call('GET', '/api/builds'))),
        ),
        loop(() => outcome('GET /health', () => call('GET', '/health'))),
        ...Array.from({ length: 2 }, () =>
          loop(() =>
            outcome('POST /api/builds', () =>
              call('POST', '/api/builds', buildBody({ title: `Redémarrage ${n++}` })),
            ),
          ),
        ),
      ];

      const exits: (number | null)[] = [];
      const stoppedOutput: string[] = [];
      const inFlightAnswers: Outcome[] = [];
      const countsBefore: number[] = [];
      await sleep(1000);
      for (const [i, port] of ports.entries()) {
        const current = processes[i];
        if (!current) throw new Error(`process ${i + 1} is not running`);
        countsBefore.push(outcomes.length);
        const exited = new Promise<number | null>((resolve) =>
          current.child.once('exit', (code) => resolve(code)),
        );
        // A write held in flight on this very process when SIGTERM comes: the builds table is
        // locked against inserts until after the signal, so the drain has to wait for it, and
        // its kept-alive connection must not hold the process up once it is answered.
        const held = await holdWrites();
        const inFlight = directPost(port);
        try {
          // The load's two writers block too: with them, three inserts wait, this one among them
          // (one that waits is past the request's parsing, truly in flight).
          await held.untilWaiting(3);
          current.child.kill('SIGTERM');
          await sleep(300);
        } finally {
          await held.release();
        }
        inFlightAnswers.push(await inFlight);
        exits.push(await exited);
        stoppedOutput.push(current.output());
        processes[i] = undefined;
        processes[i] = await startApiProcess(env, `process ${i + 1} again`, port);
        // Longer than the upstream's fail_timeout (3 s): nginx takes the process back first.
        await sleep(4000);
      }
      running = false;
      await Promise.all(loops);

      const failed = outcomes.filter((o) => o.status !== (o.what.startsWith('POST') ? 201 : 200));
      expect(failed, `${JSON.stringify(failed.slice(0, 10))}\n${nginxOut}`).toEqual([]);
      expect(
        exits,
        `each process drained and ended on its own:\n${stoppedOutput.join('\n')}`,
      ).toEqual([0, 0]);
      // The load ran all along, writes included.
      expect(countsBefore[1] ?? 0).toBeGreaterThan(countsBefore[0] ?? 0);
      const written = outcomes.flatMap((o) => (o.id === undefined ? [] : [o.id]));
      expect(written.length).toBeGreaterThan(10);
      // The writes held in flight at SIGTERM were finished by the stopping process.
      expect(inFlightAnswers, JSON.stringify(inFlightAnswers)).toMatchObject([
        { status: 201 },
        { status: 201 },
      ]);
      written.push(...inFlightAnswers.flatMap((o) => (o.id === undefined ? [] : [o.id])));

      // No write answered 201 was lost, and none was done twice (a POST nginx sent again to the
      // other process after the first had written it): the builds of the load are exactly those.
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      const { rows } = await db.query<{ id: number }>(
        "select id from builds where title like 'Redémarrage%' order by id",
      );
      await db.end();
      expect(rows.map((r) => r.id)).toEqual([...written].sort((x, y) => x - y));
    }, 90_000);
  },
);
