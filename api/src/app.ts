import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Config } from './config.js';
import { configPlugin } from './plugins/config.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityHeadersPlugin } from './plugins/securityHeaders.js';
import { webPlugin } from './plugins/web.js';
import { healthRoutes } from './routes/health/index.js';
import { remotesRoutes } from './routes/remotes/index.js';

export interface BuildOptions {
  /** Where JSON log lines go instead of stdout; lets tests read them. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server without starting it: callers `listen()`, or `inject()` in tests
 * (which may add routes of their own before `ready()`).
 */
export function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    bodyLimit: config.bodyLimit,
    // Behind a load balancer its id ties our log lines to its own; otherwise ids stay unique
    // across the several processes writing to one log stream.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.register(configPlugin, { config });
  app.register(errorsPlugin);
  app.register(securityHeadersPlugin);
  app.register(dbPlugin);

  app.register(healthRoutes);
  app.register(remotesRoutes);
  app.register(webPlugin);
  return app;
}

export type App = ReturnType<typeof buildApp>;
