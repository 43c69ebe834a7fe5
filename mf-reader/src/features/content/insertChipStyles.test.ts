import { theme } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { NAME_TONES } from './insertChipStyles';

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe('insert name colours', () => {
  it.each(Object.entries(NAME_TONES))('%s reads at WCAG AA on every panel', (_tone, colour) => {
    for (const panel of [
      theme.colors.background,
      theme.colors.surface,
      theme.colors.surfaceRaised,
    ]) {
      expect(contrast(colour, panel)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
