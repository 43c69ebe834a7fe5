import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { adminClient, persona } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { forumClient } from '../../test/forum.js';
import { DEADEYE_XML, OLD_JUGGERNAUT_XML, toPobCode } from './fixtures/index.js';
import { storeFoundLeague } from '../league/sql.js';

interface Imported {
  itemSets: { equipment: Record<string, unknown> }[];
  skillSets: { sockets: Record<string, unknown[]>; links: Record<string, number[]> }[];
  treeSpecs: { title: string; url: string; tree: { nodes: number[]; version: string } | null }[];
}
interface Saved {
  id: number;
  title: string;
  endgame: string;
  classe: string;
  ascendancy: string;
  league: string;
  game_version: string;
  ratings: Record<string, number>;
  favourite_count: number;
  equipment: Record<string, { name?: string }>;
  gem_sockets_main: Record<string, { name: string }[]>;
  passive_trees: Record<string, { nodes: number[] } | undefined>;
  pending_edit?: { status: string };
}

let app: App;
let admin: TestUser;
let marie: TestUser;
let lucas: TestUser;
const OLD = toPobCode(OLD_JUGGERNAUT_XML);
const NEW = toPobCode(DEADEYE_XML);
const RATINGS = { difficulte: 2, cout: 3, boss: 4, rapidite: 5, survie: 1 };

