import { TOKEN_KEY } from '../storageKeys';

// Storage access can throw (privacy modes, sandboxed frames); the visitor is then anonymous.

export function readToken(): string | null {
  // A server renders as a signed-out visitor: no storage to read (Node 26's own only warns).
  if (typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored can be read back either, so there is nothing left to clear.
  }
}
