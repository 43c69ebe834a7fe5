import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey, signSessionToken } from '../src/auth/sessionToken.js';
import { buildBody } from './contentUsers.js';
import { postgresUrl } from './testDb.js';

/**
 * A real API process on PostgreSQL, killed with SIGKILL while build saves (creations and
 * edits) are in flight, again and again at random moments. Afterwards each build must be
 * whole, exactly as sent (or, for an edit, exactly as before), or absent: never partial.
 */
const TRIES = Number(process.env.KILL_TRIES ?? 6);
const SAVES_PER_TRY = 12;
const SECRET = 'kill-test-secret-long-enough-for-hs256!';
const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** Columns a save sets from the body; the rest (ids, times, the title we vary) are left out. */
const COMPARED = [
  'introduction',
  'classe',
  'ascendancy',
  'leveling',
  'endgame',
  'optimisation',
  'mecaniques',
  'difficulte',
  'cout',
  'boss',
  'rapidite',
  'survie',
  'equipment',
  'gem_sockets',
] as const;

type Row = Record<string, unknown>;

const big = (label: string, size: number) => `<p>${label} ${'x'.repeat(size)}</p>`;

/** A build body that fills many columns, each big enough that the save takes a while. */
function fullBody(title: string, version: 1 | 2) {
  const rating = version === 1 ? 2 : 4;
  return buildBody({
    title,
    introduction: `Introduction v${version} ${'i'.repeat(10_000)}`,
    classe: version === 1 ? 'Duelist' : 'Witch',
    ascendancy: version === 1 ? 'Slayer' : 'Necromancer',
    leveling: big(`leveling v${version}`, 60_000),
    endgame: big(`endgame v${version}`, 60_000),
    optimisation: big(`optimisation v${version}`, 60_000),
    mecaniques: big(`mecaniques v${version}`, 60_000),
    ratings: { difficulte: rating, cout: rating, boss: rating, rapidite: rating, survie: rating },
  });
}

function pick(row: Row): Row {
  return Object.fromEntries(COMPARED.map((c) => [c, row[c]]));
}

interface Server {
  child: ChildProcess;
  url: string;
}

