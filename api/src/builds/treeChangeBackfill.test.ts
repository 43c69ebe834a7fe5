import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import type { Queryable } from '../platform/db/client.js';
import { backfillTreeChanges } from './treeChangeBackfill.js';

/** Duelist (4), Slayer (1) on the bundled 3.15 tree, as in buildTrees.test.ts. */
const slayer = (nodes: number[]) => ({ version: '3.15', class_id: 4, ascendancy_id: 1, nodes });
const leveling = slayer([50986, 39725]);
const main = slayer([50986, 39725, 63649, 49806, 6580, 48807, 33795, 42293, 62817]);

/** A row's every column but the trees and the cached signed-out answer a write drops. */
const OTHER_COLUMNS = `to_jsonb(b) - 'passive_trees' - 'public_answer' - 'answer_stamp'`;

describe('the tree change backfill', () => {
  let app: App;
  let admin: TestUser;

  const create = async (passiveTrees?: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: admin.headers,
      payload: buildBody({
        is_public: true,
        ...(passiveTrees === undefined ? {} : { passive_trees: passiveTrees }),
      }),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const row = async (id: number) => {
    const { rows } = await app.db.query<{
      trees: Record<string, Record<string, unknown>>;
      pending: Record<string, Record<string, unknown>> | null;
      others: Record<string, unknown>;
    }>(
      `select passive_trees as trees, pending_edit -> 'passive_trees' as pending,
         ${OTHER_COLUMNS} as others
       from builds b where id = $1`,
      [id],
    );
    if (!rows[0]) throw new Error(`no build ${id}`);
    return rows[0];
  };
  /** The trees as builds saved before the change existed hold them: no `change` anywhere. */
  const stripChanges = (id: number) =>
    app.db.query(
      `update builds set passive_trees = (select coalesce(jsonb_object_agg(key, value - 'change'), '{}')
         from jsonb_each(passive_trees)) where id = $1`,
      [id],
    );
  const backfill = (db: Queryable = app.db) => backfillTreeChanges(db, app.passiveTrees.load);

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await addUser(app, 'admin_tree_change', 'admin');
    // Whatever startup found (nothing here) is done: each test counts its own builds.
    await backfill();
  });
  afterAll(() => app.close());

  it('writes the change a save writes into builds stored without it, once', async () => {
    const id = await create({ leveling, main });
    const saved = await row(id);
    expect(saved.trees.main?.change).toMatchObject({ from: 'leveling', kept: [39725] });
    await stripChanges(id);
    expect((await row(id)).trees.main).not.toHaveProperty('change');
    const read = await app.inject({ url: `/api/builds/${id}`, headers: admin.headers });
    expect(read.json().passive_trees.main).not.toHaveProperty('change');

    expect(await backfill()).toEqual([id]);
    const after = await row(id);
    expect(after.trees).toEqual(saved.trees);
    // Nothing else moves, its updated time included.
    expect(after.others).toEqual(saved.others);
    const reread = await app.inject({ url: `/api/builds/${id}`, headers: admin.headers });
    expect(reread.json().passive_trees.main.change).toEqual(saved.trees.main?.change);

    expect(await backfill()).toEqual([]);
    expect(await row(id)).toEqual(after);
  });

  it('leaves builds without a tree, with one tree, or changing class alone', async () => {
    const none = await create();
    const one = await create({ main });
    const otherClass = await create({
      leveling: { ...leveling, class_id: 3, ascendancy_id: 0, nodes: [39725] },
      main,
    });
    for (const id of [none, one, otherClass]) await stripChanges(id);
    const before = await Promise.all([none, one, otherClass].map(row));
    expect(await backfill()).toEqual([]);
    expect(await Promise.all([none, one, otherClass].map(row))).toEqual(before);
  });

  it('fills the trees of a pending edit too', async () => {
    const id = await create({ leveling, main });
    const saved = await row(id);
    await stripChanges(id);
    // An edit waiting for an admin, saved before the change existed.
    await app.db.query(
      `update builds set pending_edit = jsonb_build_object('passive_trees', passive_trees,
         'title', 'Modifié'), edit_status = 'pending', pending_at = now() where id = $1`,
      [id],
    );
    expect(await backfill()).toEqual([id]);
    const after = await row(id);
    expect(after.trees).toEqual(saved.trees);
    expect(after.pending).toEqual(saved.trees);
    const { rows } = await app.db.query<{ title: unknown }>(
      `select pending_edit -> 'title' as title from builds where id = $1`,
      [id],
    );
    expect(rows[0]?.title).toBe('Modifié');
    expect(await backfill()).toEqual([]);
  });

  it('never writes over trees changed since they were read', async () => {
    const id = await create({ leveling, main });
    await stripChanges(id);
    const edited = { main: { ...(await row(id)).trees.main, title: 'Sauvé entre-temps' } };
    // An edit (or another server's backfill) lands between the read and the write.
    const racing: Queryable = {
      exec: (sql) => app.db.exec(sql),
      async query(text, params, options) {
        if (text.trimStart().startsWith('update')) {
          await app.db.query('update builds set passive_trees = $2 where id = $1', [
            id,
            JSON.stringify(edited),
          ]);
        }
        return app.db.query(text, params, options);
      },
    };
    expect(await backfill(racing)).toEqual([]);
    expect((await row(id)).trees).toEqual(edited);
  });

  it('writes each build once when two servers start together', async () => {
    const ids = [await create({ leveling, main }), await create({ leveling, main })];
    for (const id of ids) await stripChanges(id);
    const [first, second] = await Promise.all([backfill(), backfill()]);
    expect([...(first ?? []), ...(second ?? [])].sort((a, b) => a - b)).toEqual(ids);
    for (const id of ids) expect((await row(id)).trees.main).toHaveProperty('change');
  });
});
