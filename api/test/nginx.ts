import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * nginx in front of API processes, as a deployment runs it: a foreground process with a config
 * generated in a temporary prefix (Debian's nginx, no service, nothing under /etc touched).
 */

/** NGINX_PATH, else Debian's `/usr/sbin/nginx`, else `nginx` on the PATH; undefined without one. */
export function findNginx(): string | undefined {
  const configured = process.env.NGINX_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  const candidates = [
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
  ];
  return candidates.find((path) => path !== 'nginx' && existsSync(path));
}

const handedOut = new Set<number>();

// Below Linux's ephemeral range (32768 to 60999): the outgoing connections and `listen(0)` of the
// other tests are never given one of these, so a port found free stays free until used.
const LOWEST_PORT = 20_000;
const EPHEMERAL_START = 32_768;

/**
 * A loopback port nothing listens on now. The port is free only until someone binds it, so a
 * caller that starts a process on it must be ready to try again (see `startApiProcess`); within
 * this test process, a port is never handed out twice.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (EPHEMERAL_START - LOWEST_PORT));
    if (handedOut.has(port)) continue;
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    await new Promise((resolve) => server.close(resolve));
    handedOut.add(port);
    return port;
  }
}

export interface NginxOptions {
  /** Where nginx listens (loopback). */
  port: number;
  /** The API processes, e.g. `['127.0.0.1:41234', '127.0.0.1:41235']`, taken in turn. */
  upstreams: readonly string[];
  /**
   * Adds an `X-Upstream` answer header naming the process that answered (nginx's own
   * `$upstream_addr`): for tests and the benchmark, which must know which process served.
   */
  nameUpstream?: boolean;
}

/**
 * The configuration: round-robin over the processes with kept-alive connections, the client's
 * address passed on in X-Forwarded-For (the processes trust it with TRUST_PROXY), and the
 * temporary files under the prefix rather than Debian's /var/lib/nginx.
 */
export function nginxConfig({ port, upstreams, nameUpstream = false }: NginxOptions): string {
  // As root, the workers would otherwise run as nobody, who cannot use a private prefix.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const servers = upstreams.map((address) => `    server ${address};`).join('\n');
  const naming = nameUpstream ? '      add_header X-Upstream $upstream_addr always;\n' : '';
  return `${user}worker_processes 1;
error_log stderr warn;
pid nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  upstream api {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    # The API refuses larger bodies itself (BODY_LIMIT), with its own French message.
    client_max_body_size 0;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
${naming}    }
  }
}
`;
}

export interface RunningNginx {
  /** e.g. `http://127.0.0.1:41236` */
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground and resolves once its port answers. */
export async function startNginx(binary: string, options: NginxOptions): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'poe-nginx-'));
  mkdirSync(join(prefix, 'tmp'));
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(options));
  const child = spawn(
    binary,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let out = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-16_000);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(prefix, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      // QUIT: a graceful stop, the workers end with the master.
      child.kill('SIGQUIT');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited (${child.exitCode}):\n${out}`);
    }
    try {
      await fetch(`${url}/health`);
      return { url, child, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer in 15 s:\n${out}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
