import { createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../apiClient/baseApi';
import { clearToken } from '../apiClient/tokenStorage';
import { ACCOUNT_ANSWERS_CACHE, USER_KEY } from '../storageKeys';
import { selectCurrentUser, userSignedIn, userSignedOut, type SessionState } from './sessionSlice';

/** Empties the answers the service worker kept for the account (absent without a worker). */
function forgetAccountAnswers(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(ACCOUNT_ANSWERS_CACHE).catch(() => undefined);
}

/**
 * Keeps localStorage in step with the session, so reducers stay pure and a reload (the language
 * toggle reloads) finds the same user. Signing out also drops the token and every cached answer
 * (the service worker's kept copies included), which may hold content only the signed-in user
 * could see.
 */
export function createSessionPersistence() {
  const listener = createListenerMiddleware();

  listener.startListening({
    actionCreator: userSignedIn,
    effect: (action, api) => {
      localStorage.setItem(USER_KEY, JSON.stringify(action.payload));
      // The same account refreshed keeps what was kept for it; another account starts empty.
      const before = selectCurrentUser(api.getOriginalState() as { session: SessionState });
      if (before?.id !== action.payload.id) forgetAccountAnswers();
    },
  });

  listener.startListening({
    actionCreator: userSignedOut,
    effect: (_action, api) => {
      localStorage.removeItem(USER_KEY);
      clearToken();
      forgetAccountAnswers();
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  return listener.middleware;
}
