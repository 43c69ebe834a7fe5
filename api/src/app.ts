import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { openapiPlugin } from './contract/openapi.js';
import { gamePlugin } from './game/plugin.js';
import { redactUrl } from './http/redactUrl.js';
import { prettyLogStream } from './logFormat.js';
import { passiveTreePlugin } from './passiveTree/plugin.js';
import { authPlugin } from './plugins/auth.js';
import { cachePlugin } from './plugins/cache.js';
import { changesPlugin } from './plugins/changes.js';
import { compressPlugin } from './plugins/compress.js';
import { buildIndexPlugin } from './plugins/buildIndex.js';
import { demoContentPlugin } from './plugins/demoContent.js';
import { configPlugin } from './plugins/config.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { finiteNumbersPlugin } from './plugins/finiteNumbers.js';
import { liveStreamsPlugin } from './plugins/liveStreams.js';
import { rateLimitPlugin } from './rateLimit/plugin.js';
import { securityHeadersPlugin } from './plugins/securityHeaders.js';
import { twitchPlugin } from './plugins/twitch.js';
import { webPlugin } from './plugins/web.js';
import { adminRoutes } from './routes/admin/index.js';
import { authRoutes } from './routes/auth/index.js';
import { buildCostRoutes } from './routes/buildCost/index.js';
import { buildsRoutes } from './routes/builds/index.js';
import { favouritesRoutes } from './routes/favourites/index.js';
import { forumRoutes } from './routes/forum/index.js';
import { guidesRoutes } from './routes/guides/index.js';
import { healthRoutes } from './routes/health/index.js';
import { pobRoutes } from './routes/pob/index.js';
import { remotesRoutes } from './routes/remotes/index.js';
import { shareRoutes } from './routes/share/index.js';
import { siteRoutes } from './routes/site/index.js';
import { twitchRoutes } from './routes/twitch/index.js';
import { uploadsRoutes } from './routes/uploads/index.js';
import { fastifyTrustProxy } from './trustProxy.js';

/** Fastify's own request fields, with credentials in the query string redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

export interface BuildOptions {
  /** Where JSON log lines go instead of stdout; lets tests read them. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server without starting it: callers `listen()`, or `inject()` in tests
 * (which may add routes of their own before `ready()`).
 */
export function buildApp(config: Config, options: BuildOptions = {}) {
  const logStream =
    options.logStream ?? (config.logFormat === 'pretty' ? prettyLogStream() : undefined);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream && { stream: logStream }),
      serializers: { req: requestForLog },
    },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Migrations and the catalogue seed of a cold embedded database can take longer than
    // Fastify's 10 s plugin default on a small, busy machine.
    pluginTimeout: 120_000,
    // Behind a load balancer its id ties our log lines to its own; otherwise ids stay unique
    // across the several processes writing to one log stream.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.register(configPlugin, { config });
  // Before any route: it reads each route's schemas as the route registers.
  app.register(openapiPlugin);
  app.register(errorsPlugin);
  app.register(finiteNumbersPlugin);
  app.register(securityHeadersPlugin);
  app.register(compressPlugin);
  app.register(dbPlugin);
  app.register(cachePlugin);
  app.register(changesPlugin);
  app.register(fastifyCookie);
  app.register(twitchPlugin);
  app.register(liveStreamsPlugin);
  app.register(authPlugin);
  app.register(rateLimitPlugin);
  app.register(gamePlugin);
  // Before the demo content: the demo builds' trees are checked against it.
  app.register(passiveTreePlugin);
  app.register(demoContentPlugin);
  app.register(buildIndexPlugin);

  app.register(healthRoutes);
  app.register(remotesRoutes);
  app.register(siteRoutes);
  app.register(authRoutes);
  app.register(twitchRoutes);
  app.register(buildsRoutes);
  app.register(buildCostRoutes);
  app.register(guidesRoutes);
  app.register(favouritesRoutes);
  app.register(forumRoutes);
  app.register(adminRoutes);
  app.register(uploadsRoutes);
  app.register(pobRoutes);
  app.register(shareRoutes);
  app.register(webPlugin);
  return app;
}

export type App = ReturnType<typeof buildApp>;
