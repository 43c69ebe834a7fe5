/**
 * What the costliest Path of Building export the limits accept does to everything else: starts
 * the real app (embedded PGlite in memory, local stand-ins), then measures `/health` from a child
 * process alone, while that export is imported again and again through the reading thread (from
 * another child process), and, as the baseline of the same run, while the same export is read on
 * the main thread as imports were read before the thread. Prints p50/p99 of `/health` and the
 * imports done.
 *
 *   pnpm --filter api exec tsx bench/pobImport.ts   (BENCH_POB_SECONDS, default 10)
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { sessionKey, signSessionToken } from '../src/accounts/sessionToken.js';
import { loadConfig, MEMORY_DIR } from '../src/platform/config/config.js';
import { amplifiedXml, COSTLIEST_ACCEPTED, toPobCode } from '../src/pob/fixtures/index.js';
import { readPobBuild, type CatalogueRows } from '../src/pob/read.js';
import type { LoadResult } from './load.js';
import type { LoadJob } from './loadWorker.js';
import type { ImportJob, ImportResult } from './importWorker.js';
import { inChild } from './child.js';

const SECONDS = Number(process.env.BENCH_POB_SECONDS ?? 10);
const SECRET = 'bench-secret-long-enough-for-hs256-signing!';
const CODE = toPobCode(amplifiedXml(COSTLIEST_ACCEPTED));

const health = (base: string) => {
  const job: LoadJob = {
    name: 'GET /health',
    url: `${base}/health`,
    options: { concurrency: 1, requests: 1_000_000, maxMs: SECONDS * 1000, warmup: 20 },
  };
  return inChild<LoadResult>('./loadWorker.ts', job.name, job);
};

const app = buildApp(
  loadConfig({
    PGLITE_DIR: MEMORY_DIR,
    LOG_LEVEL: 'silent',
    JWT_SECRET: SECRET,
    UPSTREAM_MODE: 'fake',
    DEMO_CONTENT: 'false',
    CONTENT_WRITE_RATE_LIMITS: '1000000/1m',
  }),
);
let failed = false;
try {
  await app.ready();
  const { rows } = await app.db.query<{ id: number }>(
    `insert into users (twitch_id, login, display_name, role)
     values ('bench-pob', 'bench_pob', 'BenchPob', 'createur') returning id`,
  );
  const token = await signSessionToken(
    { id: rows[0]?.id ?? 0, role: 'createur' },
    sessionKey(SECRET),
    3600,
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const importing: ImportJob = {
    url: `${base}/api/pob/import`,
    token,
    code: CODE,
    seconds: SECONDS,
    concurrency: 2,
  };

  const alone = await health(base);
  const [duringImports, imports] = await Promise.all([
    health(base),
    inChild<ImportResult>('./importWorker.ts', 'imports', importing),
  ]);

  // Before the reading thread: the same export read on the main thread, between two turns.
  const catalogue: CatalogueRows = {
    bases: (
      await app.db.query<{ name: string; itemClass: string }>(
        'select name, item_class as "itemClass" from item_bases',
      )
    ).rows,
    gems: (
      await app.db.query<CatalogueRows['gems'][number]>(
        'select name, name_fr, colour, tags, level_required, description from gems',
      )
    ).rows,
  };
  let onMainThread = 0;
  let reading = true;
  const measuring = health(base).finally(() => (reading = false));
  const started = performance.now();
  while (reading) {
    readPobBuild(CODE, catalogue, 'fr');
    onMainThread += 1;
    await new Promise(setImmediate);
  }
  const duringMainThread = await measuring;
  const readMs = (performance.now() - started) / onMainThread;

  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  const row = (name: string, r: LoadResult) => {
    if (r.failures > 0) failed = true;
    console.log(`${name.padEnd(64)} ${ms(r.p50)} ${ms(r.p99)} ${String(r.requests).padStart(7)}`);
  };
  console.log(
    `\nPath of Building import: the costliest export the limits accept ` +
      `(${(CODE.length / 1024).toFixed(1)} kB code, ${(imports.answerBytes / 1024 / 1024).toFixed(2)} MB answer), ${SECONDS} s each\n` +
      `${'GET /health'.padEnd(64)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'n'.padStart(7)}`,
  );
  row('alone', alone);
  row('while 2 clients import it again and again (reading thread)', duringImports);
  row('while the main thread reads it (as before the thread)', duringMainThread);
  console.log(
    `imports: ${imports.imports} in ${SECONDS} s (p50 ${imports.p50.toFixed(0)} ms), statuses ${JSON.stringify(imports.statuses)}; ` +
      `read on the main thread: ${readMs.toFixed(0)} ms each`,
  );
  if (
    (imports.statuses['200'] ?? 0) === 0 ||
    Object.keys(imports.statuses).some((s) => s >= '500' && s !== '503')
  ) {
    failed = true;
  }
} finally {
  await app.close();
}
if (failed) {
  console.error('\nA /health request failed, or no import succeeded: see above.');
  process.exitCode = 1;
}
