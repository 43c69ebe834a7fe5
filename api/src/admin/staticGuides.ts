import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  HiddenStaticGuidesSchema,
  setStaticGuideHidden,
  StaticGuideSlugSchema,
} from '../guides/staticGuides.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { sessionUser } from '../accounts/plugin.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/**
 * The admin's « Supprimer ce guide » / « Rétablir ce guide » on a static guide card: hides it
 * from every visitor or shows it again. Registered inside the admin routes, so their guard
 * (role admin or the streamer) runs first.
 */
export const staticGuideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/admin/static-guides/:slug',
    {
      config: { rateBucket: 'admin', changes: { tags: ['site'] } },
      schema: {
        params: Type.Object({ slug: StaticGuideSlugSchema }),
        body: Type.Object({ hidden: Type.Boolean() }),
        response: { 200: Type.Object({ hiddenStaticGuides: HiddenStaticGuidesSchema }), ...errors },
      },
    },
    async (request) => ({
      hiddenStaticGuides: await setStaticGuideHidden(app.db, {
        slug: request.params.slug,
        hidden: request.body.hidden,
        by: sessionUser(request).id,
      }),
    }),
  );
};
