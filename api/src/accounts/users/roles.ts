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
 * The role a Twitch sign-in leaves the account with. The streamer is always admin (never locked
 * out, and nobody can blacklist them). An ADMIN_LOGINS account is admin again after a mistaken
 * demotion, but a blacklisting by another admin wins over configuration: otherwise signing in
 * again would undo it. Everyone else keeps the role an admin gave them, and a first sign-in is a
 * plain user.
 * @example roleAtSignIn('ExileStreamer', 'user', { streamerLogin: 'exilestreamer', adminLogins: [] }) // 'admin'
 * @example roleAtSignIn('modo', 'blacklist', { streamerLogin: 'exilestreamer', adminLogins: ['modo'] }) // 'blacklist'
 */
export function roleAtSignIn(login: string, stored: Role | undefined, admins: AdminLogins): Role {
  if (login.toLowerCase() === admins.streamerLogin) return 'admin';
  if (stored === 'blacklist') return 'blacklist';
  if (isConfiguredAdmin(login, admins)) return 'admin';
  return stored ?? 'user';
}
