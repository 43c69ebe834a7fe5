import { describe, expect, it } from 'vitest';
import {
  difference,
  emptyTally,
  LATENCY_BUCKETS,
  MinuteRing,
  quantileMs,
  type Tally,
} from './ring.js';
import { HOUR_MS, summarize } from './summary.js';

const MINUTE = 60_000;

/** A tally at `minute` with `requests` requests, all under 10 ms, and one upstream call each. */
function tallyAt(minute: number, requests: number): Tally {
  const tally = emptyTally(minute * MINUTE);
  tally.requests = requests;
  tally.buckets = LATENCY_BUCKETS.map((bound) => (bound >= 0.01 ? requests : 0));
  tally.upstreamCalls = { 'poe.ninja': requests };
  return tally;
}

describe('the per-minute ring', () => {
  it('keeps its size, dropping the oldest snapshot first', () => {
    const ring = new MinuteRing(3);
    for (let minute = 0; minute < 5; minute++) ring.push(tallyAt(minute, minute));
    expect(ring.length).toBe(3);
    expect(ring.oldestSince(4 * MINUTE, HOUR_MS)?.at).toBe(2 * MINUTE);
  });

  it('starts the hour at the oldest snapshot taken within it', () => {
    const ring = new MinuteRing();
    for (let minute = 0; minute <= 90; minute++) ring.push(tallyAt(minute, minute * 10));
    // 61 kept (minutes 30 to 90); at minute 90 the hour starts at minute 30.
    expect(ring.oldestSince(90 * MINUTE, HOUR_MS)?.at).toBe(30 * MINUTE);
    // Later, with no new snapshot, the hour starts later too.
    expect(ring.oldestSince(100 * MINUTE, HOUR_MS)?.at).toBe(40 * MINUTE);
    expect(ring.oldestSince(200 * MINUTE, HOUR_MS)).toBeUndefined();
  });

  it('sums the last hour as the totals now less those at its start', () => {
    const ring = new MinuteRing();
    for (let minute = 0; minute <= 90; minute++) ring.push(tallyAt(minute, minute * 10));
    const now = tallyAt(91, 1000);
    now.errors = 7;
    now.upstreamFailures = { 'poe.ninja': 3 };
    const summary = summarize(now, ring, { answering: true, driver: 'pglite' });
    // From minute 31 (310 requests) to 1000.
    expect(summary.minutes).toBe(60);
    expect(summary.requests).toBe(690);
    expect(summary.errorRate).toBeCloseTo(7 / 690, 4);
    expect(summary.upstreams).toEqual([{ host: 'poe.ninja', calls: 690, failures: 3 }]);
  });

  it('answers zeros and no latency before any request', () => {
    const ring = new MinuteRing();
    ring.push(emptyTally(0));
    const summary = summarize(emptyTally(30 * MINUTE), ring, {
      answering: false,
      driver: 'postgres',
    });
    expect(summary).toMatchObject({
      minutes: 30,
      requests: 0,
      errorRate: 0,
      latencyMs: { p50: null, p95: null },
      upstreams: [],
    });
  });
});

describe('quantiles from bucket counts', () => {
  it('interpolates within the bucket the rank falls in', () => {
    // 100 requests: 50 up to 10 ms, 40 more up to 100 ms, 10 more up to 1 s.
    const bounds = [0.01, 0.1, 1];
    expect(quantileMs([50, 90, 100], 100, bounds, 0.5)).toBe(10);
    expect(quantileMs([50, 90, 100], 100, bounds, 0.95)).toBe(550);
    expect(quantileMs([0, 0, 0], 0, bounds, 0.5)).toBeNull();
    // Slower than the last bound: that bound.
    expect(quantileMs([0, 0, 0], 4, bounds, 0.5)).toBe(1000);
  });

  it('takes the difference of two tallies field by field', () => {
    const later = tallyAt(2, 30);
    later.jobs = { succeeded: 2, failed: 1 };
    later.pages = { rendered: 5, cached: 9, bare: 1 };
    const hour = difference(later, tallyAt(1, 10));
    expect(hour).toMatchObject({
      requests: 20,
      jobs: { succeeded: 2, failed: 1 },
      pages: { rendered: 5, cached: 9, bare: 1 },
      upstreamCalls: { 'poe.ninja': 20 },
    });
    expect(hour.buckets[1]).toBe(20);
  });
});
