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

/** How a sign-in return ended: signed in, refused (not this browser's sign-in), or failed. */
export type SignInOutcome = 'signedIn' | 'refused' | 'failed';

/**
 * Asks the server whether this browser started the sign-in that produced `token`; only then
 * stores the token, fetches the user with it and stores the user. A refused or failed
 * confirmation leaves the storage as it was (a previous session included); a failed fetch of
 * the user removes the new token again (and is logged): the visitor stays anonymous.
 */
export async function completeSignIn(token: string, dispatch: AppDispatch): Promise<SignInOutcome> {
  try {
    await dispatch(authApi.endpoints.confirmSignIn.initiate(token)).unwrap();
  } catch (error) {
    if ((error as Partial<ApiError>).status === 403) return 'refused';
    console.error('Impossible de confirmer la connexion', error);
    return 'failed';
  }
  storeToken(token);
  try {
    dispatch(userSignedIn(await fetchCurrentUser(dispatch)));
    return 'signedIn';
  } catch (error) {
    console.error('Impossible de récupérer l’utilisateur connecté', error);
    clearToken();
    return 'failed';
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
