import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUILD_FIELD_LABELS } from '../../http/fieldLabels.js';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ContentIdParams, parseId } from '../../content/listSchemas.js';
import { CREATOR_ROLES } from '../../content/rights.js';
import { optionalViewer, viewerOf, writerOf } from '../../content/viewer.js';
import { ErrorSchema } from '../../http/schemas.js';
import { sessionUser } from '../../plugins/auth.js';
import {
  BuildCreateBody,
  BuildListQuery,
  BuildListSchema,
  BuildSchema,
  BuildUpdateBody,
  MainSkillsQuery,
  MainSkillsSchema,
} from './schemas.js';
import {
  createBuild,
  deleteBuild,
  getBuild,
  listBuilds,
  listMainSkills,
  updateBuild,
  BUILD_NOT_FOUND,
} from './service.js';

/** What a reader sees depends on who signs the request: never shared between viewers. */
const privateAnswer = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** Builds: lists and reading for everyone (by visibility), writing for creators and owners. */
export const buildsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/builds',
    {
      schema: { querystring: BuildListQuery, response: { 200: BuildListSchema, 400: ErrorSchema } },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return listBuilds(app.db, await optionalViewer(app, request), request.query);
    },
  );

  app.get(
    '/api/builds/main-skills',
    {
      schema: {
        querystring: MainSkillsQuery,
        response: { 200: MainSkillsSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const viewer = await optionalViewer(app, request);
      return { skills: await listMainSkills(app.db, viewer, request.query.lang ?? 'fr') };
    },
  );

  app.get(
    '/api/builds/:id',
    {
      schema: {
        params: ContentIdParams,
        response: { 200: BuildSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return getBuild(
        app.db,
        await optionalViewer(app, request),
        parseId(request.params.id, BUILD_NOT_FOUND),
      );
    },
  );

  // Guards run before validation, so a stranger learns nothing about the body's rules.
  app.post(
    '/api/builds',
    {
      config: { fieldLabels: BUILD_FIELD_LABELS },
      preValidation: app.requireRole(...CREATOR_ROLES),
      schema: { body: BuildCreateBody, response: { 201: BuildSchema, ...errors } },
    },
    async (request, reply) => {
      // The current league unless the author picked another (POE_LEAGUE, POE_GAME_VERSION).
      const { league, gameVersion } = app.config.upstreams;
      const body = { league, game_version: gameVersion, ...request.body };
      const build = await createBuild(app.db, writerOf(sessionUser(request)), body, league);
      return reply.code(201).send(build);
    },
  );

  app.put(
    '/api/builds/:id',
    {
      config: { fieldLabels: BUILD_FIELD_LABELS },
      preValidation: app.requireUser,
      schema: {
        params: ContentIdParams,
        body: BuildUpdateBody,
        response: { 200: BuildSchema, ...errors },
      },
    },
    async (request) =>
      updateBuild(
        app.db,
        viewerOf(sessionUser(request)),
        parseId(request.params.id, BUILD_NOT_FOUND),
        request.body,
        app.config.upstreams.league,
      ),
  );

  app.delete(
    '/api/builds/:id',
    {
      preValidation: app.requireUser,
      schema: { params: ContentIdParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await deleteBuild(
        app.db,
        viewerOf(sessionUser(request)),
        parseId(request.params.id, BUILD_NOT_FOUND),
      );
      return reply.code(204).send(null);
    },
  );
};
