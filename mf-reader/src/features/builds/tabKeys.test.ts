import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tabKeys';

describe('tabAfterKey', () => {
  it.each([
    ['ArrowRight', 0, 6, 1],
    ['ArrowRight', 5, 6, 0],
    ['ArrowLeft', 3, 6, 2],
    ['ArrowLeft', 0, 6, 5],
    ['Home', 4, 6, 0],
    ['End', 1, 6, 5],
    ['Enter', 2, 6, null],
    ['a', 2, 6, null],
    ['ArrowRight', 0, 0, null],
  ] as const)('%s from tab %i of %i goes to %s', (key, index, count, expected) => {
    expect(tabAfterKey(key, index, count)).toBe(expected);
  });
});
