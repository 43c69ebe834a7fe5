import { inflateSync } from 'node:zlib';

/** Longest export code accepted, in characters (real ones are 5–100 kB). */
export const MAX_CODE_CHARS = 1_000_000;
/** Largest XML an export may inflate to: a zip bomb stops here, before memory is spent. */
export const MAX_XML_BYTES = 2 * 1024 * 1024;

export type PobFailure = 'invalid' | 'tooLarge' | 'unsupported';

/** Why an export cannot be read; the message is French and meant for the author. */
export class PobError extends Error {
  constructor(
    readonly reason: PobFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PobError';
  }
}

const BASE64URL = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * The XML inside a Path of Building export code: base64url (`-` and `_`, padding optional,
 * the classic alphabet and line breaks tolerated) of a zlib stream. Inflating stops at
 * `MAX_XML_BYTES`, so a small code that would inflate to gigabytes costs nothing.
 *
 * @example decodePobCode(deflateSync('<PathOfBuilding/>').toString('base64url')) // '<PathOfBuilding/>'
 */
export function decodePobCode(code: string): string {
  const compact = code.replace(/\s+/g, '');
  if (compact.length === 0) throw new PobError('invalid', 'Le code Path of Building est vide.');
  if (compact.length > MAX_CODE_CHARS) {
    throw new PobError('tooLarge', 'Code Path of Building trop long.');
  }
  if (!BASE64URL.test(compact)) {
    throw new PobError('invalid', 'Code Path of Building invalide : caractères inattendus.');
  }
  const bytes = Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  let xml: Buffer;
  try {
    xml = inflateSync(bytes, { maxOutputLength: MAX_XML_BYTES });
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new PobError(
        'tooLarge',
        'Export Path of Building trop volumineux : 2 Mo au maximum une fois décompressé.',
      );
    }
    throw new PobError('invalid', 'Code Path of Building invalide : données illisibles.');
  }
  return xml.toString('utf8');
}
