import { describe, expect, it } from 'vitest';
import { finalAngle, shuffle, wheelSchedule } from './wheelSchedule';

describe('wheelSchedule', () => {
  it('reshuffles 4 times 0.4 s apart, spins 5 turns in 3 s, reveals 3.1 s after the spin starts', () => {
    expect(wheelSchedule()).toEqual([
      { at: 0, action: 'shuffle', turnMs: 500 },
      { at: 400, action: 'shuffle', turnMs: 500 },
      { at: 800, action: 'shuffle', turnMs: 500 },
      { at: 1200, action: 'shuffle', turnMs: 500 },
      { at: 1600, action: 'spin', turns: 5, durationMs: 3000 },
      { at: 4700, action: 'reveal' },
    ]);
  });
});

describe('finalAngle', () => {
  it('brings the chosen gem to the top after whole turns', () => {
    expect(finalAngle(0, 25, 5)).toBe(1800);
    expect(finalAngle(5, 25, 5)).toBe(1800 - 72);
    expect(finalAngle(24, 25, 5) % 360).toBeCloseTo(360 - (24 * 360) / 25);
  });
});

describe('shuffle', () => {
  it('keeps every item once and leaves the input alone', () => {
    const input = Array.from({ length: 25 }, (_, index) => index);
    const output = shuffle(input);
    expect([...output].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual(Array.from({ length: 25 }, (_, index) => index));
  });

  it('is driven by the random source', () => {
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  });
});
