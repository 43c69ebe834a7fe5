import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { NOT_FINITE_MESSAGE } from '../src/platform/http/finiteNumbers.js';
import { buildTestApp } from './buildTestApp.js';
import { addUser, buildBody } from './contentUsers.js';
import { tableDigest, type TableDigest } from './tableDigest.js';
import { TEXT_INPUT_MESSAGE, TOO_DEEP_MESSAGE } from '../src/platform/http/textInput.js';

/** What the generated bad input of `badInput.test.ts` found, each pinned down on its own. */
describe('bad input found by the property test', () => {
  let app: App;
  let digest: TableDigest;
  beforeAll(async () => {
    app = await buildTestApp();
    digest = await tableDigest(app);
  });

  /** Runs a refused request and checks that no table was written meanwhile. */
  const writingNothing = async <T>(refused: () => Promise<T>): Promise<T> => {
    const before = await digest.take();
    const answer = await refused();
    expect(digest.changed(before, await digest.take())).toEqual([]);
    return answer;
  };
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
      const res = await writingNothing(() => app.inject({ method, url, headers: author.headers }));
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

  it.each([
    '/api/builds?search=a%00b',
    '/api/builds?league=%00',
    '/api/builds?main_skill=Cyclone%00',
    '/api/guides?search=%00',
    '/api/builds?search=%FF%FE',
    '/api/builds?search=%ED%A0%80',
  ])('refuses NUL and invalid UTF-8 in a query with a French 400 (%s)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: TEXT_INPUT_MESSAGE });
  });

  it('refuses a NUL in the admin filter of accounts', async () => {
    const admin = await addUser(app, 'nul_admin', 'admin');
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/users?filter=a%00',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: TEXT_INPUT_MESSAGE });
  });

  describe('bodies', () => {
    /** A new author's POST of `payload`, to call once the author is written. */
    const send = async (payload: string | Buffer) => {
      const author = await addUser(
        app,
        `corps_${Math.random().toString(36).slice(2, 8)}`,
        'createur',
      );
      return () =>
        app.inject({
          method: 'POST',
          url: '/api/builds',
          headers: { ...author.headers, 'content-type': 'application/json' },
          payload,
        });
    };

    it.each([
      ['a NUL escaped in JSON', JSON.stringify(buildBody({ title: 'a\u0000b' }))],
      [
        'a lone surrogate escaped in JSON',
        JSON.stringify(buildBody({ title: 'x' })).replace('"x"', '"\\ud800"'),
      ],
      [
        'bytes that are not UTF-8',
        Buffer.concat([
          Buffer.from('{"title":"'),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('","classe":"Duelist","ascendancy":"Slayer"}'),
        ]),
      ],
    ])('refuses %s in a body with a French 400, writing nothing', async (_name, payload) => {
      const res = await writingNothing(await send(payload));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: TEXT_INPUT_MESSAGE });
    });

    it('refuses an object 100,000 levels deep inside an equipment item, before any walk', async () => {
      const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
      const body = JSON.stringify(buildBody({ equipment: { helmet: '__DEEP__' } })).replace(
        '"__DEEP__"',
        deep,
      );
      const res = await writingNothing(await send(body));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: TOO_DEEP_MESSAGE });
    });

    it('names the API’s slots apart from the French sentence of an unknown slot', async () => {
      const body = JSON.stringify(buildBody({ premierEquipementEquipment: { '': '' } }));
      const res = await writingNothing(await send(body));
      expect(res.statusCode).toBe(400);
      const { error } = res.json<{ error: string }>();
      expect(error).toMatch(/^Requête invalide : l’emplacement « {2}» de « .+ » n’existe pas/);
      // Once the quoted names are set aside, no bare English slot name is left.
      expect(error.replace(/«[^»]*»/g, '')).not.toMatch(/\b(weapon|shield|helmet|body|ring1)\b/);
    });

    it('still takes accents, emoji and the replacement character a player typed', async () => {
      const res = await (await send(JSON.stringify(buildBody({ title: 'Éclair ⚡ 🔥 « � »' }))))();
      expect(res.statusCode).toBe(201);
      expect(res.json().title).toBe('Éclair ⚡ 🔥 « � »');
    });
  });
});
