import { envDefault, type EnvName } from '../config/env.js';
import { parsePostLimits } from '../config/forumConfig.js';
import type { WindowLimit } from './windows.js';

/** The limits other than the forum's, each a list of windows all enforced together. */
export interface RateLimits {
  /** Per client address: the Twitch sign-in start, its callback and re-authorisation. */
  signIn: WindowLimit[];
  /** Per account: every admin action (POST, PUT, DELETE under /api/admin). */
  admin: WindowLimit[];
  /** Per account: creating, editing and deleting builds and guides. */
  contentWrite: WindowLimit[];
  /** Per account: pictures sent to POST /api/uploads, counted before any decoding. */
  upload: WindowLimit[];
  /** Per account: adding and removing favourites, apart from the content-write budget. */
  favourite: WindowLimit[];
}

export type RateBucket = keyof RateLimits;

/** Environment variable and default of each limit, in the FORUM_POST_LIMITS format. */
export const RATE_LIMIT_SETTINGS: Record<RateBucket, { env: EnvName; fallback: string }> = {
  signIn: { env: 'SIGN_IN_RATE_LIMITS', fallback: envDefault('SIGN_IN_RATE_LIMITS') },
  admin: { env: 'ADMIN_RATE_LIMITS', fallback: envDefault('ADMIN_RATE_LIMITS') },
  contentWrite: {
    env: 'CONTENT_WRITE_RATE_LIMITS',
    fallback: envDefault('CONTENT_WRITE_RATE_LIMITS'),
  },
  upload: { env: 'UPLOAD_RATE_LIMITS', fallback: envDefault('UPLOAD_RATE_LIMITS') },
  favourite: { env: 'FAVOURITE_RATE_LIMITS', fallback: envDefault('FAVOURITE_RATE_LIMITS') },
};

interface Reader {
  read(name: EnvName): string | undefined;
  problems: string[];
}

function readLimit(bucket: RateBucket, { read, problems }: Reader): WindowLimit[] {
  const { env, fallback } = RATE_LIMIT_SETTINGS[bucket];
  const raw = read(env) ?? fallback;
  const limits = parsePostLimits(raw);
  if (limits) return limits;
  problems.push(
    `${env} must be count/duration pairs with distinct durations up to 7d, like ${fallback}; got "${raw}"`,
  );
  return parsePostLimits(fallback) ?? [];
}

/**
 * Reads SIGN_IN_RATE_LIMITS, ADMIN_RATE_LIMITS, CONTENT_WRITE_RATE_LIMITS, UPLOAD_RATE_LIMITS
 * and FAVOURITE_RATE_LIMITS.
 * @example readRateLimits({ read: () => undefined, problems: [] }).admin // [{ max: 120, windowSeconds: 60 }]
 */
export function readRateLimits(reader: Reader): RateLimits {
  return {
    signIn: readLimit('signIn', reader),
    admin: readLimit('admin', reader),
    contentWrite: readLimit('contentWrite', reader),
    upload: readLimit('upload', reader),
    favourite: readLimit('favourite', reader),
  };
}
