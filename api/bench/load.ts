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
 * Sends GETs from a few concurrent loops (keep-alive fetch), after a warm-up, and reports the
 * latency percentiles and the throughput. `url` may vary per request (e.g. a random id).
 */
export async function measure(
  name: string,
  url: () => string,
  options: LoadOptions,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  /** True for a 2xx answer; an error status or a refused connection is a failure, not a crash. */
  const get = async () => {
    try {
      const res = await fetch(url(), { headers });
      await res.arrayBuffer();
      return res.ok;
    } catch {
      return false;
    }
  };
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
