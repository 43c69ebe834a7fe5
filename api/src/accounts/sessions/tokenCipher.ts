import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenCipher {
  /** `context` is authenticated, not stored: decrypting needs the same one. */
  encrypt(plain: string, context: string): Buffer;
  /** Throws when the key, the context or any byte differs. */
  decrypt(sealed: Buffer, context: string): string;
}

/**
 * AES-256-GCM with a random iv per value, stored as iv + tag + ciphertext. The context (the
 * user id and the column) is bound as associated data, so a ciphertext copied into another
 * user's row does not decrypt there.
 * @example const c = createTokenCipher(key); c.decrypt(c.encrypt('abc', 'access:1'), 'access:1') // 'abc'
 */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes');
  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed, context) {
      if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed token too short');
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const body = decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES));
      return Buffer.concat([body, decipher.final()]).toString('utf8');
    },
  };
}
