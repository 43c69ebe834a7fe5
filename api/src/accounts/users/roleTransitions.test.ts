import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles.js';
import {
  allowedRolesFor,
  canTransition,
  OWN_ROLE,
  refusedTransition,
  roleChangeRefusal,
  STREAMER_ROLE,
} from './roleTransitions.js';

/** The spec's « Role changes », written out pair by pair. */
const ALLOWED: readonly [Role, Role][] = [
  ['user', 'createur'],
  ['user', 'blacklist'],
  ['createur', 'twitch'],
  ['createur', 'user'],
  ['createur', 'blacklist'],
  ['twitch', 'createur'],
  ['twitch', 'blacklist'],
  ['blacklist', 'user'],
  ['admin', 'blacklist'],
];
const isAllowed = (from: Role, to: Role) => ALLOWED.some(([f, t]) => f === from && t === to);
const everyPair = ROLES.flatMap((from) =>
  ROLES.map((to) => [from, to, isAllowed(from, to)] as const),
);

const admin = { id: 1 };
const account = (role: Role, login = 'paul_joueur') => ({ id: 7, login, role });

describe('canTransition', () => {
  it.each(everyPair)('%s → %s: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it('never leads to admin, and leads from admin only to the blacklist', () => {
    for (const role of ROLES) {
      expect(canTransition(role, 'admin')).toBe(false);
      expect(canTransition('admin', role)).toBe(role === 'blacklist');
    }
  });
});

describe('roleChangeRefusal', () => {
  it.each(everyPair)('%s → %s allowed: %s, else 400 naming both roles', (from, to, expected) => {
    const refusal = roleChangeRefusal(admin, account(from), to, 'exilestreamer');
    expect(refusal).toEqual(expected ? null : { status: 400, error: refusedTransition(from, to) });
  });

  it('words a refused transition in French with both roles', () => {
    expect(refusedTransition('twitch', 'user')).toBe(
      'Changement de rôle refusé : un compte « twitch » ne peut pas devenir « user »',
    );
  });

  it.each<[string, Role]>([
    ['an allowed change', 'blacklist'],
    ['a refused change', 'twitch'],
  ])('refuses any change of one’s own role with 403 (%s)', (_name, to) => {
    expect(roleChangeRefusal({ id: 7 }, account('user'), to, 'exilestreamer')).toEqual({
      status: 403,
      error: OWN_ROLE,
    });
  });

  it.each<[Role, Role]>([
    ['admin', 'blacklist'],
    ['admin', 'user'],
    ['createur', 'blacklist'],
    ['user', 'createur'],
  ])(
    'refuses changing the streamer with 403 (%s → %s), whatever the case of the login',
    (from, to) => {
      expect(roleChangeRefusal(admin, account(from, 'exilestreamer'), to, 'ExileStreamer')).toEqual(
        { status: 403, error: STREAMER_ROLE },
      );
    },
  );
});

describe('allowedRolesFor', () => {
  it.each<[Role, Role[]]>([
    ['user', ['createur', 'blacklist']],
    ['createur', ['twitch', 'user', 'blacklist']],
    ['twitch', ['createur', 'blacklist']],
    ['blacklist', ['user']],
    ['admin', ['blacklist']],
  ])('offers a %s account exactly %j', (role, expected) => {
    expect(allowedRolesFor(admin, account(role), 'exilestreamer')).toEqual(expected);
    expect(expected.every((to) => canTransition(role, to))).toBe(true);
  });

  it('offers nothing on one’s own row nor on the streamer’s', () => {
    expect(allowedRolesFor({ id: 7 }, account('user'), 'exilestreamer')).toEqual([]);
    expect(allowedRolesFor({ id: 7 }, account('admin'), 'exilestreamer')).toEqual([]);
    expect(allowedRolesFor(admin, account('createur', 'exilestreamer'), 'exilestreamer')).toEqual(
      [],
    );
    expect(allowedRolesFor(admin, account('admin', 'exilestreamer'), 'ExileStreamer')).toEqual([]);
  });
});
