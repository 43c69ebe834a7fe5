/**
 * Seeds 10,000 builds and 50,000 comments (with replies) into an in-memory PGlite (and into PostgreSQL when DATABASE_URL is set,
 * in a schema of its own, dropped afterwards), starts the real app on a loopback port, and
 * prints p50/p99 latency and requests per second of the build, comment and news endpoints, each
 * with its ratio to /health's requests per second measured in the same run (the mean of /health
 * before and after the others), and, when the frontends are built, the build page and the home page as the server renders them (a random
 * build's page, and the same page asked again and again). On PostgreSQL with nginx at hand, the
 * same reads again through nginx in front of one, then two real API processes. Then a mixed
 * load: virtual users reading and writing with real tokens for a fixed time, every accepted
 * write read back (through nginx and two processes when they are there). Exits non-zero when any
 * request failed, any answer was a 5xx or any accepted write was lost.
 *
 *   pnpm --filter api run bench
 *   (BENCH_BUILDS, BENCH_COMMENTS, BENCH_REQUESTS, BENCH_CONCURRENCY, BENCH_MIXED_SECONDS and
 *   BENCH_MIXED_USERS tune it, BENCH_MIXED_THINK_MS the players' pause and
 *   BENCH_MIXED_WARMUP_SECONDS the untimed start of each mixed load; BENCH_ONLY=mixed runs
 *   the mixed loads alone, BENCH_DATABASES=postgres (or pglite) one database alone)
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { buildPriceStore } from '../src/builds/costRoutes.js';
import { fillPublicAnswers } from '../src/builds/publicAnswer.js';
import { loadConfig, MEMORY_DIR } from '../src/platform/config/config.js';
import { COMMENT_PAGE_SIZE } from '../src/comments/schemas.js';
import type { LoadResult } from './load.js';
import type { LoadJob } from './loadWorker.js';
import { sessionKey, signSessionToken } from '../src/accounts/sessionToken.js';
import type { Queryable } from '../src/platform/db/client.js';
import { findNginx } from '../test/nginx.js';
import { inChild } from './child.js';
import { startCluster } from './cluster.js';
import type { MixedJob, MixedResult } from './mixed.js';
import { seedBuilds } from './seedBuilds.js';
import { seedComments } from './seedComments.js';
import { seedLeaguesAndFavourites } from './seedFavourites.js';

const BUILDS = Number(process.env.BENCH_BUILDS ?? 10_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 50_000);
const options = {
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 8),
  requests: Number(process.env.BENCH_REQUESTS ?? 2_000),
  maxMs: 20_000,
  warmup: 50,
};
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_USERS = Number(process.env.BENCH_MIXED_USERS ?? 50);
/**
 * The mixed load runs twice: players who pause about this long between two clicks, then users
 * who never pause (the machine saturated: their latency is mostly time spent queuing).
 */
const MIXED_THINK_MS = Number(process.env.BENCH_MIXED_THINK_MS ?? 1000);
/**
 * Each mixed load runs this long before its timed part: the processes behind nginx start with
 * it, and their first renders compile the rendering code.
 */
const MIXED_WARMUP_SECONDS = Number(process.env.BENCH_MIXED_WARMUP_SECONDS ?? 5);
/** The tables of single endpoints, left out with BENCH_ONLY=mixed. */
const TABLES = process.env.BENCH_ONLY !== 'mixed';
/** Accounts writing in the mixed load. */
const WRITERS = 16;
const SECRET = 'bench-secret-long-enough-for-hs256-signing!';
/**
 * What every server of the bench runs with: its own secret (the bench signs the writers' tokens
 * with it), and rate limits far above what the mixed load sends, which would otherwise refuse a
 * flood of writes from a few accounts.
 */
const SERVER_ENV = {
  JWT_SECRET: SECRET,
  DEMO_CONTENT: 'false',
  UPSTREAM_MODE: 'fake',
  FORUM_POST_LIMITS: '1000000/1m',
  CONTENT_WRITE_RATE_LIMITS: '1000000/1m',
  FAVOURITE_RATE_LIMITS: '1000000/1m',
};

// Reading pages rendered by the server, measured when the frontends are built (`npm run build`).
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const BUILT = ['shell/dist/index.html', 'shell/dist-server/render.js'].every((path) =>
  existsSync(join(REPO, path)),
);
const PAGE = { accept: 'text/html' };

