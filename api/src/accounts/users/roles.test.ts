import { describe, expect, it } from 'vitest';
import { roleAtSignIn, type Role } from './roles.js';

const admins = { streamerLogin: 'exilestreamer', adminLogins: ['modo_un', 'modo_deux'] };

describe('roleAtSignIn', () => {
  it.each<[string, string, Role | undefined, Role]>([
    ['a first sign-in is a plain user', 'paul_joueur', undefined, 'user'],
    ['the streamer is admin at the first sign-in', 'exilestreamer', undefined, 'admin'],
    ['the streamer login matches whatever its case', 'ExileStreamer', undefined, 'admin'],
    ['an ADMIN_LOGINS login is admin', 'Modo_Deux', undefined, 'admin'],
    ['a configured admin demoted by mistake is admin again', 'modo_un', 'user', 'admin'],
    ['a promoted creator keeps the role', 'marie_crea', 'createur', 'createur'],
    ['a blacklisted user stays blacklisted', 'bob_banni', 'blacklist', 'blacklist'],
    ['an admin promoted in the site stays admin', 'ancien_modo', 'admin', 'admin'],
    [
      'an ADMIN_LOGINS account blacklisted by an admin stays blacklisted',
      'Modo_Un',
      'blacklist',
      'blacklist',
    ],
    ['the streamer is admin even if stored blacklisted', 'exilestreamer', 'blacklist', 'admin'],
  ])('%s', (_name, login, stored, expected) => {
    expect(roleAtSignIn(login, stored, admins)).toBe(expected);
  });

  it('matches whole logins only', () => {
    expect(roleAtSignIn('exilestreamer2', undefined, admins)).toBe('user');
    expect(roleAtSignIn('modo', undefined, admins)).toBe('user');
  });
});
