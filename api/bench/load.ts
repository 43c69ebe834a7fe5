import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  perSecond: number;
  /** Requests (warm-up included) that got no 2xx answer. */
  failures: number;
}

export interface LoadOptions {
  concurrency: number;
  /** Stop after this many requests... */
  requests: number;
  /** ...or after this long, whichever comes first. */
  maxMs: number;
  warmup: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Sends GETs from a few concurrent loops (keep-alive connections), after a warm-up, and reports
 * the latency percentiles and the throughput. `url` may vary per request (e.g. a random id).
 * Answers are asked compressed as a browser asks them (`br, gzip`) and read whole, but not
 * decoded: as with wrk or autocannon, decoding is the reader's work, and on one machine it would
 * take the server's cores.
 */
export async function measure(
  name: string,
  url: () => string,
  options: LoadOptions,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const asked = { 'accept-encoding': 'br, gzip', ...headers };
  /** True for a 2xx answer; an error status or a refused connection is a failure, not a crash. */
  const get = () =>
    new Promise<boolean>((resolve) => {
      const req = request(url(), { agent, headers: asked }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
        res.on('error', () => resolve(false));
      });
      req.on('error', () => resolve(false));
      req.end();
    });
  let failures = 0;
  // A failed warm-up request counts too: the run must say so, not hide it.
  for (let i = 0; i < options.warmup; i++) if (!(await get())) failures++;
  const latencies: number[] = [];
  let sent = 0;
  const start = performance.now();
  const deadline = start + options.maxMs;
  const loop = async () => {
    while (sent < options.requests && performance.now() < deadline) {
      sent++;
      const t = performance.now();
      const ok = await get();
      latencies.push(performance.now() - t);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / elapsed,
    failures,
  };
}
