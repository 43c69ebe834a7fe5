/**
 * The origins the remotes' entries are configured on (REMOTE_*_URL), leaving out paths on this
 * server, which `'self'` already covers.
 * @example remoteOrigins(['/remotes/reader/remoteEntry.js', 'https://cdn.example/a/remoteEntry.js']) // ['https://cdn.example']
 */
export function remoteOrigins(entries: readonly string[]): string[] {
  const origins = entries
    .filter((entry) => /^https?:\/\//i.test(entry))
    .map((entry) => new URL(entry).origin);
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of every answer, directive by directive (as helmet
 * takes it): scripts only from this origin and the remotes' origins, nothing inline, never
 * framed.
 * @example contentSecurityPolicy([])['script-src'] // ["'self'"]
 */
export function contentSecurityPolicy(origins: readonly string[]): Record<string, string[]> {
  const withRemotes = ["'self'", ...origins];
  return {
    'default-src': ["'self'"],
    'script-src': withRemotes,
    // styled-components injects its rules in <style> tags at run time, and the stored rich text
    // keeps a few style attributes (alignment, colours): both need 'unsafe-inline' for styles.
    // Scripts stay strict, which is what the policy is for.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for small inline icons, blob: for the editor's preview of a picture not yet
    // uploaded, https: for Twitch avatars and the pictures of news items hosted elsewhere.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Module Federation may fetch a remote's files (manifest, chunks) from its origin.
    'connect-src': withRemotes,
    // The offline worker (sw.js) and the web app manifest: this origin's own files only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** One year, subdomains included: only sent in production, where the site is served over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = { maxAge: 31_536_000, includeSubDomains: true };
