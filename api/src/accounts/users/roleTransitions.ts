import type { Role } from './roles.js';

/**
 * The roles an admin may move an account between, from the spec's « Role changes »: promote
 * user → createur → twitch, demote back one step, blacklist anyone (another admin too: « any
 * role »), and let a blacklisted account back in as a plain user. Admin is never an end:
 * configuration and the database make admins, not this page. The browser draws its buttons from
 * `allowedRoles`, so this table is the only copy of the rules.
 */
export const ROLE_TRANSITIONS: Readonly<Record<Role, readonly Role[]>> = {
  user: ['createur', 'blacklist'],
  createur: ['twitch', 'user', 'blacklist'],
  twitch: ['createur', 'blacklist'],
  blacklist: ['user'],
  admin: ['blacklist'],
};

/**
 * @example canTransition('user', 'createur') // true
 * @example canTransition('user', 'twitch') // false
 */
export const canTransition = (from: Role, to: Role): boolean => ROLE_TRANSITIONS[from].includes(to);

/** An account as the rules need it. */
export interface RoleHolder {
  id: number;
  login: string;
  role: Role;
}

export const OWN_ROLE = 'Vous ne pouvez pas modifier votre propre rôle';
export const STREAMER_ROLE = 'Le rôle du streamer ne peut pas être modifié';
export const refusedTransition = (from: Role, to: Role) =>
  `Changement de rôle refusé : un compte « ${from} » ne peut pas devenir « ${to} »`;

export interface Refusal {
  status: 400 | 403;
  error: string;
}

/** Whether `target` is the streamer's account (logins are stored lowercase). */
const isStreamer = (target: RoleHolder, streamerLogin: string) =>
  target.login === streamerLogin.toLowerCase();

/**
 * Why `actor` may not give `target` the role `to`, or null when the change is allowed. Who is
 * touched comes before what is asked: one's own role and the streamer's are never changed here
 * (403), whatever the transition.
 * @example roleChangeRefusal(admin, paul, 'createur', 'exilestreamer') // null
 */
export function roleChangeRefusal(
  actor: Pick<RoleHolder, 'id'>,
  target: RoleHolder,
  to: Role,
  streamerLogin: string,
): Refusal | null {
  if (actor.id === target.id) return { status: 403, error: OWN_ROLE };
  if (isStreamer(target, streamerLogin)) return { status: 403, error: STREAMER_ROLE };
  if (!canTransition(target.role, to)) {
    return { status: 400, error: refusedTransition(target.role, to) };
  }
  return null;
}

/**
 * The roles `actor` may give `target` now: what the admin page offers as buttons. Empty for
 * oneself and the streamer.
 * @example allowedRolesFor(admin, { id: 7, login: 'paul', role: 'user' }, 'exilestreamer') // ['createur', 'blacklist']
 */
export function allowedRolesFor(
  actor: Pick<RoleHolder, 'id'>,
  target: RoleHolder,
  streamerLogin: string,
): Role[] {
  if (actor.id === target.id || isStreamer(target, streamerLogin)) return [];
  return [...ROLE_TRANSITIONS[target.role]];
}
