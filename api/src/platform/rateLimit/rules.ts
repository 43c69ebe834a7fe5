import type { RateBucket } from './config.js';

/** Who a limit counts: the client's address, or the signed-in account. */
export type RateSubject = 'address' | 'account';

export interface RateRule {
  bucket: RateBucket;
  per: RateSubject;
  /** The French refusal, sent with 429 and Retry-After. */
  message: string;
}

/** Each bucket's rule; a route names its bucket in its config (`rateBucket`). */
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
