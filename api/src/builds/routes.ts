import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AnonymousKind } from '../content/anonymousItems.js';
import { contentItemRoutes, contentListRoute, privateAnswer } from '../content/routes.js';
import { BUILD_FIELD_LABELS } from './fieldLabels.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { optionalViewer } from '../content/viewer.js';
import { cachedListAnswers } from './cachedLists.js';
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
  withdrawBuildEdit,
  listBuilds,
  readBuild,
  listMainSkills,
  updateBuild,
  BUILD_NOT_FOUND,
} from './service.js';

/**
 * A build as signed-out readers see it (the answer kept in its row, see publicAnswer.ts), kept
 * in memory until the build, the catalogue naming its skill or the prices of its estimate change.
 */
export const anonymousBuild = (app: FastifyInstance): AnonymousKind => ({
  read: (id) => readBuild(app.db, null, id),
  tags: (id) => [`build:${id}`, 'game', 'prices'],
});

/**
 * Builds: lists and reading for everyone (by visibility), writing for creators and owners, as
 * every kind of content (`contentItemRoutes`); a build also has its main skills' list, a
 * league by default and passive trees read when it is written.
 */
export const buildsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = cachedListAnswers(app);

  contentListRoute(app, '/api/builds', {
    querystring: BuildListQuery,
    answer: BuildListSchema,
    list: (viewer, query) =>
      listBuilds(app.db, viewer, query, cache?.counts, app.league.current().gameVersion),
    cache: cache?.anonymous ?? null,
    // `up_to_date` follows the version the site follows, which may change while it runs.
    keyExtra: () => app.league.current().gameVersion,
  });

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
      if (viewer !== null || cache === null) return { skills: await skills() };
      return { skills: await cache.skills.get(lang, skills) };
    },
  );

  contentItemRoutes(app, {
    path: '/api/builds',
    notFound: BUILD_NOT_FOUND,
    tagKind: 'build',
    fieldLabels: BUILD_FIELD_LABELS,
    schemas: { item: BuildSchema, create: BuildCreateBody, update: BuildUpdateBody },
    read: (viewer, id) => readBuild(app.db, viewer, id),
    anonymous: app.anonymous.build,
    create: (writer, body) => {
      // The followed league unless the author picked another (found, or POE_LEAGUE).
      const { league, gameVersion } = app.league.current();
      const input = { league, game_version: gameVersion, ...body };
      return createBuild(app.db, writer, input, league, app.passiveTrees.load);
    },
    update: (viewer, id, body) =>
      updateBuild(app.db, viewer, id, body, app.league.current().league, app.passiveTrees.load),
    remove: (viewer, id) => deleteBuild(app.db, viewer, id),
    withdrawEdit: (viewer, id) => withdrawBuildEdit(app.db, viewer, id),
  });
};
