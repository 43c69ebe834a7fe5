import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { DOCS_PATH, OPENAPI_PATH, UNDOCUMENTED_PREFIXES } from './openapi.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** `/api/builds/:id` as OpenAPI writes it: `/api/builds/{id}`. */
const openapiPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{*}');
/** Answers that carry no body: nothing to describe but their meaning. */
const bodyless = (status: string) => status === '204' || status.startsWith('3');

describe('the OpenAPI contract', () => {
  let app: App;
  let doc: Document;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ setup: (a) => a.addHook('onRoute', (r) => void routes.push(r)) });
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });
  afterAll(() => app.close());

  const documented = () =>
    routes.filter(
      (route) =>
        // Fastify's own HEAD twin of each GET route answers like it, without the body.
        route.method !== 'HEAD' &&
        !UNDOCUMENTED_PREFIXES.some((prefix) => route.url.startsWith(`${prefix}/`)),
    );

  it('is OpenAPI 3.1 and lists every registered route with each of its methods', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(documented().length).toBeGreaterThan(60);
    const missing = documented()
      .flatMap((route) => [route.method].flat().map((m) => `${m} ${openapiPath(route.url)}`))
      .filter((key) => {
        const [method = '', path = ''] = key.split(' ');
        return doc.paths[path]?.[method.toLowerCase()] === undefined;
      });
    expect(missing).toEqual([]);
  });

  it('lists nothing that is not a route', () => {
    const registered = new Set(
      documented().flatMap((route) =>
        [route.method].flat().map((m) => `${m.toLowerCase()} ${openapiPath(route.url)}`),
      ),
    );
    const listed = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(listed.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('gives every route response schemas, a body schema to each answer that has a body', () => {
    const withoutSchemas = documented()
      .filter((route) => Object.keys(route.schema?.response ?? {}).length === 0)
      .map((route) => route.url);
    expect(withoutSchemas).toEqual([]);

    const withoutBodies = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        Object.entries(op.responses ?? {})
          .filter(([status, response]) => {
            if (bodyless(status)) return false;
            const media = Object.values(response.content ?? {});
            return media.length === 0 || media.some((m) => m.schema === undefined);
          })
          .map(([status]) => `${method} ${path} ${status}`),
      ),
    );
    expect(withoutBodies).toEqual([]);
  });

  it('documents the 400 of every route that checks its parameters, query or body', () => {
    const unsaid = documented()
      .filter((route) => {
        const { params, querystring, body } = route.schema ?? {};
        return params !== undefined || querystring !== undefined || body !== undefined;
      })
      .filter((route) => !Object.hasOwn(route.schema?.response ?? {}, 400))
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(unsaid).toEqual([]);
  });

  it('leaves out only the Twitch stand-in, which is not this API', () => {
    const standIn = routes.filter((route) => route.url.startsWith('/twitch-standin/'));
    expect(standIn.length).toBeGreaterThan(0);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/twitch-standin'))).toEqual([]);
  });

  it('names the shared shapes once, under components, and refers to them', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Build', 'BuildCard', 'BuildList', 'Guide', 'Error', 'Site']),
    );
    const buildAnswer = doc.paths['/api/builds/{id}']?.get?.responses?.['200'];
    expect(buildAnswer?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Build',
    });
    expect(doc.components.schemas.BuildList).toMatchObject({
      properties: { builds: { items: { $ref: '#/components/schemas/BuildCard' } } },
    });
    expect(JSON.stringify(doc)).not.toContain('x-name');
  });

  it('serves a reference page without a script, under the site’s CSP', async () => {
    const res = await app.inject({ method: 'GET', url: DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
    for (const path of Object.keys(doc.paths)) {
      expect(res.body).toContain(`<code>${path}</code>`);
    }
    expect(res.body).toContain('#/components/schemas/Build');
  });
});
