#!/usr/bin/env node
// `npm test`: install, then lint, type-check, unit tests, API tests on embedded PGlite, build, and
// the end-to-end tests in Chromium. Without a Chromium the build and the browser tests are skipped
// with one loud line, unless E2E_REQUIRED=1 makes that a failure. At the end, the number of tests
// run in each package; a package with test files and none run fails the run.
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';
import { findChromium } from './chromium.mjs';
import { useSupportedNode } from './nodeVersion.mjs';

const step = (title) => console.log(`\n━━ ${title}`);
const root = fileURLToPath(new URL('..', import.meta.url));

// On a Node older than engines.node this runs the whole script again on the pinned LTS.
await useSupportedNode();

// The runners' JSON reports, read at the end for the count of tests run in each package.
const reports = mkdtempSync(join(tmpdir(), 'npm-test-'));
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, name)}`,
];
const e2eReport = join(reports, 'e2e.json');

/** Tests run (passed or failed, not skipped) per package, from vitest's JSON report. */
function vitestCounts(name, counts) {
  const report = JSON.parse(readFileSync(join(reports, name), 'utf8'));
  for (const file of report.testResults) {
    const pkg = relative(root, file.name).split(/[\\/]/)[0];
    const ran = file.assertionResults.filter((t) => t.status === 'passed' || t.status === 'failed');
    counts.set(pkg, (counts.get(pkg) ?? 0) + ran.length);
  }
}

/** Packages with test files: each must have run at least one test. */
function packagesWithTests(withE2e) {
  const files = globSync(
    ['*/src/**/*.test.{ts,tsx}', 'api/test/**/*.test.ts', 'scripts/*.test.mjs'].concat(
      withE2e ? ['e2e/tests/**/*.spec.ts'] : [],
    ),
    { cwd: root, exclude: (path) => path.includes('node_modules') },
  );
  return [...new Set(files.map((file) => file.split(/[\\/]/)[0]))].sort();
}

/** Prints the count of each package and fails when one with test files ran none. */
function reportCounts(skipped) {
  const counts = new Map();
  vitestCounts('unit.json', counts);
  vitestCounts('api.json', counts);
  if (!skipped) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    counts.set('e2e', stats.expected + stats.unexpected + stats.flaky);
  }
  rmSync(reports, { recursive: true, force: true });
  step('Tests lancés par paquet');
  const empty = [];
  for (const pkg of packagesWithTests(!skipped)) {
    const count = counts.get(pkg) ?? 0;
    if (count === 0) empty.push(pkg);
    console.log(`  ${pkg.padEnd(14)} ${count}`);
  }
  if (skipped) console.log(`  ${'e2e'.padEnd(14)} ${skipped}`);
  if (empty.length > 0) {
    console.error(
      `\n✖ Aucun test lancé dans : ${empty.join(', ')} (ils ont des fichiers de test).`,
    );
    process.exit(1);
  }
}

step('Installation');
pnpm(['install', '--frozen-lockfile']);
step('Lint et format');
pnpm(['exec', 'eslint', '.']);
pnpm(['exec', 'prettier', '--check', '.']);
step('Vérification des types');
pnpm(['-r', 'run', 'typecheck']);
step('Tests unitaires');
pnpm(['exec', 'vitest', 'run', ...vitestReport('unit.json')]);
step('Tests de l’API (PGlite embarqué)');
pnpm(['--filter', 'api', 'run', 'test', ...vitestReport('api.json')]);

const chromium = findChromium();
if (!chromium) {
  const line =
    '⚠⚠⚠ AUCUN CHROMIUM TROUVÉ (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, ' +
    '/usr/bin/google-chrome) : CONSTRUCTION ET TESTS DE BOUT EN BOUT IGNORÉS ⚠⚠⚠';
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`\n✖ ${line.replace('IGNORÉS', 'REQUIS (E2E_REQUIRED=1)')}`);
    process.exit(1);
  }
  console.warn(`\n${line}`);
  reportCounts('ignoré : pas de Chromium (construction non plus)');
  process.exit(0);
}
step('Construction');
pnpm(['-r', '--workspace-concurrency=1', 'run', 'build']);
if (!existsSync(new URL('../shell/dist/index.html', import.meta.url))) {
  console.error('✖ La construction du shell n’a rien produit.');
  process.exit(1);
}
step(`Tests de bout en bout (${chromium})`);
pnpm(['--filter', 'e2e', 'run', 'test', '--reporter=list,json'], {
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
});
reportCounts();
