import fastifySwagger from '@fastify/swagger';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { FileResponse } from '../platform/http/schemas.js';
import { STANDIN_PREFIX } from '../platform/config/twitchStandIn.js';
import { docsPage } from './docsPage.js';
import { hoistNamed, nameSchemas } from './names.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * Routes that are not this site's API and stay out of the document: the local stand-in of
 * Twitch's own endpoints, only registered when no Twitch credentials are configured.
 */
export const UNDOCUMENTED_PREFIXES = [STANDIN_PREFIX] as const;

const isUndocumented = (url: string) =>
  UNDOCUMENTED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * The OpenAPI 3.1 document of every route, generated from the route schemas as they register
 * (register this before the routes), served at `/api/openapi.json`, with a reference page for
 * developers at `/api/docs`. The same document is the source of the browser's wire types
 * (`npm run contract`).
 */
export const openapiPlugin = fp<Record<never, never>>(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'POE Débutants API',
          description:
            'Le contrat du serveur : chaque route, ses paramètres et chacune de ses réponses.',
          version: '1',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: ({ schema, url }) => ({
        schema: isUndocumented(url)
          ? { ...schema, hide: true }
          : // Typed by the generator as the route's schema, which a copy is.
            (nameSchemas(schema) as typeof schema),
        url,
      }),
      transformObject: (generated) =>
        'openapiObject' in generated
          ? hoistNamed(generated.openapiObject)
          : generated.swaggerObject,
    });

    const routes: FastifyPluginAsyncTypebox = async (scope) => {
      scope.get(
        OPENAPI_PATH,
        {
          schema: {
            summary: 'Ce document OpenAPI 3.1',
            response: { 200: Type.Object({}, { additionalProperties: true }) },
          },
        },
        async (_request, reply) => {
          reply.header('cache-control', 'no-cache');
          // Already a JSON object: sent as is, the serialiser of an open object adds nothing.
          return app.swagger() as Record<string, unknown>;
        },
      );
      let page: string | undefined;
      scope.get(
        DOCS_PATH,
        {
          schema: {
            summary: 'La page de référence de cette API, pour les développeurs',
            response: { 200: FileResponse('Une page HTML sans script', 'text/html') },
          },
        },
        async (_request, reply) => {
          page ??= docsPage(app.swagger());
          return reply
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(page);
        },
      );
    };
    await app.register(routes);
  },
  { name: 'openapi', dependencies: ['config'] },
);