const imported = async (code: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/pob/import',
    headers: admin.headers,
    payload: { code, lang: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Imported>();
};

/** Marie's Juggernaut of the 3.26 league, written from the old code, with its texts. */
async function oldBuild(isPublic = false): Promise<Saved> {
  const pob = await imported(OLD);
  const spec = pob.treeSpecs[0];
  const res = await app.inject({
    method: 'POST',
    url: '/api/builds',
    headers: marie.headers,
    payload: {
      title: 'Séisme du Juggernaut',
      classe: 'Marauder',
      ascendancy: 'Juggernaut',
      league: 'Mercenaries',
      game_version: '3.26',
      endgame: '<p>Mon guide de fin de jeu</p>',
      ratings: RATINGS,
      equipment: pob.itemSets[0]?.equipment,
      gem_sockets_main: pob.skillSets[0]?.sockets,
      gem_links: { gem_sockets_main: pob.skillSets[0]?.links },
      passive_trees: spec?.tree ? { main: { ...spec.tree, title: spec.title, url: spec.url } } : {},
      is_public: isPublic,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const build = res.json<Saved>();
  if (isPublic) {
    const decided = await adminClient(app).decide(admin.headers, 'build', build.id, 'publish');
    expect(decided.statusCode).toBe(200);
  }
  return build;
}

const call = (step: 'review' | 'update', id: number, payload: object, who = marie) =>
  app.inject({
    method: 'POST',
    url: `/api/builds/${id}/pob/${step}`,
    headers: who.headers,
    payload,
  });
const read = async (id: number, who: TestUser = marie) =>
  (await app.inject({ url: `/api/builds/${id}`, headers: who.headers })).json<Saved>();

beforeAll(async () => {
  app = await buildTestApp();
  admin = await persona(app, 'exilestreamer');
  marie = await persona(app, 'marie_crea');
  lucas = await addUser(app, 'update_lucas', 'createur');
});
afterAll(() => app.close());

describe('updating a build from a new Path of Building code', () => {
  it('reviews what changes without writing anything', async () => {
    const build = await oldBuild();
    const res = await call('review', build.id, { code: NEW, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const { changes, waits_for_review } = res.json();
    const { league, gameVersion } = app.league.current();
    expect(changes).toMatchObject({
      classe: { before: 'Marauder', after: 'Ranger' },
      ascendancy: { before: 'Juggernaut', after: 'Deadeye' },
      level: 97,
    });
    // The test configuration may follow the build's own league and version: no change then.
    if (league !== 'Mercenaries')
      expect(changes.league).toEqual({ before: 'Mercenaries', after: league });
    if (gameVersion !== '3.26') {
      expect(changes.game_version).toEqual({ before: '3.26', after: gameVersion });
    }
    expect(changes.items.length).toBeGreaterThan(0);
    expect(changes.items.map((i: { change: string }) => i.change)).toContain('removed');
    const removed = changes.gems.flatMap((g: { removed: string[] }) => g.removed);
    const added = changes.gems.flatMap((g: { added: string[] }) => g.added);
    expect(removed).toContain('Earthquake');
    expect(added).toContain('Grace');
    expect(waits_for_review).toBe(false);
    expect(await read(build.id)).toMatchObject({ classe: 'Marauder', league: 'Mercenaries' });
  });

  it('replaces items, gems and trees and keeps texts, ratings, comments and favourites', async () => {
    const build = await oldBuild();
    const forum = forumClient(app);
    expect((await forum.comment(marie.headers, 'build', build.id, 'Premier avis')).statusCode).toBe(
      201,
    );
    const fav = await app.inject({
      method: 'PUT',
      url: `/api/builds/${build.id}/favourite`,
      headers: marie.headers,
    });
    expect(fav.statusCode).toBeLessThan(300);
    const before = await read(build.id);

    const res = await call('update', build.id, { code: NEW, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read(build.id);
    const pob = await imported(NEW);
    expect(after).toMatchObject({
      title: 'Séisme du Juggernaut',
      endgame: '<p>Mon guide de fin de jeu</p>',
      ratings: RATINGS,
      classe: 'Ranger',
      ascendancy: 'Deadeye',
      league: app.league.current().league,
      game_version: app.league.current().gameVersion,
      favourite_count: before.favourite_count,
    });
    expect(after.favourite_count).toBe(1);
    expect(Object.keys(after.equipment).sort()).toEqual(
      Object.keys(pob.itemSets[0]?.equipment ?? {}).sort(),
    );
    const gems = Object.values(after.gem_sockets_main).flatMap((slot) => slot.map((g) => g.name));
    expect(gems).toContain('Grace');
    expect(gems).not.toContain('Earthquake');
    const tree = pob.treeSpecs[0]?.tree;
    if (tree) expect(after.passive_trees.main?.nodes).toEqual(tree.nodes);
    else expect(after.passive_trees.main?.nodes).toEqual(before.passive_trees.main?.nodes);
    const comments = await forum.list('build', build.id, '', marie.headers);
    expect(comments.body).toContain('Premier avis');
  });

  it('leaves the build untouched when the code is refused', async () => {
    const build = await oldBuild();
    const before = await read(build.id);
    for (const payload of [{ code: 'pas-un-code' }, {}, { code: NEW, url: 'https://pobb.in/x' }]) {
      for (const step of ['review', 'update'] as const) {
        const res = await call(step, build.id, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toMatch(/./);
      }
    }
    expect(await read(build.id)).toEqual(before);
  });

  it('is for the owner and admins only', async () => {
    const build = await oldBuild(true);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/builds/${build.id}/pob/update`,
      payload: { code: NEW },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const step of ['review', 'update'] as const) {
      expect((await call(step, build.id, { code: NEW }, lucas)).statusCode).toBe(403);
    }
    const draft = await oldBuild();
    expect((await call('update', draft.id, { code: NEW }, lucas)).statusCode).toBe(404);
    expect((await call('update', 999_999, { code: NEW })).statusCode).toBe(404);
    const byAdmin = await call('update', draft.id, { code: NEW }, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<Saved>().classe).toBe('Ranger');
  });

  it('sends a published build’s update to moderation, the approved build still shown', async () => {
    const build = await oldBuild(true);
    const review = await call('review', build.id, { code: NEW });
    expect(review.json().waits_for_review).toBe(true);
    const res = await call('update', build.id, { code: NEW });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Saved>()).toMatchObject({
      classe: 'Ranger',
      pending_edit: { status: 'pending' },
    });
    const publicView = await read(build.id, lucas);
    expect(publicView).toMatchObject({ classe: 'Marauder', league: 'Mercenaries' });
    const queue = await adminClient(app).queue(admin.headers);
    const queued = queue.json<{ items: { id: number; change: string }[] }>().items;
    expect(queued).toContainEqual(expect.objectContaining({ id: build.id, change: 'edit' }));
  });
});

describe('GET /api/builds?up_to_date=true', () => {
  it('lists only builds of the current game version, its patches included', async () => {
    const current = app.league.current().gameVersion;
    const insert = (title: string, version: string) =>
      app.db.query(
        `insert into builds (user_id, author, title, search_text, is_public, game_version)
         values ($1, 'Marie', $2, lower($2), true, $3)`,
        [marie.id, title, version],
      );
    await insert('Filtre à jour', current);
    await insert('Filtre patch', `${current}.1`);
    await insert('Filtre ancien', '3.20');
    const titles = async (query: string) =>
      (await app.inject(`/api/builds?limit=100&search=filtre${query}`))
        .json<{ builds: { title: string }[] }>()
        .builds.map((b) => b.title)
        .sort();
    expect(await titles('&up_to_date=true')).toEqual(['Filtre patch', 'Filtre à jour']);
    expect(await titles('')).toHaveLength(3);
    // The version the site follows may change while it runs: cached answers follow it.
    // What another process's league check writes and publishes: cached answers follow it.
    await storeFoundLeague(app.db, { league: 'Mirage', source: 'trade' });
    await app.league.reload();
    try {
      expect(app.league.current().gameVersion).not.toBe(current);
      expect(await titles('&up_to_date=true')).toEqual([]);
    } finally {
      await app.db.query('delete from followed_league');
      await app.league.reload();
    }
  });
});
