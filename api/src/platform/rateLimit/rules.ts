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
  upload: {
    bucket: 'upload',
    per: 'account',
    message: 'Trop d’images envoyées à la suite. Réessayez dans quelques minutes.',
  },
  favourite: {
    bucket: 'favourite',
    per: 'account',
    message: 'Trop de favoris ajoutés ou retirés à la suite. Réessayez dans quelques instants.',
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
  // Decoding and re-encoding a picture is the costliest call a creator can repeat.
  if (url === '/api/uploads') return RATE_RULES.upload;
  // A mark is a one-row write: a reader's hearts must not spend the budget of their own builds
  // and guides, yet a script toggling them would churn the counts everyone sorts by.
  if (/^\/api\/(builds|guides)\/:id\/favourite$/.test(url)) return RATE_RULES.favourite;
  // A PoB import belongs to writing a build, and may make the server fetch a share link.
  if (/^\/api\/(builds|guides|pob)(\/|$)/.test(url)) return RATE_RULES.contentWrite;
  // Reading a pasted tree belongs to writing a build too, and may fetch a share link.
  if (url === '/api/game/passive-tree/decode') return RATE_RULES.contentWrite;
  return undefined;
}
