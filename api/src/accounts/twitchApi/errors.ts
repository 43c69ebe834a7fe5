/**
 * What went wrong talking to Twitch, in the terms callers decide on:
 * - `invalid_grant`: the token endpoint refused a code or a refresh token (sign in again);
 * - `unauthorized`: the access token is invalid, expired or revoked (401);
 * - `not_found`: Helix answered 404 (for subscriptions: not subscribed);
 * - `rejected`: any other refusal, usually our own configuration (wrong client secret);
 * - `unavailable`: time-out, network failure, 429, 5xx or an answer of an unexpected shape.
 */
export type TwitchErrorKind =
  'invalid_grant' | 'unauthorized' | 'not_found' | 'rejected' | 'unavailable';

export class TwitchError extends Error {
  constructor(
    readonly kind: TwitchErrorKind,
    message: string,
    /** The HTTP status Twitch answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TwitchError';
  }
}

/** Maps an error status of Twitch to its kind; `tokenEndpoint` turns 400 into `invalid_grant`. */
export function kindOfStatus(status: number, tokenEndpoint: boolean): TwitchErrorKind {
  if (status === 400 && tokenEndpoint) return 'invalid_grant';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'rejected';
}
