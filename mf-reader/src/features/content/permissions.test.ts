import { describe, expect, it } from 'vitest';
import type { CurrentUser } from 'shared-ui';
import { canCreate, canManage } from './permissions';

const user = (id: number, role: CurrentUser['role']): CurrentUser => ({
  id,
  username: `u${id}`,
  role,
  sessionStatus: 'valid',
});

describe('canCreate', () => {
  it.each([
    ['admin', true],
    ['createur', true],
    ['twitch', true],
    ['user', false],
    ['blacklist', false],
  ] as const)('%s: %s', (role, expected) => expect(canCreate(user(1, role))).toBe(expected));
  it('refuses anonymous visitors', () => expect(canCreate(null)).toBe(false));
});

describe('canManage', () => {
  it('lets the owner manage their item', () =>
    expect(canManage(user(3, 'createur'), { user_id: 3 })).toBe(true));
  it('lets an admin manage anything', () =>
    expect(canManage(user(1, 'admin'), { user_id: 3 })).toBe(true));
  it('refuses a stranger', () =>
    expect(canManage(user(4, 'createur'), { user_id: 3 })).toBe(false));
  it('refuses everyone but admins on ownerless items', () =>
    expect(canManage(user(4, 'createur'), { user_id: null })).toBe(false));
  it('refuses anonymous visitors', () => expect(canManage(null, { user_id: 3 })).toBe(false));
});
