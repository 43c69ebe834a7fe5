#!/usr/bin/env node
// `npm start`: install the pinned dependencies, build every package, then serve the whole site
// (API, shell, remotes) on one port with the embedded database and the local Twitch stand-in.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { useSupportedNode } from './nodeVersion.mjs';
import { pnpm } from './pnpm.mjs';

// On a Node older than engines.node this runs the whole script again on the pinned LTS.
await useSupportedNode();

pnpm(['install', '--frozen-lockfile']);
pnpm(['-r', '--workspace-concurrency=1', 'run', 'build']);

const server = spawn(
  process.execPath,
  [fileURLToPath(new URL('../api/dist/server.js', import.meta.url))],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
