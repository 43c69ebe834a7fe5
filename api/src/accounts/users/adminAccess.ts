import type { Role } from './roles.js';

/**
 * Who passes the admin gate: role admin, or the streamer's own account whatever its stored role
 * (the spec lets the streamer's username in; compared case-insensitively).
 * @example hasAdminAccess({ role: 'user', login: 'exilestreamer' }, 'ExileStreamer') // true
 */
export function hasAdminAccess(user: { role: Role; login: string }, streamerLogin: string) {
  return user.role === 'admin' || user.login.toLowerCase() === streamerLogin.toLowerCase();
}

export const DELETE_SELF = 'Vous ne pouvez pas supprimer votre propre compte';
export const DELETE_STREAMER = 'Le compte du streamer ne peut pas être supprimé';
export const DELETE_ADMIN = 'Le compte d’un administrateur ne peut pas être supprimé';

/**
 * Why `actor` may not delete `target` (all 403), or null: never oneself, the streamer or another
 * admin, so the site always keeps the accounts that run it.
 * @example deletionRefusal({ id: 1 }, { id: 1, login: 'modo', role: 'admin' }, 'exilestreamer') // DELETE_SELF
 */
export function deletionRefusal(
  actor: { id: number },
  target: { id: number; login: string; role: Role },
  streamerLogin: string,
): string | null {
  if (actor.id === target.id) return DELETE_SELF;
  if (target.login.toLowerCase() === streamerLogin.toLowerCase()) return DELETE_STREAMER;
  if (target.role === 'admin') return DELETE_ADMIN;
  return null;
}
