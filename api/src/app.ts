import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyRequest } from 'fastify';
import type { Config } from './platform/config/config.js';
import { openapiPlugin } from './contract/openapi.js';
import { redactUrl } from './platform/http/redactUrl.js';
import { prettyLogStream } from './platform/config/logFormat.js';
import { configPlugin } from './platform/config/plugin.js';
import { fastifyTrustProxy } from './platform/config/trustProxy.js';
import { frameworkErrors } from './platform/http/errors.js';
import { metricsPlugin } from './platform/metrics/plugin.js';
import { platformPlugin } from './platform/plugin.js';
import { accountsFeature } from './accounts/feature.js';
import { twitchFeature } from './twitch/feature.js';
import { gameDataFeature } from './gameData/feature.js';
import { leaguePlugin } from './league/plugin.js';
import { jobsPlugin } from './jobs/plugin.js';
import { newsRoutes } from './news/routes.js';
import { decodeTrees } from './pob/treeDecode.js';
import { upstreamsPlugin } from './upstreams/plugin.js';
import { pobFeature } from './pob/feature.js';
import { demoContentPlugin } from './demo/plugin.js';
import { anonymousItemsPlugin } from './content/anonymousItems.js';
import { buildsFeature } from './builds/feature.js';
import { guidesFeature } from './guides/feature.js';
import { favouritesRoutes } from './favourites/routes.js';
import { commentsRoutes } from './comments/routes.js';
import { adminRoutes } from './admin/routes.js';
import { uploadsRoutes } from './uploads/routes.js';
import { backupPlugin } from './backup/plugin.js';
import { shareRoutes } from './share/routes.js';
import { siteFeature } from './site/feature.js';

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
    // A stop drains (docs/deploy.md): idle kept-alive connections are closed, and a request
    // arriving on one still open is answered 503 before any hook, so nginx retries it elsewhere.
    // Fastify's defaults, written out because the rolling restart relies on them.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The features, each one plugin, in the order each needs the ones before it.
  app.register(configPlugin, { config });
  // Before everything it counts: the routes' answers, the database, the caches, the pages.
  app.register(metricsPlugin);
  // Before any route: it reads each route's schemas as the route registers.
  app.register(openapiPlugin);
  app.register(platformPlugin);
  app.register(accountsFeature);
  app.register(twitchFeature);
  // The followed league, then the outside services' clients (which price in it), the jobs that
  // refresh the game's data through them, and the game's data itself.
  app.register(leaguePlugin);
  app.register(upstreamsPlugin);
  app.register(jobsPlugin);
  // pob's tree decoding handed in: gameData imports nothing of pob, which builds on it.
  app.register(gameDataFeature, { decodeTrees });
  app.register(newsRoutes);
  app.register(pobFeature);
  // After the passive tree: the demo builds' trees are checked against it.
  app.register(demoContentPlugin);
  // Before builds and guides, which each set how signed-out readers read them.
  app.register(anonymousItemsPlugin);
  app.register(buildsFeature);
  app.register(guidesFeature);
  app.register(favouritesRoutes);
  app.register(commentsRoutes);
  app.register(adminRoutes);
  app.register(uploadsRoutes);
  app.register(backupPlugin);
  app.register(shareRoutes);
  // Last: its pages answer every address no route above claims.
  app.register(siteFeature);
  return app;
}

export type App = ReturnType<typeof buildApp>;
