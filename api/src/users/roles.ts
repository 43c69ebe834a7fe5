export const ROLES = ['admin', 'createur', 'twitch', 'user', 'blacklist'] as const;
export type Role = (typeof ROLES)[number];

/** Roles allowed to post (comments, replies): everyone signed in except the blacklist. */
export const POSTING_ROLES: readonly Role[] = ['admin', 'createur', 'twitch', 'user'];

export interface AdminLogins {
  /** Lowercase. */
  streamerLogin: string;
  /** Lowercase. */
  adminLogins: readonly string[];
}

/** The streamer and the ADMIN_LOGINS are admins by configuration. */
export function isConfiguredAdmin(login: string, admins: AdminLogins): boolean {
  const lower = login.toLowerCase();
  return lower === admins.streamerLogin || admins.adminLogins.includes(lower);
}

/**
 * The role a Twitch sign-in leaves the account with. Configuration is authoritative for its
 * admins (so the streamer can never be locked out by a mistaken demotion); everyone else keeps
 * the role an admin gave them, including the blacklist, and a first sign-in is a plain user.
 * @example roleAtSignIn('ExileStreamer', 'user', { streamerLogin: 'exilestreamer', adminLogins: [] }) // 'admin'
 */
export function roleAtSignIn(login: string, stored: Role | undefined, admins: AdminLogins): Role {
  if (isConfiguredAdmin(login, admins)) return 'admin';
  return stored ?? 'user';
}
