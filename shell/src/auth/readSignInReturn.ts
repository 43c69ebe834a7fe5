export type SignInReturn =
  { kind: 'none' } | { kind: 'success'; token: string } | { kind: 'error'; message: string };

/**
 * What the address says about a sign-in that just ended: `?token=…&auth=success`, or
 * `?auth=error&error=…&error_description=…` (the description wins when present).
 *
 * @example readSignInReturn('?auth=error&error=access_denied') // { kind: 'error', message: 'access_denied' }
 */
export function readSignInReturn(search: string): SignInReturn {
  const params = new URLSearchParams(search);
  const auth = params.get('auth');
  const token = params.get('token');
  if (auth === 'success' && token) return { kind: 'success', token };
  if (auth === 'error') {
    const message = params.get('error_description') || params.get('error') || 'erreur inconnue';
    return { kind: 'error', message };
  }
  return { kind: 'none' };
}
