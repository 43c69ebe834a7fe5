import { USER_KEY } from '../storageKeys';

export const ROLES = ['admin', 'createur', 'twitch', 'user', 'blacklist'] as const;
export type Role = (typeof ROLES)[number];

export const SESSION_STATUSES = ['valid', 'expired', 'no_token', 'no_db_user', 'limited'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export interface CurrentUser {
  id: number;
  username: string;
  role: Role;
  sessionStatus: SessionStatus;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((candidate) => candidate === value);
}

/** The user if `value` has every field with an allowed value; anything else is no user. */
export function toCurrentUser(value: unknown): CurrentUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, username, role, sessionStatus } = value as Record<string, unknown>;
  if (typeof id !== 'number' || typeof username !== 'string') return null;
  if (!isOneOf(ROLES, role) || !isOneOf(SESSION_STATUSES, sessionStatus)) return null;
  return { id, username, role, sessionStatus };
}

/** The user stored by an earlier visit, or null when missing, malformed or unreadable. */
export function readStoredUser(): CurrentUser | null {
  // A server renders as a signed-out visitor: no storage to read (Node 26's own only warns).
  if (typeof window === 'undefined') return null;
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw === null ? null : toCurrentUser(JSON.parse(raw));
  } catch {
    // Malformed JSON or storage that throws: the visitor starts anonymous.
    return null;
  }
}