const FILTERED = '/api/builds?classe=Witch&search=arc%20budget&min_difficulte=2';
const SEARCH = '/api/builds?search=cyclone%20slayer';
const MOST_FAVOURITED = '/api/builds?sort=favourites';
const LEAGUE = '/api/builds?league=Settlers';
const MAIN_SKILL = '/api/builds?main_skill=Raise%20Spectre';
const MAIN_SKILLS = '/api/builds/main-skills';

/** Measures one endpoint's load from a child process. */
function measure(
  name: string,
  url: string,
  ids?: number[],
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const job: LoadJob = { name, url, ids, options, headers };
  return inChild('./loadWorker.ts', name, job);
}

/** Accounts that write in the mixed load (role createur), with their bearer tokens. */
async function writers(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: number }>(
    `insert into users (twitch_id, login, display_name, role)
     select 'mix-' || n, 'mix_' || n, 'Mix' || n, 'createur' from generate_series(1, $1) as n
     returning id`,
    [WRITERS],
  );
  const key = sessionKey(SECRET);
  return Promise.all(
    rows.map(({ id }) => signSessionToken({ id, role: 'createur' }, key, 24 * 3600)),
  );
}

interface Table {
  title: string;
  results: LoadResult[];
}

interface Mixed {
  where: string;
  thinkMs: number;
  result: MixedResult;
}

/** The mixed loads against `base` (players pausing, then users who never do), each from a child process. */
async function mixed(
  where: string,
  base: string,
  buildIds: number[],
  tokens: string[],
): Promise<Mixed[]> {
  const runs: Mixed[] = [];
  for (const thinkMs of MIXED_THINK_MS > 0 ? [MIXED_THINK_MS, 0] : [0]) {
    const job: MixedJob = {
      base,
      buildIds,
      tokens,
      users: MIXED_USERS,
      seconds: MIXED_SECONDS,
      warmupSeconds: MIXED_WARMUP_SECONDS,
      thinkMs,
      pages: BUILT,
    };
    runs.push({ where, thinkMs, result: await inChild('./mixedWorker.ts', 'the mixed load', job) });
  }
  return runs;
}

