import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CREATOR_ROLES } from '../../content/rights.js';
import { ErrorSchema } from '../../http/schemas.js';
import { PobImportBody, PobImportSchema } from './schemas.js';
import { importPob } from './service.js';

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  413: ErrorSchema,
  429: ErrorSchema,
  502: ErrorSchema,
};

/**
 * `POST /api/pob/import`: a Path of Building code or share link read into a build's class,
 * gear, gems and tree link, for those who may create builds. Reads only; the author saves.
 */
export const pobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/pob/import',
    {
      // Guards before validation: a stranger learns nothing of the body's rules.
      preValidation: app.requireRole(...CREATOR_ROLES),
      schema: { body: PobImportBody, response: { 200: PobImportSchema, ...errors } },
    },
    async (request) => importPob(app, request.body),
  );
};
