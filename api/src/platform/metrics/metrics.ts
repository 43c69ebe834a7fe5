import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  emptyTally,
  LATENCY_BUCKETS,
  type JobOutcome,
  type PageOutcome,
  type Tally,
} from './ring.js';

/** The database's load as `Db.stats()` reports it. */
export type DatabaseLoad =
  | { driver: 'postgres'; total: number; idle: number; waiting: number }
  | { driver: 'pglite'; queued: number };

/** Figures read only when scraped, from the parts that hold them. */
export interface Sources {
  database?: () => DatabaseLoad;
  renderQueue?: () => number;
}

/** Route label of requests no route matched (unknown paths, the shell's pages). */
export const NO_ROUTE = 'none';

/**
 * The process's Prometheus registry and the few calls the rest of the server makes to it. One
 * registry per app (not prom-client's global one), so apps built side by side in tests each
 * count their own.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const sources: Sources = {};

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status (its _count: the requests)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const pages = new Counter({
    name: 'pages_served_total',
    help: 'Reading pages: rendered by the server, served from the cached renders, or sent as the bare shell',
    labelNames: ['outcome'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: "Reads of the shared answers' cache, by key family and result (hit or miss)",
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'upstream_requests_total',
    help: 'Outside calls (poe.ninja, the wiki, the trade site, the news feed…), by host and outcome',
    labelNames: ['host', 'outcome'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Maintenance job runs finished, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  new Gauge({
    name: 'render_queue_length',
    help: 'Pages waiting for a free render thread',
    registers,
    collect() {
      this.set(sources.renderQueue?.() ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections, by state (total, idle, waiting: requests waiting for one)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const load = sources.database?.();
      if (load?.driver !== 'postgres') return;
      this.set({ state: 'total' }, load.total);
      this.set({ state: 'idle' }, load.idle);
      this.set({ state: 'waiting' }, load.waiting);
    },
  });
  new Gauge({
    name: 'pglite_queue_length',
    help: 'Statements sent to the embedded database thread and not answered yet',
    registers,
    collect() {
      const load = sources.database?.();
      if (load?.driver === 'pglite') this.set(load.queued);
    },
  });

  // Plain running totals for the admin summary, kept beside the registry so a snapshot a
  // minute reads numbers rather than asking prom-client to assemble its values.
  const totals = emptyTally(Date.now());
  const bump = (record: Record<string, number>, key: string) => {
    record[key] = (record[key] ?? 0) + 1;
  };

  return {
    registry,
    /** Where the gauges read their figures when scraped. */
    track(more: Sources): void {
      Object.assign(sources, more);
    },
    request(method: string, route: string, status: number, seconds: number): void {
      requests.observe({ method, route, status_code: status }, seconds);
      totals.requests++;
      if (status >= 500) totals.errors++;
      for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
        if (seconds <= (LATENCY_BUCKETS[i] ?? 0)) totals.buckets[i] = (totals.buckets[i] ?? 0) + 1;
      }
    },
    page(outcome: PageOutcome): void {
      pages.inc({ outcome });
      totals.pages[outcome]++;
    },
    cacheLookup(key: string, hit: boolean): void {
      // The key's first part (`twitch`, `upstream-down`…): a bounded family, not the key.
      cacheLookups.inc({ cache: key.split(':', 1)[0] ?? '', result: hit ? 'hit' : 'miss' });
    },
    /** `outcome`: `ok`, or the failure's reason (`timeout`, `status`…). */
    upstream(host: string, outcome: string): void {
      upstreamCalls.inc({ host, outcome });
      bump(totals.upstreamCalls, host);
      if (outcome !== 'ok') bump(totals.upstreamFailures, host);
    },
    job(job: string, outcome: JobOutcome): void {
      jobRuns.inc({ job, outcome });
      totals.jobs[outcome]++;
    },
    /** A copy of the running totals, stamped `at`. */
    tally(at: number): Tally {
      return {
        ...totals,
        at,
        buckets: [...totals.buckets],
        pages: { ...totals.pages },
        upstreamCalls: { ...totals.upstreamCalls },
        upstreamFailures: { ...totals.upstreamFailures },
        jobs: { ...totals.jobs },
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
