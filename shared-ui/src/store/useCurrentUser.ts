import { useHydrated } from '../hooks/useHydrated';
import type { CurrentUser } from './currentUser';
import { useAppSelector } from './hooks';
import { selectCurrentUser } from './sessionSlice';

/**
 * The signed-in visitor, for what a screen shows. Null while React takes over a page the server
 * rendered (for a signed-out visitor, since the session lives in this browser), so that the page
 * matches the server's HTML; the visitor's own view follows at once.
 */
export function useCurrentUser(): CurrentUser | null {
  const user = useAppSelector(selectCurrentUser);
  return useHydrated() ? user : null;
}
