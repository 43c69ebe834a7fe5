import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './tokenCipher.js';

const cipher = createTokenCipher(randomBytes(32));

describe('createTokenCipher', () => {
  it('round-trips a token and never stores it in clear', () => {
    const sealed = cipher.encrypt('abcdef0123456789', 'access:1');
    expect(sealed.includes(Buffer.from('abcdef0123456789'))).toBe(false);
    expect(cipher.decrypt(sealed, 'access:1')).toBe('abcdef0123456789');
  });

  it('uses a fresh iv, so the same token encrypts differently each time', () => {
    expect(cipher.encrypt('same', 'access:1').equals(cipher.encrypt('same', 'access:1'))).toBe(
      false,
    );
  });

  it.each([
    ['another context (another user or column)', (s: Buffer) => s, 'access:2'],
    ['a flipped ciphertext byte', (s: Buffer) => flip(s, s.length - 1), 'access:1'],
    ['a flipped tag byte', (s: Buffer) => flip(s, 12), 'access:1'],
    ['a truncated value', (s: Buffer) => s.subarray(0, 20), 'access:1'],
  ])('refuses %s', (_name, tamper, context) => {
    const sealed = tamper(cipher.encrypt('token', 'access:1'));
    expect(() => cipher.decrypt(sealed, context)).toThrow();
  });

  it('refuses another key and a key of the wrong size', () => {
    const sealed = cipher.encrypt('token', 'access:1');
    expect(() => createTokenCipher(randomBytes(32)).decrypt(sealed, 'access:1')).toThrow();
    expect(() => createTokenCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});

function flip(buffer: Buffer, index: number): Buffer {
  const copy = Buffer.from(buffer);
  copy[index] = (copy[index] ?? 0) ^ 0xff;
  return copy;
}
