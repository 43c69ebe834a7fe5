import type { RateBucket } from './config.js';

/** Who a limit counts: the client's address, or the signed-in account. */
export type RateSubject = 'address' | 'account';

export interface RateRule {
  bucket: RateBucket;
  per: RateSubject;
  /** The French refusal, sent with 429 and Retry-After. */
  message: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const RATE_RULES: Record<RateBucket, RateRule> = {
  signIn: {
    bucket: 'signIn',
    per: 'address',
    message: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
  },
  admin: {
    bucket: 'admin',
    per: 'account',
    message: "Trop d'actions d'administration à la suite. Réessayez dans quelques instants.",
  },
  contentWrite: {
    bucket: 'contentWrite',
    per: 'account',
    message: 'Trop de modifications envoyées. Réessayez dans quelques instants.',
  },
};

/**
 * The limit a route falls under, from its method and path as registered, if any.
 * @example ruleFor('POST', '/api/builds')?.bucket // 'contentWrite'
 */
export function ruleFor(method: string, url: string): RateRule | undefined {
  if (url.startsWith('/api/auth/twitch/')) return RATE_RULES.signIn;
  if (!WRITES.has(method)) return undefined;
  if (url.startsWith('/api/admin/')) return RATE_RULES.admin;
  // A PoB import belongs to writing a build, and may make the server fetch a share link.
  if (/^\/api\/(builds|guides|pob)(\/|$)/.test(url)) return RATE_RULES.contentWrite;
  return undefined;
}
