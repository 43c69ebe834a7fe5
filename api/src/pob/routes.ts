import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContentIdParams, parseId } from '../content/listSchemas.js';
import { CREATOR_ROLES } from '../content/rights.js';
import { optionalViewer } from '../content/viewer.js';
import { ErrorSchema, SHARE_READ_ERRORS } from '../platform/http/schemas.js';
import { BUILD_NOT_FOUND } from '../builds/service.js';
import { exportBuild } from './export.js';
import { PobExportSchema, PobImportBody, PobImportSchema } from './schemas.js';
import { importPob } from './service.js';

/**
 * `POST /api/pob/import`: a Path of Building code or share link read into a build's class,
 * gear, gems and tree link, for those who may create builds. Reads only; the author saves.
 * `GET /api/builds/:id/pob`: a build as a Path of Building code, for whoever may read it.
 */
export const pobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/pob/import',
    {
      // Guards before validation: a stranger learns nothing of the body's rules.
      preValidation: app.requireRole(...CREATOR_ROLES),
      schema: { body: PobImportBody, response: { 200: PobImportSchema, ...SHARE_READ_ERRORS } },
    },
    async (request) => importPob(app, request.body),
  );
  app.get(
    '/api/builds/:id/pob',
    {
      schema: {
        params: ContentIdParams,
        response: { 200: PobExportSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Who asks decides what is readable, as for the build itself: never a shared answer.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      const id = parseId(request.params.id, BUILD_NOT_FOUND);
      return exportBuild(app.db, await optionalViewer(app, request), id);
    },
  );
};
