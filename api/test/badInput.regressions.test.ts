import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { NOT_FINITE_MESSAGE } from '../src/platform/http/finiteNumbers.js';
import { buildTestApp } from './buildTestApp.js';
import { addUser } from './contentUsers.js';

/** What the generated bad input of `badInput.test.ts` found, each pinned down on its own. */
describe('bad input found by the property test', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each([
    '/api/game/gems/%00/info',
    '/api/game/gems/Fireball%00/info',
    '/api/game/currencies/a%00',
  ])('refuses a NUL in a catalogue name with 400 instead of a database error (%s)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/^Requête invalide/) });
  });

  it.each([
    ['DELETE', '/api/forum/comments/1e309'],
    ['DELETE', '/api/forum/replies/Infinity'],
    ['GET', '/api/builds?page=Infinity'],
  ] as const)(
    'refuses an integer that the validator turned into Infinity (%s %s) with 400',
    async (method, url) => {
      const author = await addUser(app, `infini_${method.length}_${url.length}`, 'createur');
      const res = await app.inject({ method, url, headers: author.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: NOT_FINITE_MESSAGE });
    },
  );

  it('answers an address with broken percent-encoding with a French 400', async () => {
    const res = await get('/api/guides/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Adresse invalide' });
  });

  it('answers a path segment over the router limit with a French 414', async () => {
    const res = await get(`/api/builds/${'9'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'Adresse trop longue' });
  });
});
