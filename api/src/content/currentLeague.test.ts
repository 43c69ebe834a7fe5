import { describe, expect, it } from 'vitest';
import { compareVersions } from './currentLeague.js';

describe('compareVersions', () => {
  it.each([
    ['3.9', '3.26', -1],
    ['3.26', '3.26', 0],
    ['3.26.1', '3.26', 1],
    ['4.0', '3.26', 1],
    ['', '3.0', -1],
    ['', '', 0],
  ])('%s against %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});
