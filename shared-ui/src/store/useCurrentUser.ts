import type { CurrentUser } from './currentUser';
import { useAppSelector } from './hooks';
import { selectCurrentUser } from './sessionSlice';

/**
 * The signed-in visitor, for what a screen shows. A page the server rendered (always signed out)
 * is taken over only by a signed-out visitor's browser (shell/src/main.tsx), so this matches it.
 */
export function useCurrentUser(): CurrentUser | null {
  return useAppSelector(selectCurrentUser);
}
