import { describe, expect, it } from 'vitest';
import {
  extensionMatches,
  parseUploadFile,
  sniffSource,
  storedType,
  uploadUrl,
  type SourceType,
  type StoredType,
} from './formats.js';

const ID = '3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b';
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffSource', () => {
  it.each<[string, Buffer, SourceType | undefined]>([
    ['a PNG signature', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47]), undefined],
    ['a JPEG start of image', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a GIF89a header', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['a GIF87a header', bytes('GIF87a'), 'image/gif'],
    ['a WebP RIFF container', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), undefined],
    ['WEBP without RIFF', bytes('XXXX', [0, 0, 0, 0], 'WEBPVP8 '), undefined],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    ['a text file', bytes('bonjour, je ne suis pas une image'), undefined],
    ['an empty body', bytes(), undefined],
  ])('reads %s', (_name, body, expected) => {
    expect(sniffSource(body)).toBe(expected);
  });
});

describe('storedType', () => {
  it.each<[SourceType, StoredType]>([
    ['image/png', 'image/png'],
    ['image/jpeg', 'image/jpeg'],
    ['image/gif', 'image/webp'],
    ['image/webp', 'image/webp'],
  ])('stores %s as %s', (source, stored) => {
    expect(storedType(source)).toBe(stored);
  });
});

describe('upload file names', () => {
  it.each<[StoredType, string]>([
    ['image/png', `/uploads/${ID}.png`],
    ['image/jpeg', `/uploads/${ID}.jpg`],
    ['image/webp', `/uploads/${ID}.webp`],
  ])('names a %s upload %s, which parses back', (type, url) => {
    expect(uploadUrl(ID, type)).toBe(url);
    const parsed = parseUploadFile(url.slice('/uploads/'.length));
    expect(parsed?.id).toBe(ID);
    expect(extensionMatches(type, parsed?.extension ?? '')).toBe(true);
  });

  it.each([
    ['no extension', ID],
    ['an unknown extension', `${ID}.svg`],
    ['an upper-case id', `${ID.toUpperCase()}.png`],
    ['a path', `../${ID}.png`],
    ['a number', '12.png'],
    ['a trailing suffix', `${ID}.png.html`],
  ])('refuses %s', (_name, file) => {
    expect(parseUploadFile(file)).toBeUndefined();
  });

  it('tells a mismatched extension apart', () => {
    expect(extensionMatches('image/webp', 'png')).toBe(false);
    expect(extensionMatches('image/jpeg', 'jpeg')).toBe(false);
  });
});
