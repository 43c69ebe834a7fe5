import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, type ApiError, type SessionStatus } from 'shared-ui';
import { useReauthMutation } from '../auth/authApi';
import { refreshCurrentUser } from '../auth/completeSignIn';
import type { RenewalPhase } from './sessionBannerState';

/** The success message stays this long, then the banner hides. */
export const RENEWED_MESSAGE_MS = 3_000;

/**
 * Renews the Twitch session through the server: tried once automatically when the session is
 * expired, and again whenever the visitor asks.
 */
export function useSessionRenewal(status: SessionStatus | undefined) {
  const dispatch = useAppDispatch();
  const [reauth] = useReauthMutation();
  const [phase, setPhase] = useState<RenewalPhase>('idle');
  const triedAutomatically = useRef(false);

  const renew = useCallback(async () => {
    setPhase('renewing');
    try {
      const { success } = await reauth().unwrap();
      if (!success) {
        setPhase('failed');
        return;
      }
      await refreshCurrentUser(dispatch);
      setPhase('renewed');
    } catch (error) {
      console.error('Erreur lors de la reconnexion', error);
      // The server answered (Twitch refused, or was unreachable from it): the renewal failed.
      // No answer at all (network, time-out) is an error the visitor may retry.
      setPhase(typeof (error as Partial<ApiError>).status === 'number' ? 'failed' : 'error');
    }
  }, [dispatch, reauth]);

  useEffect(() => {
    if (status !== 'expired' || triedAutomatically.current) return;
    triedAutomatically.current = true;
    void renew();
  }, [status, renew]);

  useEffect(() => {
    if (phase !== 'renewed') return;
    const timer = setTimeout(() => setPhase('dismissed'), RENEWED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return { phase, renew };
}
