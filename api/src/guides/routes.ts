import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AnonymousKind } from '../content/anonymousItems.js';
import { contentItemRoutes, contentListRoute } from '../content/routes.js';
import { GUIDE_FIELD_LABELS } from './fieldLabels.js';
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
  withdrawGuideEdit,
  getGuide,
  listGuides,
  updateGuide,
  GUIDE_NOT_FOUND,
} from './service.js';

/** A guide as signed-out readers see it, kept in memory until it changes. */
export const anonymousGuide = (app: FastifyInstance): AnonymousKind => ({
  read: (id) => getGuide(app.db, null, id),
  tags: (id) => [`guide:${id}`],
});

/**
 * Guides: lists and reading for everyone (by visibility), writing for creators and owners, as
 * every kind of content (`contentItemRoutes`). Their lists are read each time.
 */
export const guidesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  contentListRoute(app, '/api/guides', {
    querystring: GuideListQuery,
    answer: GuideListSchema,
    list: (viewer, query) => listGuides(app.db, viewer, query),
    cache: null,
  });

  contentItemRoutes(app, {
    path: '/api/guides',
    notFound: GUIDE_NOT_FOUND,
    tagKind: 'guide',
    fieldLabels: GUIDE_FIELD_LABELS,
    schemas: { item: GuideSchema, create: GuideCreateBody, update: GuideUpdateBody },
    read: (viewer, id) => getGuide(app.db, viewer, id),
    anonymous: app.anonymous.guide,
    create: (writer, body) => createGuide(app.db, writer, body),
    update: (viewer, id, body) => updateGuide(app.db, viewer, id, body),
    remove: (viewer, id) => deleteGuide(app.db, viewer, id),
    withdrawEdit: (viewer, id) => withdrawGuideEdit(app.db, viewer, id),
  });
};
