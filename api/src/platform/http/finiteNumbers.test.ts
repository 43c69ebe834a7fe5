import { describe, expect, it } from 'vitest';
import { holdsNonFinite } from './finiteNumbers.js';

describe('holdsNonFinite', () => {
  it.each([
    [Infinity, true],
    [-Infinity, true],
    [NaN, true],
    [{ id: Infinity }, true],
    [{ a: [1, { b: -Infinity }] }, true],
    [0, false],
    [Number.MAX_VALUE, false],
    [{ id: 5, page: '1e309' }, false],
    [null, false],
    [undefined, false],
    ['Infinity', false],
  ])('%s -> %s', (value, expected) => {
    expect(holdsNonFinite(value)).toBe(expected);
  });
});
