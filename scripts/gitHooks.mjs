#!/usr/bin/env node
// package.json's `prepare`: points git at the repository's hooks (.githooks: the commit subject's
// length) when this is a git work tree; a tarball or a copy without .git is left alone, never failed.
import { spawnSync } from 'node:child_process';

const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' });
if (inside.status === 0 && inside.stdout.trim() === 'true') {
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'inherit' });
}