async function run(database: 'pglite' | 'postgres'): Promise<{ tables: Table[]; mixed: Mixed[] }> {
  const url = database === 'postgres' ? process.env.DATABASE_URL : undefined;
  const schema = url ? `bench_${process.pid}_${randomBytes(3).toString('hex')}` : undefined;
  const config = {
    ...loadConfig({
      PGLITE_DIR: MEMORY_DIR,
      LOG_LEVEL: 'silent',
      ...SERVER_ENV,
      WEB_ROOT: BUILT ? REPO : join(tmpdir(), 'poe-bench-no-web'),
      ...(url && { DATABASE_URL: url }),
    }),
    databaseSchema: schema,
  };
  const app = buildApp(config);
  try {
    await app.ready();
    const seeding = performance.now();
    const ids = await seedBuilds(app.db, BUILDS);
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(`${database}: ${BUILDS} builds seeded in ${seconds} s`);
    const favouriting = performance.now();
    const marks = await seedLeaguesAndFavourites(app.db, ids);
    console.log(
      `${database}: leagues and ${marks} favourites seeded in ` +
        `${((performance.now() - favouriting) / 1000).toFixed(1)} s`,
    );
    const commenting = performance.now();
    const forum = await seedComments(app.db, COMMENTS, ids);
    console.log(
      `${database}: ${forum.comments} comments (${forum.hotComments} under build ` +
        `${forum.hotBuildId}), ${forum.replies} replies and ${forum.guides} guides seeded in ` +
        `${((performance.now() - commenting) / 1000).toFixed(1)} s`,
    );
    // A site that has been running has read poe.ninja's prices (every few hours) and its
    // estimates and answers follow them: read them now, as the first build page would, so that
    // no measured row pays for that once-only work.
    const pricing = performance.now();
    const prices = buildPriceStore(app);
    await prices.ensureFresh();
    await prices.settled();
    console.log(
      `${database}: prices read, estimates and answers following them written in ` +
        `${((performance.now() - pricing) / 1000).toFixed(1)} s`,
    );
    // Written by a server at start for builds without it (the seed wrote its rows directly).
    const filling = performance.now();
    const answers = await fillPublicAnswers(app.db);
    console.log(
      `${database}: ${answers} public build answers written in ` +
        `${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const thread = `/api/forum/comments/build/${forum.hotBuildId}`;
    const laterPage = Math.max(1, Math.floor(forum.hotComments / COMMENT_PAGE_SIZE / 2));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const results = !TABLES
      ? []
      : [
          await measure('GET /health', `${base}/health`),
          await measure('GET /api/builds', `${base}/api/builds`),
          await measure(`GET ${FILTERED}`, `${base}${FILTERED}`),
          await measure(`GET ${SEARCH}`, `${base}${SEARCH}`),
          await measure(`GET ${MOST_FAVOURITED}`, `${base}${MOST_FAVOURITED}`),
          await measure(`GET ${LEAGUE}`, `${base}${LEAGUE}`),
          await measure(`GET ${MAIN_SKILL}`, `${base}${MAIN_SKILL}`),
          await measure(`GET ${MAIN_SKILLS}`, `${base}${MAIN_SKILLS}`),
          await measure('GET /api/builds/:id', `${base}/api/builds/:id`, ids),
          // A build many visitors read: kept, with its brotli, until it changes.
          await measure(
            'GET /api/builds/:id (the same build again and again)',
            `${base}/api/builds/${forum.hotBuildId}`,
          ),
          await measure(`GET ${thread} (page 1)`, `${base}${thread}`),
          await measure(`GET ${thread}?page=${laterPage}`, `${base}${thread}?page=${laterPage}`),
          await measure(
            'GET /api/forum/comments/build/:id',
            `${base}/api/forum/comments/build/:id`,
            ids,
          ),
          // From the cache after the warm-up's first request read the (local stand-in) feed.
          await measure('GET /api/news', `${base}/api/news`),
          ...(BUILT
            ? [
                await measure(
                  'GET /build/custom/:id (page rendered by the server)',
                  `${base}/build/custom/:id`,
                  ids,
                  PAGE,
                ),
                await measure(
                  'GET /build/custom/:id (page already rendered: the same one again and again)',
                  `${base}/build/custom/${forum.hotBuildId}`,
                  undefined,
                  PAGE,
                ),
                await measure('GET / (page rendered by the server)', `${base}/`, undefined, PAGE),
              ]
            : []),
          await measure('GET /health (again, after the others)', `${base}/health`),
        ];
    const tables: Table[] = [{ title: `${database}, this process`, results }];
    const tokens = await writers(app.db);
    let mixedRuns: Mixed[] | undefined;
    const nginx = url && schema ? findNginx() : undefined;
    if (url && schema && !nginx) {
      console.log('postgres: nginx not found (NGINX_PATH, /usr/sbin/nginx): no run through nginx');
    }
    if (url && schema && nginx) {
      for (const processes of TABLES ? [1, 2] : [2]) {
        const cluster = await startCluster({
          nginx,
          processes,
          databaseUrl: url,
          schema,
          env: { ...SERVER_ENV, WEB_ROOT: BUILT ? REPO : join(tmpdir(), 'poe-bench-no-web') },
        });
        try {
          const label = `nginx, ${processes} process${processes > 1 ? 'es' : ''}`;
          const site = cluster.url;
          const rows = !TABLES
            ? []
            : [
                await measure(`GET /health (${label})`, `${site}/health`),
                await measure(`GET /api/builds (${label})`, `${site}/api/builds`),
                await measure(`GET /api/builds/:id (${label})`, `${site}/api/builds/:id`, ids),
                ...(BUILT
                  ? [
                      await measure(
                        `GET /build/custom/:id (rendered page, ${label})`,
                        `${site}/build/custom/:id`,
                        ids,
                        PAGE,
                      ),
                    ]
                  : []),
                await measure(`GET /health (again, ${label})`, `${site}/health`),
              ];
          tables.push({ title: `${database}, ${label}`, results: rows });
          if (processes === 2) {
            mixedRuns = await mixed(`${database}, ${label}`, site, ids, tokens);
          }
        } finally {
          await cluster.stop();
        }
      }
    }
    mixedRuns ??= await mixed(`${database}, this process`, base, ids, tokens);
    if (TABLES) {
      // The same search without the trigram index, to show what the index is worth.
      await app.db.exec('drop index if exists builds_search');
      results.push(await measure(`GET ${SEARCH} (no trigram index)`, `${base}${SEARCH}`));
    }
    return { tables, mixed: mixedRuns };
  } finally {
    await app.close();
    if (url && schema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
}

/**
 * One table; each row's requests per second also as a ratio to /health's in the same table (the
 * mean of its /health rows, measured before and after the others, so that one busy moment of a
 * shared machine weighs less).
 */
function print({ title, results }: Table) {
  const healthRows = results.filter((r) => r.name.startsWith('GET /health'));
  const health = healthRows.reduce((sum, r) => sum + r.perSecond, 0) / healthRows.length;
  const num = (value: number, width: number) => value.toFixed(1).padStart(width);
  console.log(
    `\n${title}\n${'endpoint'.padEnd(80)} ${'n'.padStart(5)} ${'p50 ms'.padStart(7)} ` +
      `${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)} ${'÷ health'.padStart(8)}`,
  );
  for (const r of results) {
    const failed = r.failures > 0 ? `  (${r.failures} failed)` : '';
    console.log(
      `${r.name.padEnd(80)} ${String(r.requests).padStart(5)} ${num(r.p50, 7)} ${num(r.p99, 7)} ` +
        `${num(r.perSecond, 7)} ${(r.perSecond / health).toFixed(2).padStart(8)}${failed}`,
    );
  }
}

function printMixed({ where, thinkMs, result: r }: Mixed) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const who =
    thinkMs > 0
      ? `${MIXED_USERS} players pausing ${thinkMs / 2000}–${(thinkMs * 1.5) / 1000} s between clicks`
      : `${MIXED_USERS} users who never pause (saturation: latency is mostly queuing)`;
  const rate = (r.reads.count + r.writes.count) / MIXED_SECONDS;
  const warmup = MIXED_WARMUP_SECONDS > 0 ? `, after ${MIXED_WARMUP_SECONDS} s not timed` : '';
  console.log(
    `\nmixed load (${where}): ${who}, for ${MIXED_SECONDS} s${warmup} (${rate.toFixed(0)} req/s), 70 % reads, 30 % writes by ${WRITERS} accounts\n` +
      `  reads:  ${r.reads.count} (p50 ${ms(r.reads.p50)}, p99 ${ms(r.reads.p99)})\n` +
      `  writes: ${r.writes.count} (p50 ${ms(r.writes.p50)}, p99 ${ms(r.writes.p99)}), ` +
      `${r.accepted} accepted and read back\n` +
      `  5xx: ${r.serverErrors}, other failures: ${r.failures}, lost writes: ${r.lost}\n` +
      `  pages: ${r.pages.rendered} rendered by the server, ${r.pages.shells} sent bare for the browser to render\n` +
      `  the virtual users' own CPU: ${r.clientCpuSeconds.toFixed(1)} s (${((r.clientCpuSeconds / MIXED_SECONDS) * 100).toFixed(0)} % of a core)`,
  );
  for (const example of r.examples) console.log(`    ${example}`);
  console.log(`  slowest reads:\n${r.slowest.map((line) => `    ${line}`).join('\n')}`);
}

console.log(
  `Node ${process.version}, ${BUILDS} builds, ${COMMENTS} comments, ${options.concurrency} concurrent loops, ` +
    `up to ${options.requests} requests or ${options.maxMs / 1000} s per endpoint`,
);
const databases = (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']).filter(
  (database) => (process.env.BENCH_DATABASES ?? database).split(',').includes(database),
) as ('pglite' | 'postgres')[];
let failures = 0;
let broken = 0;
for (const database of databases) {
  const { tables, mixed: mixedRuns } = await run(database);
  for (const table of tables) {
    if (table.results.length > 0) print(table);
    failures += table.results.reduce((sum, r) => sum + r.failures, 0);
  }
  for (const mixedRun of mixedRuns) {
    printMixed(mixedRun);
    broken += mixedRun.result.serverErrors + mixedRun.result.failures + mixedRun.result.lost;
  }
}
// Figures measured on failing requests mean nothing: the run fails (CI runs a tiny one).
if (failures > 0 || broken > 0) {
  console.error(
    `\n${failures} request(s) failed in the tables, and the mixed load had ${broken} 5xx, ` +
      'failed request(s) or lost write(s): see above.',
  );
  process.exitCode = 1;
}
