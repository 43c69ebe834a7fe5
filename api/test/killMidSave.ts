import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { sessionKey, signSessionToken } from '../src/accounts/sessionToken.js';
import type { Queryable } from '../src/platform/db/client.js';
import { buildBody } from './contentUsers.js';

/**
 * A real API process killed with SIGKILL while build saves (creations and edits) are in flight,
 * again and again at random moments. After each kill the database is opened afresh and each
 * build must be whole, exactly as sent (or, for an edit, exactly as before), or absent: never
 * partial. Shared by the PostgreSQL and the on-disk PGlite runs.
 */
export const KILL_TRIES = Number(process.env.KILL_TRIES ?? 6);
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

/** Where the server processes keep their data, and how the test reads it between kills. */
export interface KillTarget {
  /** Environment pointing a server process at the database (`DATABASE_URL` or `PGLITE_DIR`). */
  env: Record<string, string>;
  /**
   * Opens the database from the test, as a fresh process would (migrations included); called
   * only while no server runs, since an on-disk PGlite admits one process at a time.
   */
  open(): Promise<{ db: Queryable; close(): Promise<void> }>;
}

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
function startServer(databaseEnv: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'info',
      DEMO_CONTENT: 'false',
      UPSTREAM_MODE: 'fake',
      WEB_ROOT: join(tmpdir(), `poe-no-web-${process.pid}`),
      ...databaseEnv,
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

export function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

interface Author {
  id: number;
  authorization: string;
}

/** Accounts made straight in the database (one per save: the write rate limit is per account). */
async function authors(db: Queryable, count: number, tag: string): Promise<Author[]> {
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

/** The answer's status and build id; status 0 when the connection died with the process. */
async function send(server: Server, method: string, path: string, auth: string, body: object) {
  let res: Response;
  try {
    res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 0, id: undefined };
  }
  // The process may die between the status line and the end of the body.
  const answer = (await res.json().catch(() => ({}))) as { id?: number };
  return { status: res.status, id: answer.id };
}

/** Opens the database, runs `fn` on it and closes it. */
async function reading<T>(target: KillTarget, fn: (db: Queryable) => Promise<T>): Promise<T> {
  const { db, close } = await target.open();
  try {
    return await fn(db);
  } finally {
    await close();
  }
}

/** Every table reads back whole after a kill, not only the rows the saves touched. */
async function readEveryTable(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema()`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { name } of rows) await db.query(`select * from "${name}"`);
}

/**
 * Runs `KILL_TRIES` kills against the target and checks each outcome.
 * @returns how the saves ended, for the log
 */
export async function killMidSave(target: KillTarget) {
  const per = SAVES_PER_TRY;
  // Every account first (an on-disk PGlite cannot be opened while a server holds it).
  const accounts = await reading(target, (db) => authors(db, 1 + per * (KILL_TRIES + 1), 'k'));
  const ref = accounts[0];
  if (!ref) throw new Error('no reference author');
  const warm = accounts.slice(1, 1 + per);
  const writersOf = (attempt: number) => accounts.slice(1 + per * (attempt + 1)).slice(0, per);

  let server = await startServer(target.env);
  try {
    // A normal save of each version gives the reference rows, read at the first check.
    for (const version of [1, 2] as const) {
      const body = fullBody(`Référence v${version}`, version);
      expect((await send(server, 'POST', '/api/builds', ref.authorization, body)).status).toBe(201);
    }
    // How long a batch of saves takes here, so kills land before, during and after them.
    const batchStart = performance.now();
    await Promise.all(
      warm.map((a, i) =>
        send(server, 'POST', '/api/builds', a.authorization, fullBody(`Chauffe ${i}`, 1)),
      ),
    );
    const batchMs = performance.now() - batchStart;

    const saved: Record<1 | 2, Row> = { 1: {}, 2: {} };
    const outcome = { whole: 0, absent: 0, editsNew: 0, editsOld: 0, answered: 0 };
    for (let attempt = 0; attempt < KILL_TRIES; attempt++) {
      const writers = writersOf(attempt);
      // Half the writers also own a build they edit from v1 to v2 during the kill window.
      const edited: { id: number; author: Author }[] = [];
      for (const author of writers.slice(0, per / 2)) {
        const title = `Édition ${attempt} ${author.id}`;
        const body = fullBody(title, 1);
        const { id } = await send(server, 'POST', '/api/builds', author.authorization, body);
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
      const statuses = (await Promise.all(inFlight)).map((answer) => answer.status);
      outcome.answered += statuses.filter((s) => s !== 0).length;

      await reading(target, async (db) => {
        await readEveryTable(db);
        if (attempt === 0) {
          for (const version of [1, 2] as const) {
            const { rows } = await db.query('select * from builds where title = $1', [
              `Référence v${version}`,
            ]);
            expect(rows, `reference v${version}`).toHaveLength(1);
            saved[version] = pick(rows[0] ?? {});
          }
        }
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
      });
      // The last restart proves a server still starts on what the last kill left.
      server = await startServer(target.env);
    }
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(outcome.whole + outcome.absent).toBe(KILL_TRIES * per);
    return { ...outcome, batchMs: Math.round(batchMs) };
  } finally {
    await kill(server.child);
  }
}
