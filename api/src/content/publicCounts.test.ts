import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';

/**
 * The number of public builds and guides is kept by the database (migration 24) whoever writes,
 * and the unfiltered public list takes its total from there instead of counting.
 */
describe('public counts kept by the database', () => {
  let app: App;
  let author: TestUser;

  const kept = async (kind: 'builds' | 'guides') =>
    (
      await app.db.query<{ total: number }>('select total from public_counts where kind = $1', [
        kind,
      ])
    ).rows[0]?.total;
  const counted = async (kind: 'builds' | 'guides') =>
    (
      await app.db.query<{ total: number }>(
        `select count(*)::int as total from ${kind} where is_public`,
      )
    ).rows[0]?.total;
  const same = async () => {
    for (const kind of ['builds', 'guides'] as const)
      expect(await kept(kind)).toBe(await counted(kind));
  };
  const create = async (kind: 'builds' | 'guides', isPublic: boolean) => {
    const payload =
      kind === 'builds'
        ? buildBody({ title: 'Compté', is_public: isPublic })
        : { title: 'Guide compté', content: '<p>Texte</p>', is_public: isPublic };
    const res = await app.inject({
      method: 'POST',
      url: `/api/${kind}`,
      headers: author.headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const listTotal = async (query = '') =>
    (await app.inject({ url: `/api/builds${query}` })).json<{ total: number }>().total;

  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'auteur_compte', 'admin');
  });
  afterAll(() => app.close());

  it('follows creations, edits and deletions through the routes', async () => {
    await same();
    const shown = await create('builds', true);
    const hidden = await create('builds', false);
    const guide = await create('guides', true);
    await create('guides', false);
    expect(await kept('builds')).toBeGreaterThan(0);
    await same();

    const edit = (id: number, isPublic: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/builds/${id}`,
        headers: author.headers,
        payload: buildBody({ title: 'Compté', is_public: isPublic }),
      });
    expect((await edit(hidden, true)).statusCode).toBe(200);
    expect((await edit(shown, false)).statusCode).toBe(200);
    await same();

    for (const [kind, id] of [
      ['builds', hidden],
      ['guides', guide],
    ] as const) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/${kind}/${id}`,
        headers: author.headers,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    await same();
  });

  it('follows statements written by hand, many rows at once, and an emptied table', async () => {
    const before = await kept('builds');
    await app.db.query(
      `insert into builds (title, classe, ascendancy, user_id, author, search_text, is_public)
       select 'Semé ' || n, 'Witch', 'Elementalist', $1, 'auteur', 'seme', n % 3 <> 0
       from generate_series(1, 30) as n`,
      [author.id],
    );
    expect(await kept('builds')).toBe((before ?? 0) + 20);
    await same();
    await app.db.query(`update builds set is_public = not is_public where title like 'Semé %'`);
    await same();
    await app.db.query(`delete from builds where title like 'Semé 1%'`);
    await same();
    // Nothing public changes: the count stays.
    await app.db.query(`update builds set favourite_count = favourite_count`);
    await same();
    await app.db.query('truncate builds cascade');
    expect(await kept('builds')).toBe(0);
    await same();
  });

  it('gives the unfiltered public list its total, and counts the filtered ones', async () => {
    await create('builds', true);
    await create('builds', true);
    expect(await listTotal()).toBe(await counted('builds'));
    expect(await listTotal('?is_public=true')).toBe(await counted('builds'));

    // Read from the kept number: one planted there (no build touched) is what the list says,
    // once the answers this process kept are dropped.
    await app.db.query(`update public_counts set total = 999 where kind = 'builds'`);
    await app.changes.publish(['builds']);
    expect(await listTotal('?limit=7')).toBe(999);
    expect(await listTotal('?limit=7&classe=Witch')).toBe(
      (
        await app.db.query<{ total: number }>(
          `select count(*)::int as total from builds where is_public and classe = 'Witch'`,
        )
      ).rows[0]?.total,
    );
    await app.db.query(
      `update public_counts set total = (select count(*) from builds where is_public) where kind = 'builds'`,
    );
  });
});
