import type { FastifyContextConfig } from 'fastify';
import { buildTestApp } from './buildTestApp.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

/** Every route the whole app registers, one per method, with the config it declares. */
export async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const routes: RegisteredRoute[] = [];
  const probe = await buildTestApp({
    setup: (instance) =>
      instance.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          routes.push({ method, url: route.url, config: route.config ?? {} });
        }
      }),
  });
  await probe.close();
  return routes;
}
