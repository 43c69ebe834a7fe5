import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const c = theme.colors;
const backgrounds = {
  background: c.background,
  surface: c.surface,
  surfaceRaised: c.surfaceRaised,
};

describe('theme contrast (WCAG AA, 4.5:1 for body text)', () => {
  const textColours = {
    text: c.text,
    textMuted: c.textMuted,
    accent: c.accent,
    info: c.info,
    success: c.success,
    warning: c.warning,
    error: c.error,
  };
  for (const [bgName, bg] of Object.entries(backgrounds)) {
    for (const [fgName, fg] of Object.entries(textColours)) {
      it(`${fgName} on ${bgName}`, () => {
        expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it.each([
    ['onAccent on accent', c.onAccent, c.accent],
    ['onAccent on accentHover', c.onAccent, c.accentHover],
    ['onDanger on danger', c.onDanger, c.danger],
    ['onDanger on dangerHover', c.onDanger, c.dangerHover],
    ['text on infoSurface', c.text, c.infoSurface],
    ['text on successSurface', c.text, c.successSurface],
    ['text on warningSurface', c.text, c.warningSurface],
    ['text on errorSurface', c.text, c.errorSurface],
  ])('%s', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring stands out from every background (3:1 for UI parts)', () => {
    for (const bg of Object.values(backgrounds)) {
      expect(contrast(c.focus, bg)).toBeGreaterThanOrEqual(3);
    }
  });
});
