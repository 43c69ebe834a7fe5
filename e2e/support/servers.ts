import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** A plain static file server on another origin (another port), as a CDN would serve a remote. */
export async function startStaticOrigin(
  mounts: Record<string, string>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const mount = Object.keys(mounts).find((prefix) => path.startsWith(prefix));
    const file = mount && normalize(join(mounts[mount] ?? '', path.slice(mount.length)));
    if (
      !mount ||
      !file ||
      !file.startsWith(mounts[mount] ?? '') ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Another instance of the real server, with its own environment (e.g. a different manifest). */
export async function startApi(
  env: Record<string, string> = {},
): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const port = 8100 + Math.floor(Math.random() * 800);
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      UPSTREAM_MODE: 'fake',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Le serveur ${url} n'a pas démarré`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
