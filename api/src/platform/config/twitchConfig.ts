import { envDefault, type EnvName } from './env.js';
import { STANDIN_CLIENT_ID, STANDIN_CLIENT_SECRET, STANDIN_PREFIX } from './twitchStandIn.js';

const REAL_AUTH_URL = envDefault('TWITCH_AUTH_URL');
const REAL_HELIX_URL = envDefault('TWITCH_HELIX_URL');
/** Twitch logins: letters, digits and underscores, at most 25 characters. */
const LOGIN = /^[a-z0-9_]{1,25}$/;

export interface TwitchConfig {
  /** The local stand-in is mounted and used: no TWITCH_CLIENT_ID, and not in production. */
  standIn: boolean;
  clientId: string;
  clientSecret: string;
  /** Base of the authorize page, as the browser reaches it. */
  authorizeUrl: string;
  /**
   * Base of token, validate and revoke, as this server reaches it. Undefined: the stand-in
   * mounted on this very server, through the loopback address of its listening socket, so
   * PUBLIC_URL need not be reachable from the server.
   */
  authUrl: string | undefined;
  /** Base of Helix; undefined as for `authUrl`. */
  helixUrl: string | undefined;
  /** Lowercase; the streamer whose channel subscriptions are checked, always an admin. */
  streamerLogin: string;
  /** Lowercase; also admins at every sign-in. */
  adminLogins: string[];
}

interface Reader {
  read(name: EnvName): string | undefined;
  url(name: EnvName): string;
  problems: string[];
}

function login(value: string, name: EnvName, problems: string[]): string {
  const lower = value.toLowerCase();
  if (!LOGIN.test(lower))
    problems.push(`${name} must hold Twitch logins (a-z, 0-9, _), got "${value}"`);
  return lower;
}

/** Reads the TWITCH_* variables, STREAMER_LOGIN and ADMIN_LOGINS. */
export function readTwitchConfig(
  { read, url, problems }: Reader,
  { production, publicUrl }: { production: boolean; publicUrl: string },
): TwitchConfig {
  const clientId = read('TWITCH_CLIENT_ID');
  const clientSecret = read('TWITCH_CLIENT_SECRET');
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    problems.push('TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET must be set together');
  } else if (production && clientId === undefined) {
    problems.push(
      'TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET are required when NODE_ENV=production ' +
        '(the local Twitch stand-in never runs in production)',
    );
  }
  const standIn = clientId === undefined && !production;
  const explicitAuth = read('TWITCH_AUTH_URL');
  const authUrl = explicitAuth === undefined ? undefined : url('TWITCH_AUTH_URL');
  const helixUrl = read('TWITCH_HELIX_URL') === undefined ? undefined : url('TWITCH_HELIX_URL');

  return {
    standIn,
    clientId: clientId ?? STANDIN_CLIENT_ID,
    clientSecret: clientSecret ?? STANDIN_CLIENT_SECRET,
    authorizeUrl: authUrl ?? (standIn ? `${publicUrl}${STANDIN_PREFIX}/oauth2` : REAL_AUTH_URL),
    authUrl: authUrl ?? (standIn ? undefined : REAL_AUTH_URL),
    helixUrl: helixUrl ?? (standIn ? undefined : REAL_HELIX_URL),
    streamerLogin: login(
      read('STREAMER_LOGIN') ?? envDefault('STREAMER_LOGIN'),
      'STREAMER_LOGIN',
      problems,
    ),
    adminLogins: (read('ADMIN_LOGINS') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name) => login(name, 'ADMIN_LOGINS', problems)),
  };
}
