import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    { current: 1, total: 0, expected: [] },
    { current: 1, total: 1, expected: [1] },
    { current: 2, total: 3, expected: [1, 2, 3] },
    { current: 1, total: 5, expected: [1, 2, 3, 4, 5] },
    { current: 1, total: 12, expected: [1, 2, 3, 4, 5] },
    { current: 3, total: 12, expected: [1, 2, 3, 4, 5] },
    { current: 4, total: 12, expected: [2, 3, 4, 5, 6] },
    { current: 6, total: 12, expected: [4, 5, 6, 7, 8] },
    { current: 11, total: 12, expected: [8, 9, 10, 11, 12] },
    { current: 12, total: 12, expected: [8, 9, 10, 11, 12] },
    { current: 40, total: 12, expected: [8, 9, 10, 11, 12] },
    { current: 0, total: 12, expected: [1, 2, 3, 4, 5] },
  ])('page $current of $total shows $expected', ({ current, total, expected }) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('takes another window size', () => {
    expect(pageWindow(5, 9, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 9, 4)).toEqual([4, 5, 6, 7]);
  });
});
