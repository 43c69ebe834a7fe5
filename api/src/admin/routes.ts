import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { itemTags } from '../content/changeTags.js';
import { parseId } from '../content/listSchemas.js';
import { EVERYTHING } from '../platform/changes/tags.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { JOB_KINDS } from '../jobs/index.js';
import { sessionUser } from '../accounts/plugin.js';
import { approveBuildEdit, BUILD_NOT_FOUND } from '../builds/service.js';
import { approveGuideEdit, GUIDE_NOT_FOUND } from '../guides/service.js';
import { deleteUser } from './deleteUser.js';
import { adminGuard } from './guard.js';
import { getJob, startJob, toJobJson } from './jobsService.js';
import { decide, listPending, type ApproveEdit, type Decision } from './moderationService.js';
import {
  DecidedSchema,
  DeletedSchema,
  JobAnswer,
  JobConflict,
  JobsAnswer,
  JobsQuery,
  MetricsSummarySchema,
  ModerationListSchema,
  ModerationParams,
  RoleBody,
  UserAnswer,
  UserIdParams,
  UsersPageSchema,
  UsersQuery,
} from './schemas.js';
import { staticGuideRoutes } from './staticGuides.js';
import { databaseAnswers, READY_TIMEOUT_MS } from '../platform/http/health/service.js';
import { summarize } from '../platform/metrics/summary.js';
import { leagueRoutes } from './league.js';
import { changeRole, listUsers, type AdminActor } from './usersService.js';

/**
 * The spec's maintenance calls are POSTs with a JSON header and no body; Fastify would refuse an
 * empty JSON body, so here (and only here: parsers are scoped to this plugin) it reads as none.
 */
function acceptEmptyJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
}

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const errors = { ...denied, 400: ErrorSchema, 404: ErrorSchema };

/**
 * The admin page's calls: accounts and their roles, moderation of builds and guides, and the
 * maintenance jobs. Everything here needs role admin or the streamer's account (`adminGuard`,
 * run before validation so a stranger learns nothing about the bodies' rules).
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', adminGuard(app));
  acceptEmptyJson(app);
  app.register(staticGuideRoutes);
  app.register(leagueRoutes);
  const actorOf = (request: FastifyRequest): AdminActor => ({
    id: sessionUser(request).id,
    streamerLogin: app.config.twitch.streamerLogin,
  });

  app.get(
    '/api/admin/users',
    { schema: { querystring: UsersQuery, response: { 200: UsersPageSchema, ...errors } } },
    async (request) => listUsers(app.db, actorOf(request), request.query),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { rateBucket: 'admin', changes: { tags: ['users'] } },
      schema: {
        params: UserIdParams,
        body: RoleBody,
        response: { 200: UserAnswer, ...errors },
      },
    },
    async (request) => ({
      user: await changeRole(app.db, actorOf(request), request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      // The account's builds, guides, comments and favourites go with it.
      config: { rateBucket: 'admin', changes: { tags: [EVERYTHING] } },
      schema: { params: UserIdParams, response: { 200: DeletedSchema, ...errors } },
    },
    async (request) => ({
      deleted: await deleteUser(app.db, actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/admin/moderation',
    { schema: { response: { 200: ModerationListSchema, ...denied } } },
    async () => listPending(app.db),
  );

  for (const decision of ['publish', 'refuse'] as const satisfies Decision[]) {
    app.post(
      `/api/admin/moderation/:kind/:id/${decision}`,
      {
        config: {
          rateBucket: 'admin',
          changes: {
            tags: ({ params }) => itemTags(params.kind === 'guide' ? 'guide' : 'build', params.id),
          },
        },
        schema: {
          params: ModerationParams,
          response: { 200: DecidedSchema, ...errors, 409: ErrorSchema },
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        const notFound = kind === 'build' ? BUILD_NOT_FOUND : GUIDE_NOT_FOUND;
        // An approved build's index columns are derived again, its estimate in the current league.
        const approveEdit: ApproveEdit =
          kind === 'build'
            ? (tx, buildId) => approveBuildEdit(tx, buildId, app.league.current().league)
            : approveGuideEdit;
        return { item: await decide(app.db, kind, parseId(id, notFound), decision, approveEdit) };
      },
    );
  }

  // One route per kind, named as the spec's maintenance calls; no body.
  for (const kind of JOB_KINDS) {
    app.post(
      `/api/admin/${kind}`,
      {
        // A job changes game data when it finishes, and publishes `game` then (see the job runner).
        config: { rateBucket: 'admin', changes: { tags: [] } },
        schema: { response: { 202: JobAnswer, ...denied, 409: JobConflict } },
      },
      async (_request, reply) => {
        const outcome = await startJob(app.jobs, kind);
        if (!outcome.started)
          return reply.code(409).send({ error: outcome.error, job: outcome.job });
        return reply.code(202).send({ job: outcome.job });
      },
    );
  }

  app.get(
    '/api/admin/jobs',
    { schema: { querystring: JobsQuery, response: { 200: JobsAnswer, ...errors } } },
    async (request) => {
      const { status = 'running', kind } = request.query;
      const rows = await app.jobs.list({ status, ...(kind && { kind }) });
      return { jobs: rows.map(toJobJson) };
    },
  );

  app.get(
    '/api/admin/metrics',
    {
      schema: {
        summary:
          'La dernière heure du serveur : requêtes, erreurs, latence, pages, sources, tâches',
        response: { 200: MetricsSummarySchema, ...denied },
      },
    },
    async (_request, reply) => {
      const answering = await databaseAnswers(app.db, READY_TIMEOUT_MS);
      reply.header('cache-control', 'no-store');
      return summarize(app.metrics.tally(Date.now()), app.metricsRing, {
        answering,
        driver: app.db.driver,
      });
    },
  );

  app.get(
    '/api/admin/jobs/:id',
    { schema: { params: UserIdParams, response: { 200: JobAnswer, ...errors } } },
    async (request) => ({ job: await getJob(app.jobs, request.params.id) }),
  );
};
