#!/usr/bin/env node
// `npm run backup` / `npm run restore -- FILE`: the API's backup command (docs/backup.md), built
// (`api/dist`, as `npm start` runs it) or, before a build, from the sources through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../api/dist/backup/cli.js', import.meta.url));
const source = fileURLToPath(new URL('../api/src/backup/cli.ts', import.meta.url));
const args = existsSync(built)
  ? [built]
  : [
      '--import',
      createRequire(new URL('../api/package.json', import.meta.url)).resolve('tsx'),
      source,
    ];
const result = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
process.exit(result.status ?? 1);
