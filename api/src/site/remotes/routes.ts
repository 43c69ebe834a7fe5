import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { remoteManifest } from './service.js';

const ManifestSchema = Type.Object({
  mf_reader: Type.String(),
  mf_author: Type.String(),
  mf_admin: Type.String(),
});

/**
 * Where the shell finds each remote's entry, read at run time so a team can move or redeploy
 * its remote without rebuilding the shell.
 */
export const remotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/remotes/manifest.json',
    { schema: { response: { 200: ManifestSchema } } },
    async (_request, reply) => {
      // no-cache: a changed address must reach browsers on their next visit.
      reply.header('cache-control', 'no-cache');
      // A shell served from another origin reads this file too.
      reply.header('access-control-allow-origin', '*');
      return remoteManifest(app.config.remotes);
    },
  );
};
