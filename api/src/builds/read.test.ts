import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import type { Viewer } from '../content/viewer.js';
import { INDEX_VERSION } from './indexColumns.js';
import { backfillIndex } from './indexBackfill.js';
import { getBuild } from './service.js';

const gem = (name: string) => ({
  name,
  icon: `/images/gems/${name.replace(/ /g, '_')}.png`,
  tags: 'Spell',
});

/**
 * The reading answer PostgreSQL writes (buildJson.ts) against the one JavaScript makes from the
 * cleaned row (getBuild): the same fields and values for every build and every kind of reader.
 */
describe('GET /api/builds/:id written by PostgreSQL', () => {
  let app: App;
  let admin: TestUser;
  let marie: TestUser;
  let viewers: { name: string; headers: Record<string, string>; viewer: Viewer | null }[];
  let mine: number;
  let demo: number;

  const read = (id: number, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/builds/${id}`, headers });
  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

  beforeAll(async () => {
    app = await buildTestApp({ env: { DEMO_CONTENT: 'true', UPSTREAM_TIMEOUT_MS: '120000' } });
    admin = await addUser(app, 'admin_lecture', 'admin');
    marie = await addUser(app, 'marie_lecture', 'createur');
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: marie.headers,
      payload: buildBody({
        title: 'Boules de feu « privées »\n\t\\ "citées"',
        introduction: '<p>Émoji 🔥 et </script></p>',
        equipment: {
          helmet: { name: 'Goldrim', base: 'Leather Cap', rarity: 'unique', text: 'Goldrim\n' },
          gloves: 'Texte collé seul',
        },
        gem_sockets_main: { Torse: [gem('Fireball'), null, gem('Flame Dash')] },
        gem_links: { gem_sockets_main: { Torse: [0, 0, 1] } },
        atlas_tree_url: 'https://poeplanner.com/atlas',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    mine = res.json<{ id: number }>().id;
    const { rows } = await app.db.query<{ id: number }>(
      'select id from builds where is_public order by id limit 1',
    );
    demo = rows[0]?.id ?? 0;
    const marked = await app.inject({
      method: 'PUT',
      url: `/api/builds/${demo}/favourite`,
      headers: marie.headers,
    });
    expect(marked.statusCode).toBeLessThan(300);
    viewers = [
      { name: 'anonymous', headers: {}, viewer: null },
      {
        name: 'author',
        headers: marie.headers,
        viewer: { id: marie.id, admin: false, blacklisted: false },
      },
      {
        name: 'admin',
        headers: admin.headers,
        viewer: { id: admin.id, admin: true, blacklisted: false },
      },
    ];
  }, 120_000);
  afterAll(() => app.close());

  it('answers every build as the cleaned row reads, for every reader', async () => {
    const { rows } = await app.db.query<{ id: number }>('select id from builds order by id');
    expect(rows.length).toBeGreaterThan(1);
    for (const { id } of rows) {
      for (const { name, headers, viewer } of viewers) {
        const res = await read(id, headers);
        const expected = await getBuild(app.db, viewer, id).catch(() => null);
        if (expected === null) {
          expect(res.statusCode, `${name} reading ${id}`).toBe(404);
          continue;
        }
        expect(res.statusCode, `${name} reading ${id}`).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.json(), `${name} reading ${id}`).toStrictEqual(asJson(expected));
      }
    }
  });

  it('tells the author their own favourite and hides a private build from a visitor', async () => {
    expect((await read(demo, marie.headers)).json()).toMatchObject({
      is_favourite: true,
      favourite_count: 1,
    });
    expect((await read(demo, admin.headers)).json()).toMatchObject({ is_favourite: false });
    expect((await read(demo)).json()).not.toHaveProperty('is_favourite');
    expect((await read(mine, marie.headers)).json()).toMatchObject({
      is_favourite: false,
      is_public: false,
      main_skill: 'Fireball',
      main_skill_fr: 'Boule de feu',
      main_skill_icon: '/images/gems/Fireball.png',
    });
    const stranger = await read(mine);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: expect.stringContaining('Build non trouvé') });
  });

  it('keeps a build read signed out with its brotli, and follows an edit of it', async () => {
    const text = (await read(demo, { 'x-no-compression': '1' })).body;
    const reads = [await read(demo, { 'accept-encoding': 'br' })];
    reads.push(await read(demo, { 'accept-encoding': 'gzip, br' }));
    for (const res of reads) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toBe('Authorization, Accept-Encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(text);
    }
    // A client without brotli gets the same answer, gzipped as it is sent.
    const gzipped = await read(demo, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(text);

    const edit = await app.inject({
      method: 'PUT',
      url: `/api/builds/${demo}`,
      headers: admin.headers,
      payload: { title: 'Titre revu par la modération' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await read(demo, { 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString())).toMatchObject({
      title: 'Titre revu par la modération',
    });
  });

  it('reads JSON written by hand through the cleaners until the backfill stores it cleaned', async () => {
    await app.db.query(
      `update builds set equipment = '{"helmet": 42, "boots": {"name": "Wanderlust", "x": 1}}',
         gem_sockets_main = '"texte"'
       where id = $1`,
      [mine],
    );
    const version = async () =>
      (
        await app.db.query<{ v: number }>('select index_version as v from builds where id = $1', [
          mine,
        ])
      ).rows[0]?.v;
    // The trigger of migration 20: the row no longer claims clean JSON.
    expect(await version()).toBe(0);
    const cleaned = { equipment: { boots: { name: 'Wanderlust' } }, gem_sockets_main: {} };
    expect((await read(mine, marie.headers)).json()).toMatchObject(cleaned);

    await backfillIndex(app.db, app.league.current().league);
    expect(await version()).toBe(INDEX_VERSION);
    const { rows } = await app.db.query<{ equipment: unknown; gem_sockets_main: unknown }>(
      'select equipment, gem_sockets_main from builds where id = $1',
      [mine],
    );
    expect(rows[0]).toEqual(cleaned);
    const res = await read(mine, marie.headers);
    expect(res.json()).toStrictEqual(
      asJson(await getBuild(app.db, viewers[1]?.viewer ?? null, mine)),
    );
  });
  it('cleans the JSON an edit did not send, in the same write, and answers as a read does', async () => {
    await app.db.query(
      `update builds set equipment = '{"helmet": 42, "gloves": {"name": "Maligaro", "x": 1}}'
       where id = $1`,
      [mine],
    );
    await app.inject({
      method: 'PUT',
      url: `/api/builds/${mine}/favourite`,
      headers: marie.headers,
    });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/builds/${mine}`,
      headers: marie.headers,
      payload: { title: 'Titre revu par son autrice' },
    });
    expect(edit.statusCode).toBe(200);
    const { rows } = await app.db.query<{ equipment: unknown; v: number }>(
      'select equipment, index_version as v from builds where id = $1',
      [mine],
    );
    expect(rows[0]).toEqual({ equipment: { gloves: { name: 'Maligaro' } }, v: INDEX_VERSION });
    // The write's answer is the build as its author reads it, their mark included.
    expect(edit.json()).toMatchObject({ title: 'Titre revu par son autrice', is_favourite: true });
    expect(edit.json()).toStrictEqual((await read(mine, marie.headers)).json());
  });
});
