import { createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../apiClient/baseApi';
import { clearToken } from '../apiClient/tokenStorage';
import { USER_KEY } from '../storageKeys';
import { userSignedIn, userSignedOut } from './sessionSlice';

/**
 * Keeps localStorage in step with the session, so reducers stay pure and a reload (the language
 * toggle reloads) finds the same user. Signing out also drops the token and every cached answer,
 * which may hold content only the signed-in user could see.
 */
export function createSessionPersistence() {
  const listener = createListenerMiddleware();

  listener.startListening({
    actionCreator: userSignedIn,
    effect: (action) => {
      localStorage.setItem(USER_KEY, JSON.stringify(action.payload));
    },
  });

  listener.startListening({
    actionCreator: userSignedOut,
    effect: (_action, api) => {
      localStorage.removeItem(USER_KEY);
      clearToken();
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  return listener.middleware;
}
