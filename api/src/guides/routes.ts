import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GUIDE_FIELD_LABELS } from '../platform/http/fieldLabels.js';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ContentIdParams, parseId } from '../content/listSchemas.js';
import { keptItems } from '../content/keptAnswers.js';
import { CREATOR_ROLES } from '../content/rights.js';
import { optionalViewer, viewerOf, writerOf } from '../content/viewer.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { sessionUser } from '../accounts/plugin.js';
import {
  GuideCreateBody,
  GuideListQuery,
  GuideListSchema,
  GuideSchema,
  GuideUpdateBody,
} from './schemas.js';
import {
  createGuide,
  deleteGuide,
  getGuide,
  listGuides,
  updateGuide,
  GUIDE_NOT_FOUND,
} from './service.js';

/** What a reader sees depends on who signs the request: never shared between viewers. */
const privateAnswer = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** Guides: lists and reading for everyone (by visibility), writing for creators and owners. */
export const guidesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keptGuides = keptItems<Awaited<ReturnType<typeof getGuide>>>(app);

  app.get(
    '/api/guides',
    {
      schema: { querystring: GuideListQuery, response: { 200: GuideListSchema, 400: ErrorSchema } },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return listGuides(app.db, await optionalViewer(app, request), request.query);
    },
  );

  app.get(
    '/api/guides/:id',
    {
      schema: {
        params: ContentIdParams,
        response: { 200: GuideSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const viewer = await optionalViewer(app, request);
      const id = parseId(request.params.id, GUIDE_NOT_FOUND);
      const read = () => getGuide(app.db, viewer, id);
      // What everyone may see is kept until the guide changes.
      if (viewer !== null || keptGuides === null) return read();
      return keptGuides.get(String(id), [`guide:${id}`], read);
    },
  );

  // Guards run before validation, so a stranger learns nothing about the body's rules.
  app.post(
    '/api/guides',
    {
      config: { fieldLabels: GUIDE_FIELD_LABELS },
      preValidation: app.requireRole(...CREATOR_ROLES),
      schema: { body: GuideCreateBody, response: { 201: GuideSchema, ...errors } },
    },
    async (request, reply) => {
      const guide = await createGuide(app.db, writerOf(sessionUser(request)), request.body);
      return reply.code(201).send(guide);
    },
  );

  app.put(
    '/api/guides/:id',
    {
      config: { fieldLabels: GUIDE_FIELD_LABELS },
      preValidation: app.requireUser,
      schema: {
        params: ContentIdParams,
        body: GuideUpdateBody,
        response: { 200: GuideSchema, ...errors },
      },
    },
    async (request) =>
      updateGuide(
        app.db,
        viewerOf(sessionUser(request)),
        parseId(request.params.id, GUIDE_NOT_FOUND),
        request.body,
      ),
  );

  app.delete(
    '/api/guides/:id',
    {
      preValidation: app.requireUser,
      schema: { params: ContentIdParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await deleteGuide(
        app.db,
        viewerOf(sessionUser(request)),
        parseId(request.params.id, GUIDE_NOT_FOUND),
      );
      return reply.code(204).send(null);
    },
  );
};
