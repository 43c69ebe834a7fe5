/** Upper bounds (seconds) of the request latency histogram's buckets, `+Inf` apart. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type PageOutcome = 'rendered' | 'cached' | 'bare';
export type JobOutcome = 'succeeded' | 'failed';

/** The cumulative counts since the process started, as they stood at `at` (ms since epoch). */
export interface Tally {
  at: number;
  requests: number;
  /** Answers of status 500 and above. */
  errors: number;
  /** Requests at or under each of `LATENCY_BUCKETS`, in that order (cumulative, as Prometheus). */
  buckets: number[];
  pages: Record<PageOutcome, number>;
  upstreamCalls: Record<string, number>;
  upstreamFailures: Record<string, number>;
  jobs: Record<JobOutcome, number>;
}

export function emptyTally(at: number): Tally {
  return {
    at,
    requests: 0,
    errors: 0,
    buckets: LATENCY_BUCKETS.map(() => 0),
    pages: { rendered: 0, cached: 0, bare: 0 },
    upstreamCalls: {},
    upstreamFailures: {},
    jobs: { succeeded: 0, failed: 0 },
  };
}

const minus = (now: Record<string, number>, then: Record<string, number>) =>
  Object.fromEntries(Object.entries(now).map(([key, value]) => [key, value - (then[key] ?? 0)]));

/** What happened between two tallies (`then` before `now`). */
export function difference(now: Tally, then: Tally): Tally {
  return {
    at: now.at,
    requests: now.requests - then.requests,
    errors: now.errors - then.errors,
    buckets: now.buckets.map((count, i) => count - (then.buckets[i] ?? 0)),
    pages: {
      rendered: now.pages.rendered - then.pages.rendered,
      cached: now.pages.cached - then.pages.cached,
      bare: now.pages.bare - then.pages.bare,
    },
    upstreamCalls: minus(now.upstreamCalls, then.upstreamCalls),
    upstreamFailures: minus(now.upstreamFailures, then.upstreamFailures),
    jobs: {
      succeeded: now.jobs.succeeded - then.jobs.succeeded,
      failed: now.jobs.failed - then.jobs.failed,
    },
  };
}

/**
 * The `q` quantile (0 to 1) in milliseconds from cumulative bucket counts, interpolated within
 * its bucket as Prometheus' `histogram_quantile` does; null without requests. Past the last
 * bound it is that bound (the histogram knows no more).
 * @example quantileMs([1, 2], 2, [0.01, 0.1], 0.5) // 10
 */
export function quantileMs(
  buckets: readonly number[],
  total: number,
  bounds: readonly number[],
  q: number,
): number | null {
  if (total <= 0) return null;
  const rank = q * total;
  let below = 0;
  let lower = 0;
  for (let i = 0; i < bounds.length; i++) {
    const count = buckets[i] ?? 0;
    const upper = bounds[i] ?? lower;
    if (count >= rank) {
      const inBucket = count - below;
      const share = inBucket > 0 ? (rank - below) / inBucket : 1;
      return Math.round((lower + (upper - lower) * share) * 1000 * 10) / 10;
    }
    below = count;
    lower = upper;
  }
  return Math.round(lower * 1000 * 10) / 10;
}

/**
 * The last hour's tallies, one a minute: the oldest one kept is where "the last hour" starts.
 * A fixed array written round, so a snapshot costs no allocation beyond the tally itself.
 */
export class MinuteRing {
  private readonly slots: (Tally | undefined)[];
  private next = 0;

  /** `size` tallies: 61 covers a whole hour between the oldest and the one taken now. */
  constructor(readonly size = 61) {
    this.slots = new Array<Tally | undefined>(size).fill(undefined);
  }

  push(tally: Tally): void {
    this.slots[this.next] = tally;
    this.next = (this.next + 1) % this.size;
  }

  /** The oldest tally taken at `now - windowMs` or later; undefined when none is. */
  oldestSince(now: number, windowMs: number): Tally | undefined {
    let oldest: Tally | undefined;
    for (const tally of this.slots) {
      if (tally && tally.at >= now - windowMs && (!oldest || tally.at < oldest.at)) oldest = tally;
    }
    return oldest;
  }

  get length(): number {
    return this.slots.filter((tally) => tally !== undefined).length;
  }
}
