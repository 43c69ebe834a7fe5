import { describe, expect, it } from 'vitest';
import { readSignInReturn } from './readSignInReturn';

describe('readSignInReturn', () => {
  it.each([
    ['', { kind: 'none' }],
    ['?token=abc', { kind: 'none' }],
    ['?auth=success', { kind: 'none' }],
    ['?token=abc&auth=success', { kind: 'success', token: 'abc' }],
    ['?auth=error&error=access_denied', { kind: 'error', message: 'access_denied' }],
    [
      '?auth=error&error=invalid_state&error_description=Requ%C3%AAte+expir%C3%A9e',
      { kind: 'error', message: 'Requête expirée' },
    ],
    ['?auth=error', { kind: 'error', message: 'erreur inconnue' }],
  ] as const)('reads %j', (search, expected) => {
    expect(readSignInReturn(search)).toEqual(expected);
  });
});
