import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './nginx.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A real API process (`node --import tsx src/server.ts`), as a deployment runs several. */
export interface ApiProcess {
  child: ChildProcess;
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  /** The process's output so far (JSON logs), to show when something goes wrong. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not ended after a few seconds. */
  stop(): Promise<void>;
}

/** A PostgreSQL URL whose connections all use `schema` (node-postgres reads `options`). */
export function urlWithSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

/** How many ports a start tries when another process takes the free port first. */
const portTries = 4;

/**
 * Starts the server on a free loopback port with `env` on top of this process's environment and
 * resolves once its `/health` answers (whatever LOG_LEVEL says, so a quiet process works too).
 * A free port can be taken by another test between the moment it was found and the server's
 * listen; the start then goes again on another port. Given a `port` (a process started again
 * where nginx expects it), it starts there or fails.
 */
export async function startApiProcess(
  env: Record<string, string>,
  name = 'api',
  port?: number,
): Promise<ApiProcess> {
  if (port !== undefined) return startOnce(env, name, port);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, name, await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= portTries) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(
  env: Record<string, string>,
  name: string,
  port: number,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Tests never reach the internet: the local stand-ins answer.
      UPSTREAM_MODE: 'fake',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // Only the end is kept: a process under a long load would otherwise fill the memory.
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-64_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (out.includes('EADDRINUSE')) throw new PortTakenError(`${name}: port ${port} taken`);
      throw new Error(`${name} exited (${String(child.exitCode ?? child.signalCode)}):\n${out}`);
    }
    const health = await fetch(`${url}/health`).catch(() => undefined);
    if (health?.ok) return { child, url, output: () => out, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name}: no healthy start in 90 s:\n${out}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
