import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  sessionKey,
  signSessionToken,
  sessionVerifier,
  type SessionClaims,
} from './sessionToken.js';
import { HttpError } from '../platform/http/httpError.js';
import { findUserById, type User } from './users/userStore.js';
import type { Role } from './users/roles.js';

/** A request's verified token and the account it names, read from the database just now. */
export interface Session {
  claims: SessionClaims;
  /** Null when the account was deleted after the token was issued. */
  user: User | null;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    issueSessionToken(user: Pick<User, 'id' | 'role'>): Promise<string>;
    /** preHandler: a valid token is required; its account may be gone (`session.user` null). */
    authenticate: Guard;
    /** preHandler: a valid token whose account exists. */
    requireUser: Guard;
    /** preHandler: an existing account whose role, as the database has it now, is one of these. */
    requireRole(...roles: Role[]): Guard;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export const AUTH_REQUIRED = 'Authentification requise';
export const INVALID_TOKEN = 'Jeton invalide ou expiré';
export const ACCOUNT_GONE = 'Compte introuvable : veuillez vous reconnecter';
export const RESTRICTED = 'Compte restreint';
export const FORBIDDEN = 'Accès refusé : droits insuffisants';

/** The signed-in account of a request that passed `requireUser` or `requireRole`. */
export function sessionUser(request: FastifyRequest): User {
  const user = request.session?.user;
  if (!user) throw new HttpError(401, AUTH_REQUIRED);
  return user;
}

/**
 * Our own session tokens (JWT, HS256 only, `Authorization: Bearer`). Every guarded request
 * reloads the account, and permissions use the role stored now, not the one in the token: a
 * demotion or a blacklisting takes effect at once, and a deleted account loses access.
 */
export const authPlugin = fp(
  async (app) => {
    const key = sessionKey(app.config.jwtSecret);
    const verifyToken = sessionVerifier(key);
    app.decorateRequest('session', null);
    app.decorate('issueSessionToken', (user: Pick<User, 'id' | 'role'>) =>
      signSessionToken({ id: user.id, role: user.role }, key, app.config.jwtTtlSeconds),
    );

    const authenticate: Guard = async (request) => {
      const [scheme, token, extra] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) {
        throw new HttpError(401, AUTH_REQUIRED);
      }
      const claims = await verifyToken(token);
      if (!claims) throw new HttpError(401, INVALID_TOKEN);
      request.session = { claims, user: await findUserById(app.db, claims.id) };
    };
    const requireUser: Guard = async (request) => {
      await authenticate(request);
      if (!request.session?.user) throw new HttpError(401, ACCOUNT_GONE);
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: Role[]): Guard => async (request) => {
      await requireUser(request);
      const { role } = sessionUser(request);
      if (roles.includes(role)) return;
      throw new HttpError(403, role === 'blacklist' ? RESTRICTED : FORBIDDEN);
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
