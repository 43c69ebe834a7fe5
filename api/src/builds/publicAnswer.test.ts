import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import type { Queryable } from '../platform/db/client.js';
import { CachedJson } from '../platform/http/compress.js';
import { buildJson } from './buildJson.js';
import { fillPublicAnswers, keepPublicAnswer } from './publicAnswer.js';
import { readBuild } from './service.js';

/**
 * A public build's signed-out answer is kept compressed in its row and read from there, until
 * anything it shows changes, whoever changes it: the server's routes, a statement written by
 * hand, the favourites' trigger, or the catalogue naming its skill.
 */
describe('the signed-out answer kept in the build row', () => {
  let app: App;
  let author: TestUser;

  /** What a signed-out reader of a fresh process reads (no answer kept in memory). */
  const anonymousText = async (id: number) => {
    const answer = await readBuild(app.db, null, id);
    if (!(answer instanceof CachedJson)) throw new Error(`build ${id}: no cached JSON`);
    return answer.text;
  };
  const anonymous = async (id: number) =>
    JSON.parse(await anonymousText(id)) as Record<string, unknown>;
  const stored = async (id: number) => {
    const { rows } = await app.db.query<{ public_answer: Uint8Array | null; answer_stamp: number }>(
      'select public_answer, answer_stamp from builds where id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw new Error(`build ${id} is gone`);
    return {
      text: row.public_answer && brotliDecompressSync(row.public_answer).toString('utf8'),
      stamp: row.answer_stamp,
    };
  };
  /** The answer as written afresh for the author, without their `is_favourite`. */
  const fresh = async (id: number) => {
    const found = await buildJson(app.db, { id: author.id, admin: true, blacklisted: false }, id);
    if (found === null || !('json' in found)) throw new Error(`build ${id}: no fresh JSON`);
    const answer = JSON.parse(found.json) as Record<string, unknown>;
    delete answer.is_favourite;
    return answer;
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: author.headers,
      payload: buildBody({ title: 'Build gardé', is_public: true, ...overrides }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'auteur_reponse', 'admin');
  });
  afterAll(() => app.close());

  it('keeps the first signed-out answer in the row, as written afresh, and reads it from there', async () => {
    const id = await create({ introduction: 'Une introduction assez longue. '.repeat(40) });
    expect((await stored(id)).text).toBeNull();

    const first = await anonymousText(id);
    expect(JSON.parse(first)).toEqual(await fresh(id));
    expect((await stored(id)).text).toBe(first);

    // Read from the row: an answer planted there (without touching the build) is what comes back.
    const planted = JSON.stringify({ ...JSON.parse(first), title: 'Planté dans la ligne' });
    await app.db.query('update builds set public_answer = $2 where id = $1', [
      id,
      brotliCompressSync(planted),
    ]);
    expect(await anonymousText(id)).toBe(planted);
  });

  it('sends the cached brotli to a client that takes it, and the text to one that does not', async () => {
    const id = await create({ introduction: 'Encore une introduction. '.repeat(40) });
    const text = await anonymousText(id);
    const br = await app.inject({ url: `/api/builds/${id}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(text);
    const plain = await app.inject({
      url: `/api/builds/${id}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('drops it when the build is edited, through the routes or by hand', async () => {
    const id = await create();
    await anonymous(id);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/builds/${id}`,
      headers: author.headers,
      payload: { title: 'Titre changé par la route' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await stored(id)).text).toBeNull();
    expect((await anonymous(id)).title).toBe('Titre changé par la route');

    await app.db.query(`update builds set title = 'Titre changé à la main' where id = $1`, [id]);
    expect((await stored(id)).text).toBeNull();
    expect((await anonymous(id)).title).toBe('Titre changé à la main');
    await app.db.query('update builds set main_cost_chaos = 321 where id = $1', [id]);
    expect((await anonymous(id)).main_cost_chaos).toBe(321);
    expect(await anonymous(id)).toEqual(await fresh(id));
  });

  it('drops it when the build is favourited, and never answers a build made private', async () => {
    const id = await create();
    expect((await anonymous(id)).favourite_count).toBe(0);
    const favourite = await app.inject({
      method: 'PUT',
      url: `/api/builds/${id}/favourite`,
      headers: author.headers,
    });
    expect(favourite.statusCode, favourite.body).toBeLessThan(300);
    expect((await anonymous(id)).favourite_count).toBe(1);

    await app.db.query('update builds set is_public = false where id = $1', [id]);
    expect((await stored(id)).text).toBeNull();
    await expect(readBuild(app.db, null, id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await stored(id)).text).toBeNull();
    expect((await app.inject({ url: `/api/builds/${id}` })).statusCode).toBe(404);
  });

  it("drops it when the catalogue's French name of its main skill changes, comes or goes", async () => {
    const id = await create();
    await app.db.query(`update builds set main_skill = 'Compétence de test' where id = $1`, [id]);
    expect((await anonymous(id)).main_skill_fr).toBe('');

    await app.db.query(
      `insert into gems (name, name_fr, colour, is_support) values ('Compétence de test', 'Nom A', 'red', false)`,
    );
    expect((await anonymous(id)).main_skill_fr).toBe('Nom A');
    await app.db.query(`update gems set name_fr = 'Nom B' where name = 'Compétence de test'`);
    expect((await anonymous(id)).main_skill_fr).toBe('Nom B');
    // Written again as it was: nothing to drop.
    const { stamp } = await stored(id);
    await app.db.query(`update gems set name_fr = 'Nom B' where name = 'Compétence de test'`);
    expect(await stored(id)).toMatchObject({ stamp });
    await app.db.query(`delete from gems where name = 'Compétence de test'`);
    expect((await anonymous(id)).main_skill_fr).toBe('');
  });

  it('keeps no answer written from a build that changed meanwhile', async () => {
    const id = await create();
    const found = await buildJson(app.db, null, id);
    if (found === null || !('json' in found)) throw new Error('no JSON read');
    await app.db.query(`update builds set title = 'Changé entre-temps' where id = $1`, [id]);
    expect(await keepPublicAnswer(app.db, id, found.stamp, new CachedJson(found.json))).toBe(false);
    expect((await stored(id)).text).toBeNull();
    expect((await anonymous(id)).title).toBe('Changé entre-temps');
  });

  it('answers the reader even when the answer cannot be kept (the database refusing the write)', async () => {
    const id = await create({ title: 'Lu sans être gardé' });
    const refusingWrites: Queryable = {
      query: (text, params, options) =>
        text.trimStart().startsWith('update')
          ? Promise.reject(new Error('cannot execute UPDATE in a read-only transaction'))
          : app.db.query(text, params, options),
      exec: (sql) => app.db.exec(sql),
    };
    const answer = await readBuild(refusingWrites, null, id);
    expect(answer instanceof CachedJson && JSON.parse(answer.text)).toMatchObject({
      title: 'Lu sans être gardé',
    });
    expect((await stored(id)).text).toBeNull();
  });

  it('writes the missing answers of public builds at once, and none of private ones', async () => {
    const open = [await create({ title: 'Ouvert 1' }), await create({ title: 'Ouvert 2' })];
    const hidden = await create({ title: 'Caché', is_public: false });
    await app.db.query('update builds set public_answer = null where id = any($1)', [
      [...open, hidden],
    ]);
    expect(await fillPublicAnswers(app.db)).toBeGreaterThanOrEqual(open.length);
    for (const id of open) {
      const { text } = await stored(id);
      expect(text && JSON.parse(text)).toEqual(await fresh(id));
    }
    expect((await stored(hidden)).text).toBeNull();
    expect(await fillPublicAnswers(app.db)).toBe(0);
  });
});
