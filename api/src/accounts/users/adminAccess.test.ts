import { describe, expect, it } from 'vitest';
import {
  DELETE_ADMIN,
  DELETE_SELF,
  DELETE_STREAMER,
  deletionRefusal,
  hasAdminAccess,
} from './adminAccess.js';
import type { Role } from './roles.js';

describe('hasAdminAccess', () => {
  it.each<[string, Role, string, boolean]>([
    ['an admin', 'admin', 'modo', true],
    ['the streamer with role admin', 'admin', 'exilestreamer', true],
    ['the streamer whatever the stored role', 'user', 'exilestreamer', true],
    ['the streamer, login in another case', 'createur', 'ExileStreamer', true],
    ['a creator', 'createur', 'marie_crea', false],
    ['a twitch member', 'twitch', 'lucas_live', false],
    ['a user', 'user', 'paul_joueur', false],
    ['a blacklisted account', 'blacklist', 'bob_banni', false],
    ['a login that only starts like the streamer’s', 'user', 'exilestreamer2', false],
  ])('%s: %s', (_name, role, login, expected) => {
    expect(hasAdminAccess({ role, login }, 'exilestreamer')).toBe(expected);
  });
});

describe('deletionRefusal', () => {
  const actor = { id: 1 };
  it.each<[string, { id: number; login: string; role: Role }, string | null]>([
    ['oneself', { id: 1, login: 'modo', role: 'admin' }, DELETE_SELF],
    ['the streamer', { id: 2, login: 'exilestreamer', role: 'admin' }, DELETE_STREAMER],
    ['the streamer even demoted', { id: 2, login: 'exilestreamer', role: 'user' }, DELETE_STREAMER],
    ['another admin', { id: 3, login: 'modo_deux', role: 'admin' }, DELETE_ADMIN],
    ['a user', { id: 4, login: 'paul_joueur', role: 'user' }, null],
    ['a creator', { id: 5, login: 'marie_crea', role: 'createur' }, null],
    ['a twitch member', { id: 6, login: 'lucas_live', role: 'twitch' }, null],
    ['a blacklisted account', { id: 7, login: 'bob_banni', role: 'blacklist' }, null],
  ])('%s', (_name, target, expected) => {
    expect(deletionRefusal(actor, target, 'ExileStreamer')).toBe(expected);
  });
});
