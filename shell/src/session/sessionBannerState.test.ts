import { describe, expect, it } from 'vitest';
import { sessionBanner } from './sessionBannerState';

describe('sessionBanner', () => {
  it.each([
    ['valid', 'idle', null],
    [undefined, 'idle', null],
    ['expired', 'idle', { variant: 'warning', text: 'session.expired', action: 'renew' }],
    ['expired', 'renewing', { variant: 'warning', text: 'session.expired', action: 'renew' }],
    ['no_token', 'idle', { variant: 'error', text: 'session.invalid', action: 'reconnect' }],
    ['no_db_user', 'idle', { variant: 'error', text: 'session.invalid', action: 'reconnect' }],
    ['limited', 'idle', { variant: 'info', text: 'session.limited', action: null }],
    ['expired', 'renewed', { variant: 'success', text: 'session.renewed', action: null }],
    ['expired', 'failed', { variant: 'error', text: 'session.renewFailed', action: 'reconnect' }],
    ['expired', 'error', { variant: 'error', text: 'session.renewError', action: 'renew' }],
    ['valid', 'dismissed', null],
    ['expired', 'dismissed', null],
  ] as const)('status %s, renewal %s', (status, phase, expected) => {
    expect(sessionBanner(status, phase)).toEqual(expected);
  });
});
