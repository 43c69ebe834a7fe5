import { dateFormat, type CurrentUser } from 'shared-ui';

/**
 * Delete shows to the author (matched on the user's id when the server sends it, else on the
 * name, as the earlier site did) and to admins. The server checks again on the id.
 */
export function canDelete(
  user: CurrentUser | null,
  post: { user_id: number | null; author_name: string },
): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return post.user_id !== null
    ? post.user_id === user.id
    : post.author_name.toLowerCase() === user.username.toLowerCase();
}

/** Dates in the French format: 22/11/2026 14:05. */
export const frenchDate = (iso: string) =>
  dateFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