/** `node --import tsx src/server.ts` on its own port; resolves once it listens. */
function startServer(databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'info',
      DEMO_CONTENT: 'false',
      UPSTREAM_MODE: 'fake',
      WEB_ROOT: join(tmpdir(), `poe-no-web-${process.pid}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no start in 60 s:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"address":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ child, url: match[1] });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)}) before listening:\n${out}`));
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe.skipIf(postgresUrl === undefined)(
  'a server killed in the middle of saving builds (needs DATABASE_URL: a real process on PostgreSQL)',
  () => {
    const dbName = `kill_save_${process.pid}_${randomBytes(3).toString('hex')}`;
    let admin: pg.Client;
    let db: pg.Client;
    let databaseUrl: string;
    let running: ChildProcess | undefined;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const url = new URL(postgresUrl ?? '');
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
      db = new pg.Client({ connectionString: databaseUrl });
    }, 30_000);
    afterAll(async () => {
      if (running) await kill(running);
      await db.end().catch(() => undefined);
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }, 30_000);

    /** Accounts made straight in the database (one per save: the write rate limit is per account). */
    async function authors(count: number, tag: string) {
      const { rows } = await db.query<{ id: number }>(
        `insert into users (twitch_id, login, display_name, role)
         select 'k-' || $1 || '-' || n, 'k_' || $1 || '_' || n, 'K' || $1 || n, 'createur'
         from generate_series(1, $2) as n returning id`,
        [tag, count],
      );
      const key = sessionKey(SECRET);
      return Promise.all(
        rows.map(async ({ id }) => ({
          id,
          authorization: `Bearer ${await signSessionToken({ id, role: 'createur' }, key, 3600)}`,
        })),
      );
    }

    const send = (server: Server, method: string, path: string, auth: string, body: object) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (res) => res.status,
        () => 0, // the connection died with the process
      );

    it(`leaves every build whole or absent across ${TRIES} kills at random moments`, async () => {
      // A first server applies the migrations; a normal save gives the reference of each version.
      let server = await startServer(databaseUrl);
      running = server.child;
      await db.connect();
      const [ref] = await authors(1, 'ref');
      if (!ref) throw new Error('no reference author');
      const saved: Record<1 | 2, Row> = { 1: {}, 2: {} };
      for (const version of [1, 2] as const) {
        const title = `Référence v${version}`;
        const body = fullBody(title, version);
        expect(await send(server, 'POST', '/api/builds', ref.authorization, body)).toBe(201);
        const { rows } = await db.query('select * from builds where title = $1', [title]);
        saved[version] = pick(rows[0] ?? {});
      }
      // How long a batch of saves takes here, so kills land before, during and after them.
      const batchStart = performance.now();
      const warm = await authors(SAVES_PER_TRY, 'warm');
      await Promise.all(
        warm.map((a, i) =>
          send(server, 'POST', '/api/builds', a.authorization, fullBody(`Chauffe ${i}`, 1)),
        ),
      );
      const batchMs = performance.now() - batchStart;

      const outcome = { whole: 0, absent: 0, editsNew: 0, editsOld: 0, answered: 0 };
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const writers = await authors(SAVES_PER_TRY, `t${attempt}`);
        // Half the writers also own a build they edit from v1 to v2 during the kill window.
        const edited: { id: number; author: (typeof writers)[number] }[] = [];
        for (const author of writers.slice(0, SAVES_PER_TRY / 2)) {
          const title = `Édition ${attempt} ${author.id}`;
          await send(server, 'POST', '/api/builds', author.authorization, fullBody(title, 1));
          const { rows } = await db.query<{ id: number }>(
            'select id from builds where title = $1',
            [title],
          );
          const id = rows[0]?.id;
          if (id === undefined) throw new Error(`${title} was not saved`);
          edited.push({ id, author });
        }
        const titles = writers.map((w) => `Tué ${attempt} ${w.id}`);
        const inFlight = [
          ...writers.map((w, i) =>
            send(server, 'POST', '/api/builds', w.authorization, fullBody(titles[i] ?? '', 1)),
          ),
          ...edited.map((e) =>
            send(
              server,
              'PUT',
              `/api/builds/${e.id}`,
              e.author.authorization,
              fullBody(`Édition ${attempt} ${e.author.id}`, 2),
            ),
          ),
        ];
        await new Promise((resolve) => setTimeout(resolve, Math.random() * batchMs * 1.5));
        await kill(server.child);
        const statuses = await Promise.all(inFlight);
        outcome.answered += statuses.filter((s) => s !== 0).length;

        for (const [i, title] of titles.entries()) {
          const { rows } = await db.query('select * from builds where title = $1', [title]);
          // A save the client saw succeed is kept.
          if (statuses[i] === 201) expect(rows, title).toHaveLength(1);
          if (rows.length === 0) outcome.absent++;
          else {
            expect(rows).toHaveLength(1);
            expect(pick(rows[0] ?? {}), title).toEqual(saved[1]);
            outcome.whole++;
          }
        }
        for (const { id } of edited) {
          const { rows } = await db.query('select * from builds where id = $1', [id]);
          expect(rows).toHaveLength(1);
          const now = pick(rows[0] ?? {});
          const isNew = JSON.stringify(now) === JSON.stringify(saved[2]);
          if (!isNew) expect(now).toEqual(saved[1]);
          if (isNew) outcome.editsNew++;
          else outcome.editsOld++;
        }
        if (attempt < TRIES - 1) {
          server = await startServer(databaseUrl);
          running = server.child;
        }
      }
      running = undefined;
      console.info('kill mid-save outcome', { ...outcome, batchMs: Math.round(batchMs) });
      expect(outcome.whole + outcome.absent).toBe(TRIES * SAVES_PER_TRY);
    }, 300_000);
  },
);
