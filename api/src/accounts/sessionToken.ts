import { jwtVerify, SignJWT } from 'jose';

/** What our session token says; the role is a hint for the browser, never for a permission. */
export interface SessionClaims {
  id: number;
  role: string;
}

/** HS256 only: a token naming any other algorithm (`none` included) is refused outright. */
const ALGORITHM = 'HS256';

export function sessionKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Signs `{ id, role, iat, exp }`.
 * @example await signSessionToken({ id: 1, role: 'user' }, sessionKey(secret), 3600)
 */
export function signSessionToken(
  claims: SessionClaims,
  key: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ id: claims.id, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
}

/** The claims of a well-signed, unexpired token of ours; null for anything else. */
export async function verifySessionToken(
  token: string,
  key: Uint8Array,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp'],
    });
    const { id, role } = payload;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
    if (typeof role !== 'string') return null;
    return { id, role };
  } catch {
    // Expired, tampered, wrongly signed or not a JWT at all: the caller only needs "no".
    return null;
  }
}
