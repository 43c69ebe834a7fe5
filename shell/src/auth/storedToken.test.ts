// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { decodeToken, purgeStaleSession } from './storedToken';

const now = Date.UTC(2026, 10, 22);
const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: unknown) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
const inOneHour = now / 1000 + 3600;

describe('decodeToken', () => {
  it('reads id, role and exp of a token that has not expired', () => {
    expect(decodeToken(jwt({ id: 4, role: 'admin', exp: inOneHour }), now)).toEqual({
      id: 4,
      role: 'admin',
      exp: inOneHour,
    });
  });

  it('reads payloads whose base64url uses - and _ and no padding', () => {
    const token = jwt({ id: 4, role: 'createur', exp: inOneHour, pad: '>>>???' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeToken(token, now)?.role).toBe('createur');
  });

  it.each([
    ['expired', jwt({ id: 4, role: 'user', exp: now / 1000 - 1 })],
    ['missing exp', jwt({ id: 4, role: 'user' })],
    ['string id', jwt({ id: '4', role: 'user', exp: inOneHour })],
    ['two parts', 'abc.def'],
    ['not base64 JSON', 'abc.%%%.def'],
    ['empty', ''],
  ])('rejects a token that is %s', (_case, token) => {
    expect(decodeToken(token, now)).toBeNull();
  });
});

describe('purgeStaleSession', () => {
  afterEach(() => localStorage.clear());

  it('removes an expired token and the stored user', () => {
    localStorage.setItem('jwtToken', jwt({ id: 1, role: 'user', exp: now / 1000 - 10 }));
    localStorage.setItem('currentUser', '{"id":1}');
    purgeStaleSession(now);
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('removes a stored user that has no token', () => {
    localStorage.setItem('currentUser', '{"id":1}');
    purgeStaleSession(now);
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('keeps a token that is still valid and its user', () => {
    const token = jwt({ id: 1, role: 'user', exp: inOneHour });
    localStorage.setItem('jwtToken', token);
    localStorage.setItem('currentUser', '{"id":1}');
    purgeStaleSession(now);
    expect(localStorage.getItem('jwtToken')).toBe(token);
    expect(localStorage.getItem('currentUser')).toBe('{"id":1}');
  });
});
