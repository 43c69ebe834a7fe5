import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePobCode, MAX_XML_BYTES, PobError } from './decode.js';
import { SLAYER_SETS_XML, toPobCode } from './fixtures/index.js';

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof PobError) return { reason: err.reason, message: err.message };
    throw err;
  }
  throw new Error('no PobError thrown');
};

describe('decodePobCode', () => {
  it('reads a code as Path of Building writes it (base64url, unpadded, starting eN)', () => {
    const code = toPobCode(SLAYER_SETS_XML);
    expect(code.startsWith('eN')).toBe(true);
    expect(code).not.toMatch(/[+/=]/);
    expect(decodePobCode(code)).toBe(SLAYER_SETS_XML);
  });

  it('accepts the classic alphabet, padding and line breaks of a pasted code', () => {
    const classic = deflateSync(SLAYER_SETS_XML).toString('base64');
    const wrapped = classic.replace(/(.{76})/g, '$1\r\n');
    expect(decodePobCode(` ${wrapped} `)).toBe(SLAYER_SETS_XML);
  });

  it.each([
    ['an empty code', '   ', 'invalid'],
    ['characters outside base64', 'eNq<script>', 'invalid'],
    ['base64 that is not zlib', Buffer.from('hello world').toString('base64url'), 'invalid'],
    ['a truncated stream', toPobCode(SLAYER_SETS_XML).slice(0, 200), 'invalid'],
  ])('refuses %s', (_name, code, reason) => {
    expect(failure(() => decodePobCode(code)).reason).toBe(reason);
  });

  it('stops a zip bomb at the inflated-size cap, with a French message', () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20)).toString('base64url');
    expect(bomb.length).toBeLessThan(100_000);
    const refused = failure(() => decodePobCode(bomb));
    expect(refused).toEqual({
      reason: 'tooLarge',
      message: 'Export Path of Building trop volumineux : 2 Mo au maximum une fois décompressé.',
    });
  });

  it('accepts an export just under the cap', () => {
    const xml = `<PathOfBuilding>${' '.repeat(MAX_XML_BYTES - 40)}</PathOfBuilding>`;
    expect(decodePobCode(toPobCode(xml))).toHaveLength(xml.length);
  });
});
