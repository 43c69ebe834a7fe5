import { describe, expect, it } from 'vitest';
import { keepSpaces } from './spaces';

const N = '\u00a0';

describe('keepSpaces', () => {
  it.each([
    ['a b', 'a b'],
    ['a  b', `a ${N}b`],
    ['a   b', `a ${N}${N}b`],
    [' a', `${N}a`],
    ['a ', `a${N}`],
    ['a \nb', `a${N}\nb`],
    ['a\n b', `a\n${N}b`],
    ['', ''],
  ])('%j is written %j', (text, expected) => {
    expect(keepSpaces(text)).toBe(expected);
  });
});
