import type { SessionStatus } from 'shared-ui';

/** Where a renewal started from the banner stands. */
export type RenewalPhase = 'idle' | 'renewing' | 'renewed' | 'failed' | 'error' | 'dismissed';

export interface BannerContent {
  variant: 'info' | 'success' | 'warning' | 'error';
  text:
    | 'session.expired'
    | 'session.invalid'
    | 'session.limited'
    | 'session.renewed'
    | 'session.renewFailed'
    | 'session.renewError';
  action: 'renew' | 'reconnect' | null;
}

/**
 * What the session banner shows for a session status and a renewal phase; null hides it.
 *
 * @example sessionBanner('limited', 'idle') // { variant: 'info', text: 'session.limited', action: null }
 */
export function sessionBanner(
  status: SessionStatus | undefined,
  phase: RenewalPhase,
): BannerContent | null {
  switch (phase) {
    case 'dismissed':
      return null;
    case 'renewed':
      return { variant: 'success', text: 'session.renewed', action: null };
    case 'failed':
      return { variant: 'error', text: 'session.renewFailed', action: 'reconnect' };
    case 'error':
      return { variant: 'error', text: 'session.renewError', action: 'renew' };
    default:
      break;
  }
  switch (status) {
    case 'expired':
      return { variant: 'warning', text: 'session.expired', action: 'renew' };
    case 'no_token':
    case 'no_db_user':
      return { variant: 'error', text: 'session.invalid', action: 'reconnect' };
    case 'limited':
      return { variant: 'info', text: 'session.limited', action: null };
    default:
      return null;
  }
}
