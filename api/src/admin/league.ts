import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BUNDLED_LEAGUE } from '../league/leagueFacts.js';
import { ErrorSchema } from '../platform/http/schemas.js';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** What the admin page shows of the league the site follows (league/followed.ts). */
export const FollowedLeagueSchema = Type.Object({
  league: Type.String(),
  gameVersion: Type.String(),
  source: Type.Union([
    Type.Literal('trade'),
    Type.Literal('poe.ninja'),
    Type.Literal('configuration'),
    Type.Literal('bundled'),
  ]),
  versionSource: Type.Union([
    Type.Literal('configuration'),
    Type.Literal('facts'),
    Type.Literal('newest-known'),
  ]),
  since: NullableText,
  checkedAt: NullableText,
  failedAt: NullableText,
  lastError: NullableText,
  standIns: Type.Boolean(),
  /** The bundled facts an offline site follows (3.29 Allflame). */
  bundled: Type.Object({ league: Type.String(), gameVersion: Type.String() }),
});

/**
 * `GET /api/admin/league`: which league and version the site follows, from where, since when.
 * Read from the database each time, so the page shows another process's check too.
 */
export const leagueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/league',
    {
      schema: {
        response: { 200: FollowedLeagueSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const followed = await app.league.reload();
      return {
        ...followed,
        bundled: { league: BUNDLED_LEAGUE.league, gameVersion: BUNDLED_LEAGUE.version },
      };
    },
  );
};
