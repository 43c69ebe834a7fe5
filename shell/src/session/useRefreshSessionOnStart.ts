import { useEffect, useRef } from 'react';
import { selectCurrentUser, useAppDispatch, useAppSelector } from 'shared-ui';
import { refreshCurrentUser } from '../auth/completeSignIn';

/**
 * A stored user may be stale (role changed, Twitch token expired since the last visit): ask the
 * server once per page load, so the banner and the navigation show today's session.
 */
export function useRefreshSessionOnStart() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const done = useRef(false);
  useEffect(() => {
    if (!signedIn || done.current) return;
    done.current = true;
    void refreshCurrentUser(dispatch);
  }, [dispatch, signedIn]);
}
