import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './platform/config/config.js';
import { openapiPlugin } from './contract/openapi.js';
import { redactUrl } from './platform/http/redactUrl.js';
import { prettyLogStream } from './platform/config/logFormat.js';
import { passiveTreePlugin } from './gameData/passiveTree/plugin.js';
import { checkClassList } from './gameData/classCheck.js';
import { cataloguePlugin } from './gameData/catalogue/plugin.js';
import { backupPlugin } from './backup/plugin.js';
import { imageImportPlugin } from './gameData/imageImportPlugin.js';
import { gameRoutes } from './gameData/routes.js';
import { jobsPlugin } from './jobs/plugin.js';
import { leaguePlugin } from './gameData/league/plugin.js';
import { newsRoutes } from './news/routes.js';
import { upstreamsPlugin } from './upstreams/plugin.js';
import { imagesRoutes } from './gameData/images/routes.js';
import { authPlugin } from './accounts/plugin.js';
import { cachePlugin } from './platform/cache/plugin.js';
import { changesPlugin } from './platform/changes/plugin.js';
import { compressPlugin } from './platform/http/compress.js';
import { buildIndexPlugin } from './builds/plugin.js';
import { anonymousItemsPlugin } from './content/anonymousItems.js';
import { demoContentPlugin } from './demo/plugin.js';
import { configPlugin } from './platform/config/plugin.js';
import { metricsPlugin } from './platform/metrics/plugin.js';
import { metricsRoutes } from './platform/metrics/routes.js';
import { dbPlugin } from './platform/db/plugin.js';
import { errorsPlugin, frameworkErrors } from './platform/http/errors.js';
import { finiteNumbersPlugin } from './platform/http/finiteNumbers.js';
import { textInputPlugin } from './platform/http/textInput.js';
import { liveStreamsPlugin } from './twitch/liveStreamsPlugin.js';
import { rateLimitPlugin } from './platform/rateLimit/plugin.js';
import { securityHeadersPlugin } from './platform/http/securityHeaders.js';
import { twitchPlugin } from './twitch/plugin.js';
import { webPlugin } from './site/plugin.js';
import { adminRoutes } from './admin/routes.js';
import { authRoutes } from './accounts/routes.js';
import { buildCostRoutes } from './builds/costRoutes.js';
import { followRoutes } from './builds/followRoutes.js';
import { anonymousBuild, buildsRoutes } from './builds/routes.js';
import { favouritesRoutes } from './favourites/routes.js';
import { commentsRoutes } from './comments/routes.js';
import { anonymousGuide, guidesRoutes } from './guides/routes.js';
import { healthRoutes } from './platform/http/health/routes.js';
import { pobReaderPlugin } from './pob/plugin.js';
import { pobRoutes } from './pob/routes.js';
import { decodeTrees } from './pob/treeDecode.js';
import { remotesRoutes } from './site/remotes/routes.js';
import { shareRoutes } from './share/routes.js';
import { siteRoutes } from './site/routes.js';
import { twitchRoutes } from './twitch/routes.js';
import { uploadsRoutes } from './uploads/routes.js';
import { fastifyTrustProxy } from './platform/config/trustProxy.js';

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

/**
 * Everything about the game's data, composed in one place: the upstream clients and stand-ins, the
 * catalogue, the refresh jobs, the read endpoints, news and images (with the start's import of
 * `IMAGES_DIR`). Here, not in gameData/, because the jobs and the upstream clients build on
 * gameData: the features below never register the ones above them.
 */
const gamePlugin = fp(
  async (app) => {
    await app.register(leaguePlugin);
    await app.register(upstreamsPlugin);
    await app.register(cataloguePlugin);
    await app.register(jobsPlugin);
    await app.register(gameRoutes);
    await app.register(imageImportPlugin);
    await app.register(imagesRoutes);
    await app.register(newsRoutes);
  },
  { name: 'game', dependencies: ['config', 'db', 'errors'] },
);

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

  app.register(configPlugin, { config });
  // Before everything it counts: the routes' answers, the database, the caches, the pages.
  app.register(metricsPlugin);
  // Before any route: it reads each route's schemas as the route registers.
  app.register(openapiPlugin);
  app.register(errorsPlugin);
  app.register(textInputPlugin);
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
  app.register(pobReaderPlugin);
  // Before the demo content: the demo builds' trees are checked against it.
  app.register(passiveTreePlugin, { decodeTrees });
  // game-facts' classes against the current version's stored tree, the game's own list.
  app.addHook('onReady', async () => {
    await checkClassList(app);
  });
  app.register(demoContentPlugin);
  app.register(buildIndexPlugin);
  // Before the routes and the pages' preview tags, which share it.
  app.register(anonymousItemsPlugin, { build: anonymousBuild(app), guide: anonymousGuide(app) });

  app.register(healthRoutes);
  app.register(metricsRoutes);
  app.register(remotesRoutes);
  app.register(siteRoutes);
  app.register(authRoutes);
  app.register(twitchRoutes);
  app.register(buildsRoutes);
  app.register(buildCostRoutes);
  app.register(followRoutes);
  app.register(guidesRoutes);
  app.register(favouritesRoutes);
  app.register(commentsRoutes);
  app.register(adminRoutes);
  app.register(uploadsRoutes);
  app.register(backupPlugin);
  app.register(pobRoutes);
  app.register(shareRoutes);
  app.register(webPlugin);
  return app;
}

export type App = ReturnType<typeof buildApp>;
