import {
  clearToken,
  storeToken,
  toCurrentUser,
  userSignedIn,
  userSignedOut,
  type ApiError,
  type AppDispatch,
} from 'shared-ui';
import { authApi } from './authApi';

async function fetchCurrentUser(dispatch: AppDispatch) {
  const answer = await dispatch(
    authApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }),
  ).unwrap();
  const user = toCurrentUser(answer);
  if (!user) throw new Error('Réponse /api/auth/me inattendue');
  return user;
}

/**
 * Stores the token from the sign-in return, fetches the user with it and stores the user.
 * A failed fetch removes the token again (and is logged): the visitor stays anonymous.
 */
export async function completeSignIn(token: string, dispatch: AppDispatch): Promise<boolean> {
  storeToken(token);
  try {
    dispatch(userSignedIn(await fetchCurrentUser(dispatch)));
    return true;
  } catch (error) {
    console.error('Impossible de récupérer l’utilisateur connecté', error);
    clearToken();
    return false;
  }
}

/**
 * Refreshes the stored user (role, session status) from the server. Only a 401 signs the visitor
 * out; a server that is briefly unreachable keeps the stored session.
 */
export async function refreshCurrentUser(dispatch: AppDispatch): Promise<void> {
  try {
    dispatch(userSignedIn(await fetchCurrentUser(dispatch)));
  } catch (error) {
    if ((error as Partial<ApiError>).status === 401) dispatch(userSignedOut());
    else console.error('Impossible de rafraîchir l’utilisateur connecté', error);
  }
}
