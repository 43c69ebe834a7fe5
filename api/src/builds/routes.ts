import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUILD_FIELD_LABELS } from '../platform/http/fieldLabels.js';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ContentIdParams, parseId } from '../content/listSchemas.js';
import { keptItems } from '../content/keptAnswers.js';
import { keptListAnswers } from './keptLists.js';
import { CREATOR_ROLES } from '../content/rights.js';
import { optionalViewer, viewerOf, writerOf } from '../content/viewer.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { sessionUser } from '../accounts/plugin.js';
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
  listBuilds,
  readBuild,
  listMainSkills,
  updateBuild,
  BUILD_NOT_FOUND,
} from './service.js';

/** What a reader sees depends on who signs the request: never shared between viewers. */
const privateAnswer = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');

/** JSON already written in the route's response shape: sent as is, never serialised again. */
const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/**
 * A list query as a cache key: its validated parameters (defaults applied) in a fixed order,
 * so `?limit=20&page=1` and `?page=1` are one answer.
 */
const queryKey = (query: object) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Builds: lists and reading for everyone (by visibility), writing for creators and owners. */
export const buildsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const kept = keptListAnswers(app);
  const keptBuilds = keptItems<Awaited<ReturnType<typeof readBuild>>>(app);

  app.get(
    '/api/builds',
    {
      schema: { querystring: BuildListQuery, response: { 200: BuildListSchema, 400: ErrorSchema } },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const viewer = await optionalViewer(app, request);
      const list = () => listBuilds(app.db, viewer, request.query, kept?.counts);
      // Only what everyone may see is shared: a signed-in viewer may also see their own.
      if (viewer !== null || kept === null) return list();
      return kept.anonymous.get(queryKey(request.query), list);
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
      const lang = request.query.lang ?? 'fr';
      const skills = () => listMainSkills(app.db, viewer, lang);
      if (viewer !== null || kept === null) return { skills: await skills() };
      return { skills: await kept.skills.get(lang, skills) };
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
      const viewer = await optionalViewer(app, request);
      const id = parseId(request.params.id, BUILD_NOT_FOUND);
      const read = () => readBuild(app.db, viewer, id);
      // What everyone may see is kept until the build, the catalogue naming its skill or the
      // prices of its estimate change.
      const build =
        viewer !== null || keptBuilds === null
          ? await read()
          : await keptBuilds.get(String(id), [`build:${id}`, 'game', 'prices'], read);
      // JSON text PostgreSQL wrote in the schema's shape is sent as is (see buildJson.ts).
      return typeof build === 'string' ? sendJsonText(reply, build) : build;
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
      const build = await createBuild(
        app.db,
        writerOf(sessionUser(request)),
        body,
        league,
        app.passiveTrees.load,
      );
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
        app.passiveTrees.load,
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
