#!/usr/bin/env node
// `npm test`: install, then lint, type-check, unit tests, API tests on embedded PGlite, build, and
// the end-to-end tests in Chromium. Without a Chromium the browser tests are skipped with one loud
// line, unless E2E_REQUIRED=1 makes that a failure.
import { existsSync } from 'node:fs';
import { pnpm } from './pnpm.mjs';
import { findChromium } from './chromium.mjs';
import { useSupportedNode } from './nodeVersion.mjs';

const step = (title) => console.log(`\n━━ ${title}`);

// On a Node older than engines.node this runs the whole script again on the pinned LTS.
await useSupportedNode();
step('Installation');
pnpm(['install', '--frozen-lockfile']);
step('Lint et format');
pnpm(['exec', 'eslint', '.']);
pnpm(['exec', 'prettier', '--check', '.']);
step('Vérification des types');
pnpm(['-r', 'run', 'typecheck']);
step('Tests unitaires');
pnpm(['exec', 'vitest', 'run']);
step('Tests de l’API (PGlite embarqué)');
pnpm(['--filter', 'api', 'run', 'test']);

const chromium = findChromium();
if (!chromium) {
  const line =
    '⚠⚠⚠ AUCUN CHROMIUM TROUVÉ (CHROMIUM_PATH, /usr/bin/chromium) : TESTS NAVIGATEUR IGNORÉS ⚠⚠⚠';
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`\n✖ ${line.replace('IGNORÉS', 'REQUIS (E2E_REQUIRED=1)')}`);
    process.exit(1);
  }
  console.warn(`\n${line}`);
  process.exit(0);
}
step('Construction');
pnpm(['-r', '--workspace-concurrency=1', 'run', 'build']);
if (!existsSync(new URL('../shell/dist/index.html', import.meta.url))) {
  console.error('✖ La construction du shell n’a rien produit.');
  process.exit(1);
}
step(`Tests de bout en bout (${chromium})`);
pnpm(['--filter', 'e2e', 'run', 'test'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
