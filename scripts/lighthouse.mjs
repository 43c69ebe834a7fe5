#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile settings) on a few pages of the built site, served by
// the real server with an in-memory database and the demo content. Builds nothing: run
// `npm run build` first. Prints one row per page: the four category scores, then FCP, LCP, speed index,
// CLS, total blocking time and Lighthouse's CPU benchmark of the moment. The first row is the
// baseline of the same run: a plain page of a few words, no script, served from this process, so
// a slow or busy machine shows in its figures as much as in the site's.
// LIGHTHOUSE_RUNS repeats the whole set (default 1; the aim is judged on three in a row),
// LIGHTHOUSE_PORT picks the server's port (default: a free one), LIGHTHOUSE_REPORTS a directory
// to keep each page's full report in (HTML and JSON), CHROMIUM_PATH the browser. After the table,
// the passive tree's first draw on a phone (scripts/treeFirstDraw.mjs); LIGHTHOUSE_TREE_ONLY=1
// prints only that.
import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';
import { printTreeFirstDraw } from './treeFirstDraw.mjs';

const PAGES = ['/', '/build', '/build/custom/1', '/guide/custom/1'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SERVER = fileURLToPath(new URL('../api/dist/server.js', import.meta.url));
const SHELL = fileURLToPath(new URL('../shell/dist/index.html', import.meta.url));
// The flags of the browser tests (e2e/support/browser.ts), headless.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A port nobody listens on right now, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /health until the server answers (migrations and seeds run first). */
async function waitForHealth(base, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s`);
}

function startServer(port) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      PGLITE_DIR: 'memory://',
      // Measured against the local stand-ins: the same pages whatever the network.
      UPSTREAM_MODE: 'fake',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  return { base, server };
}

/** One page's figures from a Lighthouse result. */
function row(path, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    path,
    scores: CATEGORIES.map((id) => lhr.categories[id]?.score),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    benchmark: lhr.environment?.benchmarkIndex,
  };
}

function printTable(rows) {
  const score = (value) => (value == null ? '-' : String(Math.round(value * 100))).padStart(6);
  const ms = (value) => (value == null ? '-' : `${Math.round(value)} ms`).padStart(9);
  const cls = (value) => (value == null ? '-' : value.toFixed(3)).padStart(6);
  console.log(
    `\n${'page'.padEnd(18)} ${'perf'.padStart(6)} ${'a11y'.padStart(6)} ${'best'.padStart(6)} ` +
      `${'seo'.padStart(6)} ${'FCP'.padStart(9)} ${'LCP'.padStart(9)} ${'SI'.padStart(9)} ` +
      `${'CLS'.padStart(6)} ${'TBT'.padStart(9)} ${'CPU'.padStart(6)}`,
  );
  for (const r of rows) {
    const cpu = (r.benchmark == null ? '-' : String(Math.round(r.benchmark))).padStart(6);
    console.log(
      `${r.path.padEnd(18)} ${r.scores.map(score).join(' ')} ${ms(r.fcp)} ${ms(r.lcp)} ${ms(r.si)} ` +
        `${cls(r.cls)} ${ms(r.tbt)} ${cpu}`,
    );
  }
  console.log(
    '\nAim: performance and accessibility at least 95, CLS under 0.05, TBT under 150 ms (mobile, ' +
      "simulated throttling). CPU: Lighthouse's benchmark index of the machine at that moment.",
  );
}

/** The audits that lost points on a page, for the reader to act on. */
function printFailures(path, lhr) {
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9);
  const titles = [...new Set(failing.map((audit) => `${audit.id}: ${audit.displayValue ?? ''}`))];
  if (titles.length > 0) console.log(`  ${path}: ${titles.join('; ')}`);
}

/** The baseline page: what any site costs on this machine at this moment. */
const BASELINE_HTML =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Page de référence de la mesure">' +
  '<title>Référence</title></head><body><main><h1>Référence</h1>' +
  '<p>Une page sans script, servie par la mesure elle-même.</p></main></body></html>';

async function startBaseline() {
  const server = createHttpServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BASELINE_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, server };
}

/**
 * One Lighthouse run; a run whose trace went wrong (`NO_NAVSTART` and the like, which Lighthouse
 * itself says to run again) is run again, twice at most.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, run again`);
  }
}

async function main() {
  if (!existsSync(SERVER) || !existsSync(SHELL)) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  const chromePath = findChromium();
  if (!chromePath) {
    console.error('Chromium not found: install it or set CHROMIUM_PATH.');
    process.exit(1);
  }
  const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
  const { base, server } = startServer(port);
  const baseline = await startBaseline();
  let chrome;
  try {
    await waitForHealth(base, server);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) await mkdir(reports, { recursive: true });
    const runs = process.env.LIGHTHOUSE_TREE_ONLY
      ? 0
      : Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);
    for (let run = 1; run <= runs; run += 1) {
      if (runs > 1) console.log(`\nRun ${run} of ${runs}`);
      const rows = [];
      const results = [];
      const baselineResult = await audit(baseline.url, chrome.port);
      rows.push(row('(référence)', baselineResult.lhr));
      for (const path of PAGES) {
        const result = await audit(`${base}${path}`, chrome.port);
        rows.push(row(path, result.lhr));
        results.push([path, result.lhr]);
        if (reports) {
          const name = path.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
          const file = runs > 1 ? `${name}-${run}` : name;
          await writeFile(join(reports, `${file}.html`), result.report);
          await writeFile(join(reports, `${file}.json`), JSON.stringify(result.lhr));
        }
      }
      printTable(rows);
      console.log('\nAudits below 90 that count towards a score:');
      for (const [path, lhr] of results) printFailures(path, lhr);
    }
    await printTreeFirstDraw(chrome.port, `${base}/build/custom/1`);
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
    baseline.server.close();
  }
}

await main();
