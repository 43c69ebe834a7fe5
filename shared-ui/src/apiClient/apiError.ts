import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

/** What every endpoint's `error` is: an HTTP status, or a transport failure kind. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  message: string;
}

export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion internet.';
export const TIMEOUT_ERROR_MESSAGE = 'Le serveur met trop de temps à répondre.';
export const PARSING_ERROR_MESSAGE = 'Réponse du serveur illisible.';
// HTTP/2 answers carry no status text; this stands in when the body has no `error` either.
const UNKNOWN_STATUS_TEXT = 'réponse inattendue du serveur';

function serverErrorField(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  return typeof data.error === 'string' && data.error !== '' ? data.error : undefined;
}

/**
 * The server's own French sentence when it gave one: people read 'Le titre est obligatoire', not
 * a status code. Only an answer without one (a proxy's page, a crash) falls back to
 * 'HTTP {status}: {text}'.
 */
function httpMessage(status: number, data: unknown, meta: FetchBaseQueryMeta | undefined) {
  const serverText = serverErrorField(data);
  if (serverText !== undefined) return serverText;
  return `HTTP ${status}: ${meta?.response?.statusText || UNKNOWN_STATUS_TEXT}`;
}

/** Turns fetchBaseQuery's error shapes into the `{ status, message }` components display. */
export function normaliseError(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'FETCH_ERROR', message: NETWORK_ERROR_MESSAGE };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT_ERROR', message: TIMEOUT_ERROR_MESSAGE };
    case 'PARSING_ERROR':
      // A proxy's HTML error page is an HTTP error, not a malformed answer from our API.
      return error.originalStatus >= 400
        ? { status: error.originalStatus, message: httpMessage(error.originalStatus, null, meta) }
        : { status: 'PARSING_ERROR', message: PARSING_ERROR_MESSAGE };
    case 'CUSTOM_ERROR':
      return { status: 'CUSTOM_ERROR', message: error.error };
    default:
      return { status: error.status, message: httpMessage(error.status, error.data, meta) };
  }
}

/**
 * A displayable message from anything a query, a mutation's `unwrap()` or a `catch` yields.
 *
 * @example errorMessage({ status: 404, message: 'Build non trouvé' }) // 'Build non trouvé'
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    if (typeof error.message === 'string') return error.message;
  }
  return 'Erreur inconnue';
}
