import { clearToken, readToken, USER_KEY } from 'shared-ui';

export interface TokenPayload {
  id: number;
  role: string;
  exp: number;
}

/**
 * Reads our JWT's payload without verifying it: the browser cannot check the signature (the
 * server does on every request); it only needs to know whether the token is worth sending.
 * Returns null for anything malformed or expired.
 *
 * @example decodeToken(token, Date.now())?.role // 'admin'
 */
export function decodeToken(token: string, now: number): TokenPayload | null {
  const part = token.split('.')[1];
  if (token.split('.').length !== 3 || !part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const { id, role, exp } = JSON.parse(json) as Partial<TokenPayload>;
    if (typeof id !== 'number' || typeof role !== 'string' || typeof exp !== 'number') return null;
    return exp * 1000 > now ? { id, role, exp } : null;
  } catch {
    return null;
  }
}

/** An expired or malformed stored token is removed with the stored user: the visitor is anonymous. */
export function purgeStaleSession(now = Date.now()): void {
  const token = readToken();
  if (token !== null && decodeToken(token, now)) return;
  clearToken();
  try {
    localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable (private mode): there is nothing stored to remove.
  }
}
