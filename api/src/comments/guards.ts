import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../platform/http/httpError.js';
import { AUTH_REQUIRED, FORBIDDEN, sessionUser } from '../accounts/plugin.js';
import { POSTING_ROLES } from '../accounts/users/roles.js';

export const TOKEN_MISSING = "Token d'authentification manquant";
export const FORUM_RESTRICTED =
  'Votre compte a été restreint. Vous ne pouvez plus participer aux discussions.';

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * The auth plugin's guards, answering the discussion's own messages (the browser shows them as
 * they are): a missing token and a restricted account are worded by the spec.
 */
export function forumGuards(app: FastifyInstance) {
  const signedIn: Guard = async (request) => {
    try {
      await app.requireUser(request);
    } catch (err) {
      if (err instanceof HttpError && err.message === AUTH_REQUIRED) {
        throw new HttpError(401, TOKEN_MISSING);
      }
      throw err;
    }
  };
  /** Role as stored now: a blacklisting takes effect on the next post, whatever the token says. */
  const poster: Guard = async (request) => {
    await signedIn(request);
    if (!POSTING_ROLES.includes(sessionUser(request).role)) {
      throw new HttpError(403, FORUM_RESTRICTED);
    }
  };
  const admin: Guard = async (request) => {
    await signedIn(request);
    const { role } = sessionUser(request);
    if (role === 'admin') return;
    throw new HttpError(403, role === 'blacklist' ? FORUM_RESTRICTED : FORBIDDEN);
  };
  return { signedIn, poster, admin };
}
