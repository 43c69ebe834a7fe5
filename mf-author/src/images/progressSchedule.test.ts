import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_DELAY_MS, nextProgress, startProgress } from './progressSchedule';

describe('nextProgress', () => {
  it.each([
    [0, 20],
    [20, 40],
    [60, 80],
    [80, 90],
    [90, 90],
  ])('goes from %i to %i', (current, next) => {
    expect(nextProgress(current)).toBe(next);
  });
});

describe('startProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rises by 20 every 100 ms and holds at 90', () => {
    const seen: number[] = [];
    startProgress((p) => seen.push(p));
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([0, 20]);
    vi.advanceTimersByTime(400);
    expect(seen).toEqual([0, 20, 40, 60, 80, 90]);
    vi.advanceTimersByTime(5_000);
    expect(seen.at(-1)).toBe(90);
    expect(seen).toHaveLength(6);
  });

  it('shows 100 on completion and closes half a second later, not before', () => {
    const seen: number[] = [];
    const closed = vi.fn();
    const progress = startProgress((p) => seen.push(p));
    vi.advanceTimersByTime(250);
    progress.complete(closed);
    expect(seen).toEqual([0, 20, 40, 100]);
    vi.advanceTimersByTime(CLOSE_DELAY_MS - 1);
    expect(closed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([0, 20, 40, 100]);
  });

  it('stops ticking and never closes once cancelled', () => {
    const seen: number[] = [];
    const closed = vi.fn();
    const progress = startProgress((p) => seen.push(p));
    vi.advanceTimersByTime(100);
    progress.complete(closed);
    progress.cancel();
    vi.advanceTimersByTime(2_000);
    expect(closed).not.toHaveBeenCalled();
    const other = startProgress((p) => seen.push(p));
    other.cancel();
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([0, 20, 100, 0]);
  });
});
