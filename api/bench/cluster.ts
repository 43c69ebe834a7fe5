import { availableParallelism } from 'node:os';
import { startApiProcess, urlWithSchema, type ApiProcess } from '../test/apiProcess.js';
import { freePort, startNginx, type RunningNginx } from '../test/nginx.js';

/**
 * Real API processes on the bench's PostgreSQL schema behind nginx (round-robin), as
 * docs/scaling.md runs them: the same JWT_SECRET, TRUST_PROXY for nginx, and the bench's high
 * rate limits. The machine's cores are shared out: each process renders pages in its share of
 * them (SERVER_RENDER_WORKERS), as docs/scaling.md advises for several processes on one machine.
 */
export interface Cluster {
  /** nginx's address. */
  url: string;
  stop(): Promise<void>;
}

export async function startCluster(options: {
  nginx: string;
  processes: number;
  databaseUrl: string;
  schema: string;
  env: Record<string, string>;
}): Promise<Cluster> {
  const env = {
    ...options.env,
    DATABASE_URL: urlWithSchema(options.databaseUrl, options.schema),
    TRUST_PROXY: '127.0.0.1',
    SERVER_RENDER_WORKERS: String(
      Math.max(1, Math.floor(availableParallelism() / options.processes)),
    ),
    LOG_LEVEL: 'warn',
  };
  const started = await Promise.allSettled(
    Array.from({ length: options.processes }, (_, i) => startApiProcess(env, `process ${i + 1}`)),
  );
  const processes: ApiProcess[] = started.flatMap((s) =>
    s.status === 'fulfilled' ? [s.value] : [],
  );
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(processes.map((p) => p.stop()));
  };
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    nginx = await startNginx(options.nginx, {
      port: await freePort(),
      upstreams: processes.map((p) => new URL(p.url).host),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: nginx.url, stop };
}
