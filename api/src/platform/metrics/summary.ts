import { difference, LATENCY_BUCKETS, quantileMs, type MinuteRing, type Tally } from './ring.js';

export const HOUR_MS = 60 * 60 * 1000;

export interface MetricsSummary {
  /** Minutes the figures cover: 60, or fewer when the process started less than an hour ago. */
  minutes: number;
  requests: number;
  /** Share of answers of status 500 and above, 0 to 1; 0 without requests. */
  errorRate: number;
  latencyMs: { p50: number | null; p95: number | null };
  pages: { rendered: number; cached: number; bare: number };
  /** Hosts with calls in the window, most failures first. */
  upstreams: { host: string; calls: number; failures: number }[];
  jobs: { succeeded: number; failed: number };
  database: { answering: boolean; driver: 'pglite' | 'postgres' };
}

/** The last hour: the totals now against the oldest minute's snapshot of the hour. */
export function summarize(
  now: Tally,
  ring: MinuteRing,
  database: MetricsSummary['database'],
): MetricsSummary {
  const start = ring.oldestSince(now.at, HOUR_MS);
  const hour = start ? difference(now, start) : now;
  const minutes = start ? Math.round((now.at - start.at) / 60_000) : 0;
  const upstreams = Object.entries(hour.upstreamCalls)
    .filter(([, calls]) => calls > 0)
    .map(([host, calls]) => ({ host, calls, failures: hour.upstreamFailures[host] ?? 0 }))
    .sort((a, b) => b.failures - a.failures || a.host.localeCompare(b.host));
  return {
    minutes,
    requests: hour.requests,
    errorRate: hour.requests > 0 ? Math.round((hour.errors / hour.requests) * 10_000) / 10_000 : 0,
    latencyMs: {
      p50: quantileMs(hour.buckets, hour.requests, LATENCY_BUCKETS, 0.5),
      p95: quantileMs(hour.buckets, hour.requests, LATENCY_BUCKETS, 0.95),
    },
    pages: hour.pages,
    upstreams,
    jobs: hour.jobs,
    database,
  };
}
