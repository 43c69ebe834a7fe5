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

/**
 * How far in the future a token's issue time (`iat`) may lie: the clocks of two API processes
 * (or two machines) behind one balancer drift by a few seconds, and a token one issued must not
 * fail on the other; anything later was not issued by a process of ours with a sane clock.
 */
export const CLOCK_SKEW_S = 60;

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A well-signed, unexpired token's claims and expiry (epoch seconds), issued no later than the
 * allowed skew; null for anything else.
 */
async function verified(
  token: string,
  key: Uint8Array,
  now: number,
): Promise<{ claims: SessionClaims; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat'],
      currentDate: new Date(now * 1000),
    });
    const { id, role, exp, iat } = payload;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
    if (typeof role !== 'string' || typeof exp !== 'number') return null;
    if (typeof iat !== 'number' || iat > now + CLOCK_SKEW_S) return null;
    return { claims: { id, role }, exp };
  } catch {
    // Expired, tampered, wrongly signed or not a JWT at all: the caller only needs "no".
    return null;
  }
}

/** The claims of a well-signed, unexpired token of ours; null for anything else. */
export async function verifySessionToken(
  token: string,
  key: Uint8Array,
): Promise<SessionClaims | null> {
  return (await verified(token, key, epochSeconds()))?.claims ?? null;
}

/** Tokens a verifier keeps once accepted, the oldest forgotten first. */
export const KEPT_TOKENS = 10_000;

/**
 * `verifySessionToken` for one key, keeping the tokens it accepted: a token's signature is
 * checked once, then only its expiry, as jose checks it (`exp` after the current second). HS256
 * through WebCrypto is a job on libuv's threads and a promise per request, which showed in the
 * main thread's profile under a load of signed-in writes. Refused tokens are not kept, so one
 * refused for an issue time too far ahead is checked again, and accepted once its time comes.
 */
export function sessionVerifier(key: Uint8Array, nowSeconds: () => number = epochSeconds) {
  const accepted = new Map<string, { claims: SessionClaims; exp: number }>();
  return async (token: string): Promise<SessionClaims | null> => {
    const kept = accepted.get(token);
    if (kept) {
      if (kept.exp > nowSeconds()) return kept.claims;
      accepted.delete(token);
      return null;
    }
    const found = await verified(token, key, nowSeconds());
    if (!found) return null;
    accepted.set(token, found);
    if (accepted.size > KEPT_TOKENS) {
      for (const oldest of accepted.keys()) {
        accepted.delete(oldest);
        break;
      }
    }
    return found.claims;
  };
}
