import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './httpError.js';

export const NOT_FINITE_MESSAGE = 'Requête invalide : nombre hors limites';

/** True when `value` holds, at any depth, a number that is Infinity or NaN. */
export function holdsNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((v) => holdsNonFinite(v, depth + 1));
}

/**
 * Ajv coerces `"Infinity"` or `"1e309"` in a path or query (and `1e309` in JSON) to Infinity,
 * then skips `minimum` and `maximum` for numbers that are not finite, so an integer field with
 * bounds lets Infinity through to the SQL. Checked once for every route, after validation.
 */
export const finiteNumbersPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request: FastifyRequest) => {
      if ([request.params, request.query, request.body].some((part) => holdsNonFinite(part))) {
        throw new HttpError(400, NOT_FINITE_MESSAGE);
      }
    });
  },
  { name: 'finite-numbers' },
);
