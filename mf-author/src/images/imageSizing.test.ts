import { describe, expect, it } from 'vitest';
import {
  compressionPercent,
  fitWithin,
  formatSize,
  isAcceptedType,
  keepOriginal,
  outputFormat,
  renameFor,
  type OutputFormat,
} from './imageSizing';

// Intl puts a narrow no-break space between a French number and its unit.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('isAcceptedType', () => {
  it.each([
    ['image/png', true],
    ['image/gif', true],
    ['IMAGE/JPEG', true],
    ['image/svg+xml', true],
    ['text/plain', false],
    ['application/pdf', false],
    ['', false],
  ])('%s → %s', (type, accepted) => {
    expect(isAcceptedType(type)).toBe(accepted);
  });
});

describe('fitWithin', () => {
  it.each([
    ['a wide picture', [2400, 1600], [1200, 800]],
    ['a tall picture', [1000, 3000], [400, 1200]],
    ['a square at the limit', [1200, 1200], [1200, 1200]],
    ['a small picture, never enlarged', [640, 480], [640, 480]],
    ['an odd ratio, rounded', [1999, 1001], [1200, 601]],
    ['a thin strip keeps one pixel', [10_000, 3], [1200, 1]],
  ])('scales %s', (_name, [width, height], [w, h]) => {
    expect(fitWithin({ width: width ?? 0, height: height ?? 0 })).toEqual({ width: w, height: h });
  });
});

describe('outputFormat', () => {
  it.each<[string, OutputFormat]>([
    ['image/png', { type: 'image/png', quality: 0.9 }],
    ['image/jpeg', { type: 'image/jpeg', quality: 0.8 }],
    ['image/jpg', { type: 'image/jpeg', quality: 0.8 }],
    ['image/gif', { type: 'image/webp', quality: 0.8 }],
    ['image/webp', { type: 'image/webp', quality: 0.8 }],
    ['image/bmp', { type: 'image/png', quality: 0.9 }],
    ['image/svg+xml', { type: 'image/png', quality: 0.9 }],
  ])('encodes %s as %o', (source, format) => {
    expect(outputFormat(source)).toEqual(format);
  });
});

describe('compressionPercent', () => {
  it.each([
    [1000, 250, 75],
    [3000, 1000, 67],
    [1000, 1000, 0],
    [1000, 1500, 0],
    [0, 10, 0],
  ])('%i → %i bytes saves %i %%', (original, optimized, percent) => {
    expect(compressionPercent(original, optimized)).toBe(percent);
  });
});

describe('keepOriginal', () => {
  const png: OutputFormat = { type: 'image/png', quality: 0.9 };
  it.each([
    ['a bigger PNG re-encoding of an unresized PNG', 'image/png', false, 100, 120, true],
    ['a smaller re-encoding', 'image/png', false, 100, 80, false],
    ['a resized picture, even if bigger', 'image/png', true, 100, 120, false],
    ['a format change (BMP to PNG)', 'image/bmp', false, 100, 120, false],
  ])('%s → %s', (_name, sourceType, resized, originalSize, optimizedSize, keep) => {
    expect(keepOriginal({ sourceType, output: png, resized, originalSize, optimizedSize })).toBe(
      keep,
    );
  });
});

describe('renameFor', () => {
  it.each<[string, OutputFormat['type'], string]>([
    ['capture.gif', 'image/webp', 'capture.webp'],
    ['photo.JPEG', 'image/jpeg', 'photo.jpg'],
    ['mon.arbre.png', 'image/png', 'mon.arbre.png'],
    ['sans-extension', 'image/png', 'sans-extension.png'],
    ['.cache', 'image/webp', '.cache.webp'],
    ['', 'image/png', 'image.png'],
  ])('%s as %s → %s', (name, type, renamed) => {
    expect(renameFor(name, type)).toBe(renamed);
  });
});

describe('formatSize', () => {
  it.each([
    [512, 'fr', '512 o'],
    [1536, 'fr', '1,5 ko'],
    [2.25 * 1024 * 1024, 'fr', '2,3 Mo'],
    [1536, 'en', '1.5 kB'],
    [3 * 1024 * 1024, 'en', '3 MB'],
  ])('%i bytes in %s → %s', (bytes, locale, text) => {
    expect(spaces(formatSize(bytes, locale))).toBe(text);
  });
});
