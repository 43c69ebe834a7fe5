import { describe, expect, it } from 'vitest';
import type { CurrentUser } from 'shared-ui';
import { canDelete, frenchDate } from './canDelete';

const user = (id: number, username: string, role: CurrentUser['role'] = 'user'): CurrentUser => ({
  id,
  username,
  role,
  sessionStatus: 'valid',
});

describe('canDelete', () => {
  it('lets the author delete, by id', () =>
    expect(canDelete(user(3, 'paul'), { user_id: 3, author_name: 'Paul' })).toBe(true));
  it('does not trust a matching name when the ids differ', () =>
    expect(canDelete(user(4, 'paul'), { user_id: 3, author_name: 'paul' })).toBe(false));
  it('falls back on the name when the post has no id', () =>
    expect(canDelete(user(4, 'paul'), { user_id: null, author_name: 'Paul' })).toBe(true));
  it('lets an admin delete anything', () =>
    expect(canDelete(user(1, 'x', 'admin'), { user_id: 3, author_name: 'paul' })).toBe(true));
  it('refuses anonymous visitors', () =>
    expect(canDelete(null, { user_id: 3, author_name: 'paul' })).toBe(false));
});

describe('frenchDate', () => {
  it('writes day/month/year', () =>
    expect(frenchDate('2026-11-22T10:05:00Z')).toMatch(/^22\/11\/2026/));
});
