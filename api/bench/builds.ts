/**
 * Seeds 10,000 builds and 50,000 comments (with replies) into an in-memory PGlite (and into PostgreSQL when DATABASE_URL is set,
 * in a schema of its own, dropped afterwards), starts the real app on a loopback port, and
 * prints p50/p99 latency and requests per second of the build, comment and news endpoints next to
 * /health, measured in the same run, and, when the frontends are built, the build page and the home
 * page as the server renders them (next to the API answer the build page is made from). Exits
 * non-zero when any request failed.
 *
 *   pnpm --filter api run bench
 *   (BENCH_BUILDS, BENCH_COMMENTS, BENCH_REQUESTS, BENCH_CONCURRENCY tune it)
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, MEMORY_DIR } from '../src/config.js';
import { COMMENT_PAGE_SIZE } from '../src/routes/forum/schemas.js';
import type { LoadResult } from './load.js';
import type { LoadJob } from './loadWorker.js';
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

/** Runs one endpoint's load from a child process (with tsx's loader for its TypeScript). */
function measure(
  name: string,
  url: string,
  ids?: number[],
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const job: LoadJob = { name, url, ids, options, headers };
  const child = fork(fileURLToPath(new URL('./loadWorker.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load process for ${name} exited with ${code}`));
    });
    child.send(job);
  });
}

async function run(database: 'pglite' | 'postgres'): Promise<LoadResult[]> {
  const url = database === 'postgres' ? process.env.DATABASE_URL : undefined;
  const schema = url ? `bench_${process.pid}_${randomBytes(3).toString('hex')}` : undefined;
  const config = {
    ...loadConfig({
      PGLITE_DIR: MEMORY_DIR,
      LOG_LEVEL: 'silent',
      DEMO_CONTENT: 'false',
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
    const thread = `/api/forum/comments/build/${forum.hotBuildId}`;
    const laterPage = Math.max(1, Math.floor(forum.hotComments / COMMENT_PAGE_SIZE / 2));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const results = [
      await measure('GET /health', `${base}/health`),
      await measure('GET /api/builds', `${base}/api/builds`),
      await measure(`GET ${FILTERED}`, `${base}${FILTERED}`),
      await measure(`GET ${SEARCH}`, `${base}${SEARCH}`),
      await measure(`GET ${MOST_FAVOURITED}`, `${base}${MOST_FAVOURITED}`),
      await measure(`GET ${LEAGUE}`, `${base}${LEAGUE}`),
      await measure(`GET ${MAIN_SKILL}`, `${base}${MAIN_SKILL}`),
      await measure(`GET ${MAIN_SKILLS}`, `${base}${MAIN_SKILLS}`),
      await measure('GET /api/builds/:id', `${base}/api/builds/:id`, ids),
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
            await measure('GET / (page rendered by the server)', `${base}/`, undefined, PAGE),
          ]
        : []),
      await measure('GET /health (again, after the others)', `${base}/health`),
    ];
    // The same search without the trigram index, to show what the index is worth.
    await app.db.exec('drop index if exists builds_search');
    results.push(await measure(`GET ${SEARCH} (no trigram index)`, `${base}${SEARCH}`));
    return results;
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

function print(database: string, results: LoadResult[]) {
  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (value: number, width: number) => value.toFixed(1).padStart(width);
  console.log(
    `\n${pad('database', 9)} ${pad('endpoint', 75)} ${'n'.padStart(5)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)}`,
  );
  for (const r of results) {
    const failed = r.failures > 0 ? `  (${r.failures} failed)` : '';
    console.log(
      `${pad(database, 9)} ${pad(r.name, 75)} ${String(r.requests).padStart(5)} ${num(r.p50, 7)} ${num(r.p99, 7)} ${num(r.perSecond, 7)}${failed}`,
    );
  }
}

console.log(
  `Node ${process.version}, ${BUILDS} builds, ${COMMENTS} comments, ${options.concurrency} concurrent loops, ` +
    `up to ${options.requests} requests or ${options.maxMs / 1000} s per endpoint`,
);
const databases: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];
let failures = 0;
for (const database of databases) {
  const results = await run(database);
  print(database, results);
  failures += results.reduce((sum, r) => sum + r.failures, 0);
}
// Figures measured on failing requests mean nothing: the run fails (CI runs a tiny one).
if (failures > 0) {
  console.error(`\n${failures} request(s) failed: see the table above.`);
  process.exitCode = 1;
}
