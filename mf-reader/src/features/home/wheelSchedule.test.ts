import { describe, expect, it } from 'vitest';
import { shuffle, spinTarget, wheelSchedule } from './wheelSchedule';

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

describe('spinTarget', () => {
  it('turns at least five full turns and brings the chosen gem to the top', () => {
    for (const current of [0, 90, 360, 1890, 2159.5]) {
      for (const index of [0, 1, 5, 12, 24]) {
        const target = spinTarget(current, index, 25, 5);
        expect(target - current).toBeGreaterThanOrEqual(1800);
        expect(target - current).toBeLessThan(2160);
        // Gem `index` sits index * 14.4 degrees clockwise from the top, plus the wheel's turn.
        const underPointer = (((target + index * 14.4) % 360) + 360) % 360;
        expect(Math.min(underPointer, 360 - underPointer)).toBeCloseTo(0, 6);
      }
    }
  });

  it('is exactly five turns for the first gem from a whole turn', () => {
    expect(spinTarget(0, 0, 25, 5)).toBe(1800);
    expect(spinTarget(90, 5, 25, 5)).toBe(2088);
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

describe('wheelSchedule with reduced motion', () => {
  it('jumps to the result without turning or waiting', () => {
    expect(wheelSchedule(true)).toEqual([
      { at: 0, action: 'spin', turns: 5, durationMs: 0 },
      { at: 0, action: 'reveal' },
    ]);
  });
});
