import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRITERIA } from 'game-facts';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';

interface Card {
  id: number;
  title: string;
  introduction: string;
  ratings: Record<string, number>;
}
interface Page {
  builds: Card[];
  total: number;
  page: number;
  limit: number;
}

const ratings = (values: number[]) =>
  Object.fromEntries(CRITERIA.map((c, i) => [c, values[i] ?? 3]));

// Created oldest first; ratings in the order difficulte, cout, boss, rapidite, survie.
const seeds = [
  { title: 'Cyclone Slayer', classe: 'Duelist', ascendancy: 'Slayer', r: [1, 2, 3, 4, 5] },
  { title: 'Élémentaliste Arc', classe: 'Witch', ascendancy: 'Elementalist', r: [5, 4, 3, 2, 1] },
  { title: 'Nécromancien zombies', classe: 'Witch', ascendancy: 'Necromancer', r: [2, 2, 2, 2, 2] },
  {
    title: 'Boneshatter Juggernaut',
    classe: 'Marauder',
    ascendancy: 'Juggernaut',
    r: [3, 3, 5, 3, 4],
  },
  { title: 'Arc 100% feu', classe: 'Witch', ascendancy: 'Elementalist', r: [4, 1, 4, 5, 3] },
];

describe('GET /api/builds: filters, search, paging and the card projection', () => {
  let app: App;
  let admin: TestUser;
  let marie: TestUser;
  const id: Record<string, number> = {};

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `/api/builds${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };
  const titles = async (query: string, headers: Record<string, string> = {}) =>
    (await list(query, headers)).builds.map((b) => b.title);

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await addUser(app, 'admin_liste', 'admin');
    marie = await addUser(app, 'marie_test', 'createur');
    for (const seed of seeds) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: admin.headers,
        payload: { ...buildBody(seed), ratings: ratings(seed.r), is_public: true },
      });
      id[seed.title] = res.json<{ id: number }>().id;
    }
    const long = 'Une introduction très longue. '.repeat(20);
    const draft = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: marie.headers,
      payload: buildBody({ title: 'Brouillon de Marie', introduction: long, leveling: '<p>x</p>' }),
    });
    id.draft = draft.json<{ id: number }>().id;
  });
  afterAll(() => app.close());

  it('lists newest first with total, page and limit', async () => {
    const page = await list();
    expect(page.builds.map((b) => b.title)).toEqual(seeds.map((s) => s.title).reverse());
    expect(page).toMatchObject({ total: 5, page: 1, limit: 20 });
  });

  it('pages with limit and page, keeping the total', async () => {
    expect(await list('?limit=2&page=2')).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(await titles('?limit=2&page=2')).toEqual(['Nécromancien zombies', 'Élémentaliste Arc']);
    expect(await list('?limit=2&page=9')).toMatchObject({ builds: [], total: 5 });
  });

  it('answers the lean card projection: no equipment, sockets or phase texts', async () => {
    const card = (await list('?is_public=false', marie.headers)).builds[0];
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        'id',
        'user_id',
        'author',
        'title',
        'introduction',
        'classe',
        'ascendancy',
        'bloodline',
        'ratings',
        'is_public',
        'is_example',
        'review_status',
        'created_at',
        'updated_at',
        'league',
        'game_version',
        'favourite_count',
        'main_skill',
        'main_skill_fr',
        'main_skill_icon',
        'main_cost_chaos',
        // What Path of Building computed for the main phase; null for a build typed by hand.
        'pob_life',
        'pob_dps',
        // Signed in: whether the card is among the viewer's favourites.
        'is_favourite',
      ].sort(),
    );
    expect(card?.introduction).toHaveLength(250);
  });

  it.each([
    ['?classe=Witch', ['Arc 100% feu', 'Nécromancien zombies', 'Élémentaliste Arc']],
    ['?classe=Witch&ascendancy=Elementalist', ['Arc 100% feu', 'Élémentaliste Arc']],
    ['?ascendancy=Juggernaut', ['Boneshatter Juggernaut']],
    ['?min_difficulte=4', ['Arc 100% feu', 'Élémentaliste Arc']],
    ['?max_cout=1', ['Arc 100% feu']],
    ['?min_boss=3&max_boss=4', ['Arc 100% feu', 'Élémentaliste Arc', 'Cyclone Slayer']],
    ['?min_rapidite=5', ['Arc 100% feu']],
    ['?max_survie=2', ['Nécromancien zombies', 'Élémentaliste Arc']],
    ['?classe=Witch&search=arc&min_rapidite=3', ['Arc 100% feu']],
  ])('filters %s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it.each([
    ['one word, any case', 'CYCLONE', ['Cyclone Slayer']],
    ['several words, all required', 'arc feu', ['Arc 100% feu']],
    ['a word of the title and one of the author', 'slayer ADMIN_liste', ['Cyclone Slayer']],
    ['the author alone', 'Admin_Liste', seeds.map((s) => s.title).reverse()],
    ['a word found nowhere', 'cyclone inconnu', []],
    // The ascendancy is searched too: « Arc 100% feu » is an Elementalist (Élémentaliste).
    ['accented capitals', 'ÉLÉMENTALISTE', ['Arc 100% feu', 'Élémentaliste Arc']],
    ['no accents', 'necromancien ZOMBIES', ['Nécromancien zombies']],
    ['a percent sign taken literally', '100%', ['Arc 100% feu']],
    ['LIKE wildcards taken literally', '1_0 f%u', []],
    ['extra spaces', '  zombies   nécro ', ['Nécromancien zombies']],
  ])('searches %s', async (_name, search, expected) => {
    expect(await titles(`?search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it('filters by owner and by the public flag, within what the viewer may see', async () => {
    expect(await titles(`?user_id=${marie.id}`)).toEqual([]);
    expect(await titles(`?user_id=${marie.id}`, marie.headers)).toEqual(['Brouillon de Marie']);
    expect(await titles('?is_public=false', admin.headers)).toEqual(['Brouillon de Marie']);
    expect((await list('?is_public=true', admin.headers)).total).toBe(5);
    expect((await list('', admin.headers)).total).toBe(6);
  });

  it.each([
    ['oldest', seeds.map((s) => s.title)],
    [
      'title',
      [
        'Arc 100% feu',
        'Boneshatter Juggernaut',
        'Cyclone Slayer',
        'Nécromancien zombies',
        'Élémentaliste Arc',
      ],
    ],
    [
      'difficulte_asc',
      [
        'Cyclone Slayer',
        'Nécromancien zombies',
        'Boneshatter Juggernaut',
        'Arc 100% feu',
        'Élémentaliste Arc',
      ],
    ],
    [
      'survie_desc',
      [
        'Cyclone Slayer',
        'Boneshatter Juggernaut',
        'Arc 100% feu',
        'Nécromancien zombies',
        'Élémentaliste Arc',
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    expect(await titles(`?sort=${sort}`)).toEqual(expected);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?page=0', 'page'],
    ['?min_cout=9', 'min_cout'],
    ['?sort=random', 'sort'],
    ['?classe=Sorcerer', 'classe'],
    ['?is_public=peut-etre', 'is_public'],
  ])('refuses %s with a French 400 naming the parameter', async (query, name) => {
    const res = await app.inject({ url: `/api/builds${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(`« ${name} »`);
  });

  it('answers reads as private to the viewer', async () => {
    const res = await app.inject({ url: `/api/builds/${id['Cyclone Slayer']}` });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Authorization/i);
  });
});
