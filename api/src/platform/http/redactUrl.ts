/** Query parameters that carry credentials: our JWT on the sign-in return, OAuth codes. */
const SECRET_PARAMS = /([?&](?:token|code|state|access_token|refresh_token)=)[^&#]*/gi;

/**
 * The URL with credential values replaced, for logs: the sign-in return carries our JWT in its
 * query string, and a log line must not be enough to act as someone.
 * @example redactUrl('/auth/twitch/callback?token=eyJ...') // '/auth/twitch/callback?token=[redacted]'
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
