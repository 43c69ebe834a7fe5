import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Cache } from '../platform/cache/cache.js';
import { cacheKeys } from '../platform/cache/keys.js';

/**
 * The proof that the browser opening the site's callback page is the one that signed in: the
 * callback sets this cookie beside the redirect carrying the token, and the page asks
 * `POST /api/auth/twitch/confirm` before it keeps the token. A link to the page forged with
 * someone else's token reaches a browser without it, so the page refuses (login CSRF).
 */
export const CONFIRM_COOKIE = 'twitch_sign_in_confirm';
/** Sent to the confirm route only. */
export const CONFIRM_COOKIE_PATH = '/api/auth/twitch/confirm';
/** The page asks within a second or two of the redirect; two minutes leave room for a slow one. */
export const CONFIRM_TTL_S = 2 * 60;

export const NOT_THIS_BROWSER =
  'Ce lien de connexion n’a pas été ouvert depuis ce navigateur : connexion refusée.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Lax: the cookie is set on the redirect that ends Twitch's cross-site navigation back to us. */
export function confirmCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: CONFIRM_COOKIE_PATH,
    maxAge: CONFIRM_TTL_S,
    secure: publicUrl.startsWith('https:'),
  };
}

/**
 * Records a pending confirmation for `token` in the shared cache (every API process sees it, and
 * its expiry is the database's clock) and returns the cookie's value: 32 random bytes. Only
 * hashes are stored: the table holds neither the cookie nor a usable session token.
 */
export async function issueConfirmation(cache: Cache, token: string): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  await cache.set(
    cacheKeys.signInConfirmation(sha256(nonce)),
    { token: sha256(token) },
    CONFIRM_TTL_S,
  );
  return nonce;
}

/**
 * Whether `nonce` (the cookie) was issued with `token` less than CONFIRM_TTL_S ago and not used
 * yet. Spent by this call whatever the answer, so a confirmation never serves twice.
 */
export async function confirmSignIn(
  cache: Cache,
  nonce: string | undefined,
  token: string,
): Promise<boolean> {
  if (!nonce) return false;
  const pending = await cache.take<{ token?: unknown }>(
    cacheKeys.signInConfirmation(sha256(nonce)),
  );
  if (typeof pending?.token !== 'string') return false;
  // Constant time: the answer's timing says nothing about the expected token.
  const expected = Buffer.from(pending.token);
  const received = Buffer.from(sha256(token));
  return expected.length === received.length && timingSafeEqual(expected, received);
}
