import { describe, expect, it } from 'vitest';
import { clampPage } from './clampPage';

describe('clampPage', () => {
  it.each([
    { page: 1, total: 1, expected: 1 },
    { page: 2, total: 5, expected: 2 },
    { page: 5, total: 5, expected: 5 },
    { page: 3, total: 2, expected: 2 },
    { page: 12, total: 1, expected: 1 },
    { page: 3, total: 0, expected: 1 },
    { page: 1, total: 0, expected: 1 },
    { page: 0, total: 4, expected: 1 },
  ])('page $page of $total shows page $expected', ({ page, total, expected }) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});
