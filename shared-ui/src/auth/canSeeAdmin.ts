import type { CurrentUser } from '../store/currentUser';

/**
 * The Admin link and gate: role admin, or the streamer's own account (case-insensitive).
 *
 * @example canSeeAdmin({ username: 'ExileStreamer', role: 'user', ... }, 'exilestreamer') // true
 */
export function canSeeAdmin(user: CurrentUser | null, streamerLogin: string | undefined): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return streamerLogin !== undefined && user.username.toLowerCase() === streamerLogin.toLowerCase();
}
