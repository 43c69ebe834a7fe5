import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError } from './httpError.js';
import { validationMessage } from './validationMessage.js';
import './routeConfig.js';

export const NOT_FOUND_MESSAGE = 'Ressource introuvable';
export const INTERNAL_ERROR_MESSAGE = 'Erreur interne du serveur';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible, réessayez dans quelques instants';
/** Seconds a client is told to wait after a database outage answer. */
const UNAVAILABLE_RETRY_AFTER = 5;

/** Messages for the errors Fastify itself raises while reading a request. */
const byCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Corps de requête JSON invalide',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corps de requête JSON invalide',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Corps de requête trop volumineux',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'En-tête Content-Length invalide',
};

/** Fallbacks for other client errors raised by Fastify or a plugin, whose text is English. */
const byStatus: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Authentification requise',
  403: 'Accès refusé',
  404: NOT_FOUND_MESSAGE,
  405: 'Méthode non autorisée',
  406: 'Format de réponse non disponible',
  413: 'Corps de requête trop volumineux',
  415: 'Type de contenu non pris en charge',
  429: 'Trop de requêtes, réessayez plus tard',
};

function toResponse(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error.validation) {
    // A form's route names its fields with the form's labels (its route's config.fieldLabels).
    const labels = request.routeOptions.config.fieldLabels;
    return {
      status: 400,
      message: validationMessage(error.validation, error.validationContext, labels),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, message: byCode[error.code] ?? byStatus[status] ?? 'Requête invalide' };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE };
  return { status: 500, message: INTERNAL_ERROR_MESSAGE };
}

/** Errors the router raises before any route (or our error handler) is chosen. */
const routerErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'Adresse invalide' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'Adresse trop longue' },
};

/**
 * Fastify's `frameworkErrors` option: an unreadable address (bad percent-encoding, a path
 * segment over the length limit) answers our JSON `{ error }` in French, not Fastify's English.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = routerErrors[error.code] ?? { status: 400, message: 'Requête invalide' };
  request.log.info({ code: error.code, statusCode: known.status }, known.message);
  return reply.code(known.status).send({ error: known.message });
}

/** Every error, including unknown routes, leaves as JSON `{ error }` with a French message. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = toResponse(error, request);
      if (status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER));
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // A client mistake needs no stack trace in the logs, only what was wrong.
      else
        request.log.info({ code: error.code, statusCode: status, reason: error.message }, message);
      return reply.code(status).send({ error: message });
    });

    app.setNotFoundHandler((_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({ error: NOT_FOUND_MESSAGE }),
    );
  },
  { name: 'errors' },
);
