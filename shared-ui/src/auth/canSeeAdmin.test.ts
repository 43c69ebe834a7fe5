import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../store/currentUser';
import { canSeeAdmin } from './canSeeAdmin';

const user = (username: string, role: CurrentUser['role']): CurrentUser => ({
  id: 1,
  username,
  role,
  sessionStatus: 'valid',
});

describe('canSeeAdmin', () => {
  it('lets an admin through', () =>
    expect(canSeeAdmin(user('marie', 'admin'), 'exilestreamer')).toBe(true));
  it('lets the streamer through whatever the case', () => {
    expect(canSeeAdmin(user('ExileStreamer', 'user'), 'exilestreamer')).toBe(true);
  });
  it('refuses other roles', () => {
    for (const role of ['createur', 'twitch', 'user', 'blacklist'] as const) {
      expect(canSeeAdmin(user('marie', role), 'exilestreamer')).toBe(false);
    }
  });
  it('refuses an anonymous visitor', () => expect(canSeeAdmin(null, 'exilestreamer')).toBe(false));
  it('refuses a non-admin while the streamer is unknown', () =>
    expect(canSeeAdmin(user('x', 'user'), undefined)).toBe(false));
});
