import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemChanges } from '../content/changeTags.js';
import { ContentIdParams, parseId } from '../content/listSchemas.js';
import { CREATOR_ROLES } from '../content/rights.js';
import { optionalViewer } from '../content/viewer.js';
import { ErrorSchema, SHARE_READ_ERRORS } from '../platform/http/schemas.js';
import { sessionUser } from '../accounts/plugin.js';
import { BUILD_NOT_FOUND } from '../builds/service.js';
import { BuildSchema } from '../builds/schemas.js';
import { viewerOf } from '../content/viewer.js';
import { exportBuild } from './export.js';
import {
  PobExportSchema,
  PobImportBody,
  PobImportSchema,
  PobUpdateReviewSchema,
} from './schemas.js';
import { importPob } from './service.js';
import { applyPobUpdate, reviewPobUpdate } from './updateService.js';

/**
 * `POST /api/pob/import`: a Path of Building code or share link read into a build's class,
 * gear, gems and tree link, for those who may create builds. Reads only; the author saves.
 * `GET /api/builds/:id/pob`: a build as a Path of Building code, for whoever may read it.
 * `POST /api/builds/:id/pob/review` then `/update`: a build brought up to date from a new code,
 * for its owner or an admin: what changes first, then the edit, written as any edit is.
 */
export const pobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/pob/import',
    {
      // Part of writing a build, and the server may fetch a share link for it. The import is
      // read back to its author alone: no shared answer shows it.
      config: { rateBucket: 'contentWrite', changes: { tags: [] } },
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
      return exportBuild(app, await optionalViewer(app, request), id);
    },
  );

  app.post(
    '/api/builds/:id/pob/review',
    {
      // What an update would change: nothing written.
      config: { rateBucket: 'contentWrite', changes: { tags: [] } },
      preValidation: app.requireUser,
      schema: {
        params: ContentIdParams,
        body: PobImportBody,
        response: { 200: PobUpdateReviewSchema, ...SHARE_READ_ERRORS },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, BUILD_NOT_FOUND);
      return reviewPobUpdate(app, viewerOf(sessionUser(request)), id, request.body);
    },
  );
  app.post(
    '/api/builds/:id/pob/update',
    {
      // An update from a new PoB code is an edit of the build.
      config: { rateBucket: 'contentWrite', changes: itemChanges('build') },
      preValidation: app.requireUser,
      schema: {
        params: ContentIdParams,
        body: PobImportBody,
        response: { 200: BuildSchema, ...SHARE_READ_ERRORS },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, BUILD_NOT_FOUND);
      return applyPobUpdate(app, viewerOf(sessionUser(request)), id, request.body);
    },
  );
};
