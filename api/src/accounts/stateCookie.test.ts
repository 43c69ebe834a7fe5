import { describe, expect, it } from 'vitest';
import { newState, sameState, stateCookieOptions } from './stateCookie.js';

describe('the OAuth state', () => {
  it('is 32 random bytes, different every time', () => {
    const state = newState();
    expect(Buffer.from(state, 'base64url')).toHaveLength(32);
    expect(newState()).not.toBe(state);
  });

  it.each([
    ['the same state', 'abc', 'abc', true],
    ['another state', 'abc', 'abd', false],
    ['a prefix', 'abc', 'ab', false],
    ['no cookie', undefined, 'abc', false],
    ['no state in the answer', 'abc', undefined, false],
    ['two empty values', '', '', false],
  ])('compares %s', (_name, expected, received, same) => {
    expect(sameState(expected, received)).toBe(same);
  });

  it('is a Secure cookie only on an https site', () => {
    expect(stateCookieOptions('http://localhost:8080').secure).toBe(false);
    expect(stateCookieOptions('https://poe.example')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/auth/twitch',
      maxAge: 600,
      secure: true,
    });
  });
});
