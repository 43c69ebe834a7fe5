import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { BUILD_NOT_FOUND } from '../builds/service.js';
import { GUIDE_NOT_FOUND } from '../guides/service.js';

interface State {
  is_favourite: boolean;
  favourite_count: number;
}
interface Card {
  id: number;
  title: string;
  favourite_count: number;
  is_favourite?: boolean;
  league?: string;
  game_version?: string;
}
interface Item {
  kind: 'build' | 'guide';
  favourited_at: string;
  build?: Card;
  guide?: Card;
}

describe('favourites of builds and guides', () => {
  let app: App;
  let admin: TestUser;
  let owner: TestUser;
  let twitch: TestUser;
  let user: TestUser;
  let blacklisted: TestUser;
  let publicBuild: number;
  let otherBuild: number;
  let draftBuild: number;
  let publicGuide: number;
  let draftGuide: number;

  const call = (
    method: 'PUT' | 'DELETE',
    kind: 'builds' | 'guides',
    id: number | string,
    who?: TestUser,
  ) => app.inject({ method, url: `/api/${kind}/${id}/favourite`, headers: who?.headers ?? {} });
  const create = async (
    kind: 'builds' | 'guides',
    who: TestUser,
    payload: Record<string, unknown>,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${kind}`,
      headers: who.headers,
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const favourites = async (who: TestUser, query = '') => {
    const res = await app.inject({ url: `/api/favourites${query}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ items: Item[]; total: number; page: number; limit: number }>();
  };
  const count = async (table: string, where = '') =>
    (await app.db.query<{ n: number }>(`select count(*)::int as n from ${table} ${where}`)).rows[0]
      ?.n;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await addUser(app, 'admin_fav', 'admin');
    owner = await addUser(app, 'createur_fav', 'createur');
    twitch = await addUser(app, 'twitch_fav', 'twitch');
    user = await addUser(app, 'user_fav', 'user');
    blacklisted = await addUser(app, 'banni_fav', 'blacklist');
    publicBuild = await create('builds', admin, buildBody({ title: 'Public', is_public: true }));
    otherBuild = await create('builds', admin, buildBody({ title: 'Autre', is_public: true }));
    draftBuild = await create('builds', owner, buildBody({ title: 'Brouillon' }));
    publicGuide = await create('guides', admin, { title: 'Guide public', is_public: true });
    draftGuide = await create('guides', owner, { title: 'Guide brouillon' });
  });
  afterAll(() => app.close());

  it('lets every signed-in role but the blacklist mark a visible item, once', async () => {
    expect((await call('PUT', 'builds', publicBuild)).statusCode).toBe(401);
    expect((await call('PUT', 'builds', publicBuild)).json()).toEqual({
      error: 'Authentification requise',
    });
    const blocked = await call('PUT', 'builds', publicBuild, blacklisted);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ error: 'Compte restreint' });
    let expected = 0;
    for (const who of [user, twitch, owner, admin]) {
      const res = await call('PUT', 'builds', publicBuild, who);
      expect(res.statusCode).toBe(200);
      expected += 1;
      expect(res.json<State>()).toEqual({ is_favourite: true, favourite_count: expected });
      // Idempotent: the second mark changes nothing.
      expect((await call('PUT', 'builds', publicBuild, who)).json<State>()).toEqual({
        is_favourite: true,
        favourite_count: expected,
      });
    }
    expect(await count('build_favourites')).toBe(4);
  });

  it('answers the not-found message for an item the viewer may not see or that does not exist', async () => {
    for (const who of [user, twitch]) {
      const res = await call('PUT', 'builds', draftBuild, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: BUILD_NOT_FOUND });
      expect((await call('PUT', 'guides', draftGuide, who)).json()).toEqual({
        error: GUIDE_NOT_FOUND,
      });
    }
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      expect((await call('PUT', 'builds', id, user)).statusCode).toBe(404);
      expect((await call('DELETE', 'guides', id, user)).json()).toEqual({ error: GUIDE_NOT_FOUND });
    }
    // The owner and an admin see the drafts, so they may mark them.
    expect((await call('PUT', 'builds', draftBuild, owner)).statusCode).toBe(200);
    expect((await call('PUT', 'guides', draftGuide, admin)).json<State>()).toEqual({
      is_favourite: true,
      favourite_count: 1,
    });
    expect((await call('DELETE', 'guides', draftGuide, admin)).json<State>()).toEqual({
      is_favourite: false,
      favourite_count: 0,
    });
    expect((await call('DELETE', 'builds', draftBuild, user)).statusCode).toBe(404);
  });

  it('removes idempotently; the blacklist may remove its marks', async () => {
    expect((await call('DELETE', 'builds', publicBuild)).statusCode).toBe(401);
    await app.db.query('insert into build_favourites (user_id, build_id) values ($1, $2)', [
      blacklisted.id,
      otherBuild,
    ]);
    for (let i = 0; i < 2; i += 1) {
      const res = await call('DELETE', 'builds', otherBuild, blacklisted);
      expect(res.statusCode).toBe(200);
      expect(res.json<State>()).toEqual({ is_favourite: false, favourite_count: 0 });
    }
  });

  it('shows the count to everyone and the mark to the signed-in viewer, on lists and pages', async () => {
    const anonymous = (await app.inject({ url: `/api/builds/${publicBuild}` })).json<Card>();
    expect(anonymous.favourite_count).toBe(4);
    expect(anonymous).not.toHaveProperty('is_favourite');
    const mine = await app.inject({ url: `/api/builds/${publicBuild}`, headers: user.headers });
    expect(mine.json<Card>()).toMatchObject({ favourite_count: 4, is_favourite: true });
    const list = await app.inject({ url: '/api/builds', headers: user.headers });
    const cards = list.json<{ builds: Card[] }>().builds;
    expect(cards.find((c) => c.id === publicBuild)).toMatchObject({ is_favourite: true });
    expect(cards.find((c) => c.id === otherBuild)).toMatchObject({ is_favourite: false });
    await call('PUT', 'guides', publicGuide, user);
    const guide = await app.inject({ url: `/api/guides/${publicGuide}`, headers: user.headers });
    expect(guide.json<Card>()).toMatchObject({ favourite_count: 1, is_favourite: true });
    const guides = (await app.inject({ url: '/api/guides' })).json<{ guides: Card[] }>();
    expect(guides.guides.find((c) => c.id === publicGuide)).toMatchObject({ favourite_count: 1 });
  });

  it('sorts by most favourited, ties newest first', async () => {
    const third = await create('builds', admin, buildBody({ title: 'Troisième', is_public: true }));
    await call('PUT', 'builds', otherBuild, user);
    const titles = async (query: string) =>
      (await app.inject({ url: `/api/builds${query}` }))
        .json<{ builds: Card[] }>()
        .builds.map((b) => b.title);
    // Public: 4 marks, Autre: 1, then the unmarked ones newest first.
    expect(await titles('?sort=favourites')).toEqual(['Public', 'Autre', 'Troisième']);
    const guide = await create('guides', admin, { title: 'Guide récent', is_public: true });
    const guides = (await app.inject({ url: '/api/guides?sort=favourites' })).json<{
      guides: Card[];
    }>();
    expect(guides.guides.map((g) => g.id)).toEqual([publicGuide, guide]);
    const bad = await app.inject({ url: '/api/builds?sort=likes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/^Requête invalide/);
    await app.inject({ method: 'DELETE', url: `/api/builds/${third}`, headers: admin.headers });
  });

  it('lists the viewer’s favourites newest first, paged, only those still visible', async () => {
    const page = await favourites(user);
    expect(page.total).toBe(3);
    expect(page.items.map((i) => [i.kind, i.build?.title ?? i.guide?.title])).toEqual([
      ['build', 'Autre'],
      ['guide', 'Guide public'],
      ['build', 'Public'],
    ]);
    expect(page.items[0]?.build).toMatchObject({ is_favourite: true, favourite_count: 1 });
    expect(page.items[0]?.build).not.toHaveProperty('equipment');
    const second = await favourites(user, '?limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((i) => i.build?.title)).toEqual(['Public']);
    expect((await favourites(user, '?kind=guide')).items.map((i) => i.kind)).toEqual(['guide']);
    // The owner's draft favourite shows to the owner; once it is someone else's private item,
    // a stranger's favourite of it disappears from their list but can still be removed.
    expect((await favourites(owner)).items.map((i) => i.build?.title)).toContain('Brouillon');
    await app.inject({
      method: 'PUT',
      url: `/api/builds/${otherBuild}`,
      headers: admin.headers,
      payload: { is_public: false },
    });
    expect((await favourites(user)).total).toBe(2);
    expect((await call('DELETE', 'builds', otherBuild, user)).json<State>()).toEqual({
      is_favourite: false,
      favourite_count: 0,
    });
    expect((await favourites(blacklisted)).items).toEqual([]);
    expect((await app.inject({ url: '/api/favourites' })).statusCode).toBe(401);
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?kind=news']) {
      const res = await app.inject({ url: `/api/favourites${query}`, headers: user.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/^Requête invalide/);
    }
  });

  it('goes with the item and with the account, keeping the counts right', async () => {
    const doomed = await create(
      'builds',
      admin,
      buildBody({ title: 'À supprimer', is_public: true }),
    );
    await call('PUT', 'builds', doomed, user);
    await call('PUT', 'builds', doomed, twitch);
    expect(await count('build_favourites', `where build_id = ${doomed}`)).toBe(2);
    await app.inject({ method: 'DELETE', url: `/api/builds/${doomed}`, headers: admin.headers });
    expect(await count('build_favourites', `where build_id = ${doomed}`)).toBe(0);

    const before = (await app.inject({ url: `/api/builds/${publicBuild}` })).json<Card>();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${twitch.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await count('build_favourites', `where user_id = ${twitch.id}`)).toBe(0);
    const after = (await app.inject({ url: `/api/builds/${publicBuild}` })).json<Card>();
    expect(after.favourite_count).toBe(before.favourite_count - 1);
    const stored = await app.db.query<{ n: number }>(
      `select count(*)::int as n from build_favourites where build_id = $1`,
      [publicBuild],
    );
    expect(after.favourite_count).toBe(stored.rows[0]?.n);
  });

  it('counts marks and removals sent at the same moment exactly, each answer in range', async () => {
    const busy = await create('builds', admin, buildBody({ title: 'Couru', is_public: true }));
    const crowd = await Promise.all(
      Array.from({ length: 12 }, (_, i) => addUser(app, `foule_fav_${i}`, 'user')),
    );
    const stored = async () =>
      (await app.inject({ url: `/api/builds/${busy}` })).json<Card>().favourite_count;
    const marks = await Promise.all(crowd.map((who) => call('PUT', 'builds', busy, who)));
    for (const res of marks) {
      const state = res.json<State>();
      expect(state.is_favourite).toBe(true);
      expect(state.favourite_count).toBeGreaterThanOrEqual(1);
      expect(state.favourite_count).toBeLessThanOrEqual(crowd.length);
    }
    expect(await stored()).toBe(crowd.length);
    expect(await count('build_favourites', `where build_id = ${busy}`)).toBe(crowd.length);
    const half = crowd.slice(0, 6);
    const removals = await Promise.all(half.map((who) => call('DELETE', 'builds', busy, who)));
    for (const res of removals) {
      expect(res.json<State>().is_favourite).toBe(false);
      expect(res.json<State>().favourite_count).toBeLessThan(crowd.length);
    }
    expect(await stored()).toBe(crowd.length - half.length);
  });
});

describe('league and game version of builds', () => {
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ env: { POE_LEAGUE: 'Mercenaries', POE_GAME_VERSION: '3.26' } });
    admin = await addUser(app, 'admin_ligue', 'admin');
  });
  afterAll(() => app.close());

  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/builds', headers: admin.headers, payload });

  it('takes the current league unless the author picks another, and filters on it', async () => {
    const current = await post(buildBody({ title: 'Actuel', is_public: true }));
    expect(current.json<Card>()).toMatchObject({ league: 'Mercenaries', game_version: '3.26' });
    const old = await post(
      buildBody({ title: 'Ancien', is_public: true, league: '  Settlers ', game_version: '3.25' }),
    );
    expect(old.json<Card>()).toMatchObject({ league: 'Settlers', game_version: '3.25' });
    const unsaid = await post(buildBody({ title: 'Sans ligue', league: '', game_version: '' }));
    expect(unsaid.json<Card>()).toMatchObject({ league: '', game_version: '' });
    const titles = async (query: string) =>
      (await app.inject({ url: `/api/builds${query}` }))
        .json<{ builds: Card[] }>()
        .builds.map((b) => b.title);
    expect(await titles('?league=Settlers')).toEqual(['Ancien']);
    expect(await titles('?league=Mercenaries')).toEqual(['Actuel']);
    expect(await titles('?league=Inconnue')).toEqual([]);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/builds/${old.json<Card>().id}`,
      headers: admin.headers,
      payload: { league: 'Mercenaries', game_version: '3.26.1' },
    });
    expect(edited.json<Card>()).toMatchObject({ league: 'Mercenaries', game_version: '3.26.1' });
    const site = (await app.inject({ url: '/api/site' })).json<{ game: unknown }>();
    expect(site.game).toEqual({
      league: 'Mercenaries',
      gameVersion: '3.26',
      leagues: ['Mercenaries'],
    });
  });

  it('lists the current league first, then the others of public builds, newest version first', async () => {
    await post(
      buildBody({ title: 'Vieux', is_public: true, league: 'Necropolis', game_version: '3.9' }),
    );
    await post(
      buildBody({ title: 'Moins', is_public: true, league: 'Settlers', game_version: '3.25' }),
    );
    await post(buildBody({ title: 'Caché', league: 'Secrète', game_version: '3.27' }));
    const site = (await app.inject({ url: '/api/site' })).json<{ game: { leagues: string[] } }>();
    expect(site.game.leagues).toEqual(['Mercenaries', 'Settlers', 'Necropolis']);
  });

  it.each([
    ['a league with a tag', { league: '<b>Ligue</b>' }, /la ligue/],
    ['a league too long', { league: 'L'.repeat(41) }, /la ligue/],
    ['a league starting with a hyphen', { league: '-Ligue' }, /la ligue/],
    ['a version that is not one', { game_version: 'trois' }, /version du jeu/],
    ['a version with letters', { game_version: '3.26a' }, /version du jeu/],
    // Refused by the schema: named by the form's label, not the wire field.
    ['a league that is not text', { league: { nom: 'Ligue' } }, /« Ligue »/],
  ])('refuses %s with a French message and stores nothing', async (_name, fields, message) => {
    const before = (await app.db.query<{ n: number }>('select count(*)::int as n from builds'))
      .rows[0]?.n;
    const res = await post(buildBody(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/^(Requête invalide :|Le champ « )/);
    expect(res.json<{ error: string }>().error).toMatch(message);
    const after = (await app.db.query<{ n: number }>('select count(*)::int as n from builds'))
      .rows[0]?.n;
    expect(after).toBe(before);
  });

  it('accepts leagues with accents, spaces, apostrophes and digits', async () => {
    const res = await post(buildBody({ league: 'Ligue d’Été 2', game_version: '4.0' }));
    expect(res.json<Card>()).toMatchObject({ league: 'Ligue d’Été 2', game_version: '4.0' });
  });
});
