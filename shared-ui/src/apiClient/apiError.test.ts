import { describe, expect, it } from 'vitest';
import { errorMessage } from './apiError';

describe('errorMessage', () => {
  it.each([
    ['an API error', { status: 404, message: 'Build non trouvé' }, 'Build non trouvé'],
    ['a thrown Error', new Error('boom'), 'boom'],
    ['a string', 'déjà un message', 'déjà un message'],
    ['undefined', undefined, 'Erreur inconnue'],
    ['an object without message', { status: 500 }, 'Erreur inconnue'],
  ])('reads %s', (_name, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
