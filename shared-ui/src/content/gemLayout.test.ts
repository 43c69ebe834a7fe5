import { describe, expect, it } from 'vitest';
import { gemRows, gridRowCount } from './gemLayout';

describe('gemRows', () => {
  it.each([
    [
      6,
      [
        [0, 1],
        [3, 2],
        [4, 5],
      ],
    ],
    [5, [[0, 1], [3, 2], [4]]],
    [
      4,
      [
        [0, 1],
        [3, 2],
      ],
    ],
    [
      3,
      [
        [0, 1],
        [null, 2],
      ],
    ],
    [2, [[0, 1]]],
    [1, [[0]]],
    [0, []],
    [7, []],
  ])('lays out %i sockets', (count, rows) => {
    expect(gemRows(count)).toEqual(rows);
  });

  it('places every socket exactly once', () => {
    for (const count of [1, 2, 3, 4, 5, 6]) {
      const placed = gemRows(count)
        .flat()
        .filter((cell) => cell !== null);
      expect(placed.sort()).toEqual(Array.from({ length: count }, (_, index) => index));
    }
  });
});

describe('gridRowCount', () => {
  it.each([
    [[], 8],
    [['helmet', 'body', 'flask5', 'ring2'], 8],
    [['helmet', 'item2x1_1'], 9],
    [['item2x1_7'], 9],
    [['item2x1_8'], 10],
    [['item2x1_3', 'item2x1_14'], 10],
    [['item2x1_15'], 8],
  ])('%j gives %i rows', (slots, rows) => {
    expect(gridRowCount(slots)).toBe(rows);
  });
});
