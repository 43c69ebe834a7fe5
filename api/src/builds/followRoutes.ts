import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sessionUser } from '../accounts/plugin.js';
import { itemChanges } from '../content/changeTags.js';
import { ContentIdParams, parseId } from '../content/listSchemas.js';
import { optionalViewer, viewerOf } from '../content/viewer.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import {
  favouriteNextSteps,
  readProgress,
  readSteps,
  saveProgress,
  type FollowDeps,
} from './follow.js';
import { BUILD_NOT_FOUND } from './service.js';
import { readStepEdits, saveStepEdits } from './stepEditsStore.js';
import {
  BuildStepsSchema,
  NextStepsSchema,
  ProgressBody,
  ProgressSchema,
  StepEditsBody,
  StepEditsSchema,
} from './stepsSchemas.js';
import { treePassives } from './treeSteps.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** A progress body: 2 000 keys of 300 characters at most, well under this. */
const PROGRESS_BODY_LIMIT = 256 * 1024;

/** An edits body: 300 notes of 1 000 characters (up to 4 bytes each) and the orders fit. */
const STEP_EDITS_BODY_LIMIT = 2 * 1024 * 1024;

const STEP_EDITS_LABELS = {
  steps: 'Étapes modifiées',
  order: 'Ordre des étapes',
  'order.leveling': 'Ordre des étapes du leveling',
  'order.premier_equipement': 'Ordre des étapes du premier équipement',
  'order.endgame': 'Ordre des étapes de l’endgame',
  'order.optimisation': 'Ordre des étapes de l’optimisation',
};

const followDeps = (app: FastifyInstance): FollowDeps => ({
  db: app.db,
  anonymous: app.anonymous.build,
  passives: treePassives(app),
});

/**
 * « Suivre ce build »: a build as ordered steps (for whoever may read it, like the build and
 * its cost), and each signed-in reader's own ticks of those steps, saved per build; the
 * favourites page shows each followed favourite's next step.
 */
export const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = followDeps(app);

  app.get(
    '/api/builds/:id/steps',
    {
      schema: {
        params: ContentIdParams,
        response: { 200: BuildStepsSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Who asks decides what is readable, as for the build: revalidated, never shared.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      const viewer = await optionalViewer(app, request);
      return readSteps(deps, viewer, parseId(request.params.id, BUILD_NOT_FOUND));
    },
  );

  app.get(
    '/api/builds/:id/progress',
    {
      preValidation: app.requireUser,
      schema: { params: ContentIdParams, response: { 200: ProgressSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = parseId(request.params.id, BUILD_NOT_FOUND);
      return readProgress(app.db, viewerOf(sessionUser(request)), id);
    },
  );

  app.put(
    '/api/builds/:id/progress',
    {
      preValidation: app.requireUser,
      bodyLimit: PROGRESS_BODY_LIMIT,
      // A reader's own ticks: no shared answer shows them (their reads are never kept).
      config: {
        fieldLabels: { ticked: 'Étapes cochées' },
        rateBucket: 'contentWrite',
        changes: { tags: [] },
      },
      schema: {
        params: ContentIdParams,
        body: ProgressBody,
        response: { 200: ProgressSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = parseId(request.params.id, BUILD_NOT_FOUND);
      return saveProgress(app.db, viewerOf(sessionUser(request)), id, request.body.ticked);
    },
  );

  // The author's edits of the steps: theirs (or an admin's) to read and write, as the build is.
  app.get(
    '/api/builds/:id/steps/edits',
    {
      preValidation: app.requireUser,
      schema: { params: ContentIdParams, response: { 200: StepEditsSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = parseId(request.params.id, BUILD_NOT_FOUND);
      return readStepEdits(deps, viewerOf(sessionUser(request)), id);
    },
  );

  app.put(
    '/api/builds/:id/steps/edits',
    {
      preValidation: app.requireUser,
      bodyLimit: STEP_EDITS_BODY_LIMIT,
      // The author's edits change the steps every reader sees (and their rendered page).
      config: {
        fieldLabels: STEP_EDITS_LABELS,
        rateBucket: 'contentWrite',
        changes: itemChanges('build'),
      },
      schema: {
        params: ContentIdParams,
        body: StepEditsBody,
        response: { 200: StepEditsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = parseId(request.params.id, BUILD_NOT_FOUND);
      return saveStepEdits(deps, viewerOf(sessionUser(request)), id, request.body);
    },
  );

  app.get(
    '/api/favourites/next-steps',
    {
      preValidation: app.requireUser,
      schema: { response: { 200: NextStepsSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      return favouriteNextSteps(deps, viewerOf(sessionUser(request)));
    },
  );
};
