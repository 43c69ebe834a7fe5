import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../platform/http/httpError.js';
import type { User } from '../accounts/users/userStore.js';

/** Who is reading or writing, as far as visibility and rights go. */
export interface Viewer {
  id: number;
  admin: boolean;
  blacklisted: boolean;
}

/** Who writes, with the name shown as the author of what they create. */
export interface Writer extends Viewer {
  displayName: string;
}

export const viewerOf = (user: User): Viewer => ({
  id: user.id,
  admin: user.role === 'admin',
  blacklisted: user.role === 'blacklist',
});

export const writerOf = (user: User): Writer => ({
  ...viewerOf(user),
  displayName: user.displayName,
});

/**
 * The signed-in reader of a public page, or null for an anonymous one. A token that is
 * invalid, expired or names a deleted account reads as anonymous rather than failing: public
 * content must stay readable while the browser notices its session ended (GET /api/auth/me).
 */
export async function optionalViewer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Viewer | null> {
  if (request.headers.authorization === undefined) return null;
  try {
    await app.authenticate(request);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401) return null;
    throw err;
  }
  const user = request.session?.user;
  return user ? viewerOf(user) : null;
}
