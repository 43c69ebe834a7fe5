import { envDefault, type EnvName } from './env.js';

/** At most `max` posts (comments and replies together) per user in any window of this length. */
export interface PostLimit {
  max: number;
  windowSeconds: number;
}

export const DEFAULT_POST_LIMITS = envDefault('FORUM_POST_LIMITS');

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
const LIMIT = /^(\d+)\s*\/\s*(\d+)\s*([smhd]?)$/;

/**
 * Reads `FORUM_POST_LIMITS`: comma-separated `count/duration` pairs, every one enforced.
 * @example parsePostLimits('5/30s,60/1h') // [{ max: 5, windowSeconds: 30 }, { max: 60, windowSeconds: 3600 }]
 */
export function parsePostLimits(raw: string): PostLimit[] | undefined {
  const limits: PostLimit[] = [];
  for (const part of raw.split(',')) {
    const match = LIMIT.exec(part.trim());
    if (!match) return undefined;
    const max = Number(match[1]);
    const windowSeconds = Number(match[2]) * (UNITS[match[3] || 's'] ?? 1);
    if (max < 1 || windowSeconds < 1 || windowSeconds > 7 * 86_400) return undefined;
    // One counter per window length: two limits on one length would share it.
    if (limits.some((l) => l.windowSeconds === windowSeconds)) return undefined;
    limits.push({ max, windowSeconds });
  }
  return limits;
}

interface Reader {
  read(name: EnvName): string | undefined;
  problems: string[];
}

export function readPostLimits({ read, problems }: Reader): PostLimit[] {
  const raw = read('FORUM_POST_LIMITS') ?? DEFAULT_POST_LIMITS;
  const limits = parsePostLimits(raw);
  if (limits) return limits;
  problems.push(
    `FORUM_POST_LIMITS must be count/duration pairs with distinct durations up to 7d, like ${DEFAULT_POST_LIMITS}; got "${raw}"`,
  );
  return parsePostLimits(DEFAULT_POST_LIMITS) ?? [];
}
