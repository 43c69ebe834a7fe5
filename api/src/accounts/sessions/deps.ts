import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionDeps } from './freshTokens.js';

/** What the session services need, taken from the app, logging under the request. */
export function sessionDeps(app: FastifyInstance, log: FastifyBaseLogger): SessionDeps {
  return { db: app.db, twitch: app.twitch, cipher: app.tokenCipher, log };
}
