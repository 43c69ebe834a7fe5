import { describe, expect, it } from 'vitest';
import { formatChaos } from './formatChaos';

describe('formatChaos', () => {
  it.each([
    [1, 'fr', '1,00'],
    [0.125, 'fr', '0,13'],
    [12.3456, 'en', '12.35'],
    [0.004, 'en', '0.00'],
    [180, 'en', '180.00'],
    [1234.5, 'en', '1,234.50'],
  ])('%d in %s is %s', (value, language, expected) => {
    expect(formatChaos(value, language)).toBe(expected);
  });
});
