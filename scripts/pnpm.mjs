#!/usr/bin/env node
// Runs the pnpm version pinned in package.json's packageManager: the installed one when it
// matches, otherwise the same version through npx (corepack's signature check is not relied on).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const pinned = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).packageManager.split(
  '@',
)[1];

function installedVersion() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

export function pnpmCommand() {
  return installedVersion() === pinned ? ['pnpm'] : ['npx', '--yes', `pnpm@${pinned}`];
}

/** Runs pnpm with the given arguments from the repository root; exits on failure. */
export function pnpm(args, options = {}) {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, ...args], {
    stdio: 'inherit',
    cwd: root,
    ...options,
  });
  if (result.status !== 0) {
    console.error(`\n✖ pnpm ${args.join(' ')} a échoué (code ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) pnpm(process.argv.slice(2));
