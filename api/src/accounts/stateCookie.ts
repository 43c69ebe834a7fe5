import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

export const STATE_COOKIE = 'twitch_oauth_state';
/** Sent only to the start and callback routes, nowhere else on the site. */
export const STATE_COOKIE_PATH = '/api/auth/twitch';
/** Long enough to choose an account on Twitch's page, short enough not to linger. */
const STATE_TTL_S = 10 * 60;

/** 32 random bytes: what binds Twitch's answer to the browser that asked. */
export const newState = () => randomBytes(32).toString('base64url');

/** Lax, not Strict: the cookie must come along on Twitch's top-level redirect back to us. */
export function stateCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: STATE_COOKIE_PATH,
    maxAge: STATE_TTL_S,
    secure: publicUrl.startsWith('https:'),
  };
}

/** Compares in constant time, so the answer's timing says nothing about the expected state. */
export function sameState(expected: string | undefined, received: string | undefined): boolean {
  if (!expected || !received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
