import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { HttpError } from './httpError.js';
import { buildTestApp } from '../../../test/buildTestApp.js';

const BODY_LIMIT = 1024;

describe('error responses', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      config: { bodyLimit: BODY_LIMIT },
      // Throwaway routes that exist only in this test's app, to reach each error path.
      setup: (test) => {
        test.post(
          '/api/test/echo',
          {
            schema: {
              body: Type.Object({ title: Type.String({ minLength: 3 }), count: Type.Integer() }),
            },
          },
          async (request) => request.body,
        );
        test.get('/api/test/boom', async () => {
          throw new Error('secret detail: connection string postgres://user:pw@db');
        });
        test.get('/api/test/gone', async () => {
          throw new HttpError(410, 'Ce build a été supprimé');
        });
      },
    });
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ title: 'abc', count: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: 'abc', count: 2 });
  });

  it('answers malformed JSON with 400 and a JSON error, not a 5xx', async () => {
    const res = await post('{"title": "abc",');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'Corps de requête JSON invalide' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ title: 'x'.repeat(BODY_LIMIT), count: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Corps de requête trop volumineux' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('title=abc', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Type de contenu non pris en charge' });
  });

  it.each([
    [{ count: 1 }, 'Requête invalide : le champ « title » est obligatoire'],
    [
      { title: 'ab', count: 1 },
      'Requête invalide : le champ « title » doit contenir au moins 3 caractère(s)',
    ],
    [
      { title: 'abc', count: 'many' },
      'Requête invalide : le champ « count » doit être un nombre entier',
    ],
  ])('answers the invalid body %j with 400 and a French message', async (body, message) => {
    const res = await post(JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nothing/here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Ressource introuvable' });
    }
  });

  it('answers an unexpected failure with a generic 500 that leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Erreur interne du serveur' });
    expect(res.body).not.toContain('secret');
  });

  it('passes an HttpError status and message through', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/gone' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'Ce build a été supprimé' });
  });

  it('adds the security headers to error responses', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
  });
});
