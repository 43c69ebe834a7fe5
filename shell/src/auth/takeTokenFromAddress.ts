/**
 * Reads `token` from the address and removes it from the address bar and the history at once, so
 * it is never bookmarked, shared, or left in the back history.
 */
export function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token;
}
