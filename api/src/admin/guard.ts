import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../platform/http/httpError.js';
import { sessionUser } from '../accounts/plugin.js';
import { hasAdminAccess } from '../accounts/users/adminAccess.js';

/** The admin page's own refusal text (spec, « Accès Refusé »). */
export const ADMIN_ONLY = "Vous n'avez pas les droits d'administration nécessaires.";

/**
 * preValidation for everything under /api/admin: a signed-in account (401 otherwise), with
 * role admin or the streamer's login as the database has them now (403 otherwise).
 */
export function adminGuard(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    await app.requireUser(request);
    if (!hasAdminAccess(sessionUser(request), app.config.twitch.streamerLogin)) {
      throw new HttpError(403, ADMIN_ONLY);
    }
  };
}
