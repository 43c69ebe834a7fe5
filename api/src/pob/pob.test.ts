import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { DEADEYE_XML, OLD_JUGGERNAUT_XML, toPobCode } from './fixtures/index.js';
import { FAKE_BOMB_ID, FAKE_SHARE_ID } from './shareSites/standIn.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { HOST_REFUSED, ONE_SOURCE, SHARE_DOWN, SHARE_NOT_FOUND } from './service.js';

let app: App;
let createur: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  createur = await addUser(app, 'pob_createur', 'createur');
});
afterAll(() => app.close());

const post = (payload: unknown, headers: Record<string, string> = createur.headers) =>
  app.inject({ method: 'POST', url: '/api/pob/import', headers, payload: payload as object });

describe('POST /api/pob/import', () => {
  it('is for those who create builds: 401 anonymous, 403 user and blacklist', async () => {
    const code = toPobCode(DEADEYE_XML);
    expect((await post({ code }, {})).statusCode).toBe(401);
    for (const role of ['user', 'blacklist'] as const) {
      const account = await addUser(app, `pob_${role}`, role);
      expect((await post({ code }, account.headers)).statusCode).toBe(403);
    }
    const twitch = await addUser(app, 'pob_twitch', 'twitch');
    expect((await post({ code }, twitch.headers)).statusCode).toBe(200);
  });

  it('reads a pasted code: class, gear with pictures, gems from our catalogue, tree link', async () => {
    const res = await post({ code: toPobCode(OLD_JUGGERNAUT_XML), lang: 'fr' });
    expect(res.statusCode).toBe(200);
    const build = res.json();
    expect(build).toMatchObject({ classe: 'Marauder', ascendancy: 'Juggernaut', sourceUrl: '' });
    expect(build.itemSets[0].equipment.gloves).toMatchObject({
      name: 'Dread Knuckle',
      base: 'Titan Gauntlets',
      itemClass: 'Gloves',
      rarity: 'rare',
      image: '/images/non_uniques/Titan_Gauntlets.png',
    });
    const [quake, support] = build.skillSets[0].sockets.Torse;
    expect(quake).toMatchObject({ name: 'Earthquake', icon: '/images/gems/Earthquake.png' });
    expect(quake.displayName).not.toBe('');
    expect(support.name).toBe('Melee Physical Damage Support');
    expect(build.treeSpecs[0].url).toMatch(
      /^https:\/\/www\.pathofexile\.com\/passive-skill-tree\//,
    );
  });

  it.each([
    ['pobb.in', `https://pobb.in/${FAKE_SHARE_ID}`, `https://pobb.in/${FAKE_SHARE_ID}`],
    [
      'poe.ninja',
      `https://poe.ninja/pob/${FAKE_SHARE_ID}`,
      `https://poe.ninja/poe1/pob/${FAKE_SHARE_ID}`,
    ],
    [
      'pastebin',
      `https://pastebin.com/raw/${FAKE_SHARE_ID}`,
      `https://pastebin.com/${FAKE_SHARE_ID}`,
    ],
  ])('reads a %s link through the stand-in, keeping the share page', async (_host, url, page) => {
    const res = await post({ url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ classe: 'Duelist', ascendancy: 'Slayer', sourceUrl: page });
    expect(res.json().itemSets).toHaveLength(3);
  });

  it('reads trees of an older version on the tree the site stores, and they save', async () => {
    const { current } = (await app.inject({ url: '/api/game/passive-tree' })).json<{
      current: string;
    }>();
    const res = await post({ url: `https://pobb.in/${FAKE_SHARE_ID}` });
    expect(res.statusCode).toBe(200);
    const { treeSpecs, warnings } = res.json<{
      treeSpecs: { title: string; tree: { version: string; nodes: number[] } | null }[];
      warnings: string[];
    }>();
    const trees = treeSpecs.filter((spec) => spec.tree !== null);
    expect(trees.length).toBeGreaterThan(0);
    expect(current).not.toBe('3.25');
    for (const spec of trees) {
      expect(spec.tree?.version).toBe(current);
      expect(warnings).toContainEqual(
        expect.stringContaining(`Arbre « ${spec.title} » (version 3.25) lu sur l'arbre ${current}`),
      );
    }
    const saved = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: createur.headers,
      payload: {
        title: 'Import PoB avec son arbre',
        classe: 'Duelist',
        ascendancy: 'Slayer',
        passive_trees: { main: trees[0]?.tree },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('answers the links of each skill set, the active one under the main gem field', async () => {
    const res = await post({ url: `https://pobb.in/${FAKE_SHARE_ID}` });
    expect(res.statusCode).toBe(200);
    const { skillSets, gem_links } = res.json<{
      skillSets: { links: Record<string, number[]> }[];
      gem_links: Record<string, Record<string, number[]>>;
    }>();
    // The Endgame set's Cyclone group is a 6-link; its aura group sits in the helmet apart.
    expect(skillSets[2]?.links).toEqual({ Torse: [0, 0, 0, 0, 0, 0], Casque: [0, 0, 1] });
    expect(gem_links).toEqual({ gem_sockets_main: skillSets[2]?.links });
  });

  it('refuses other hosts before any request, and a site the operator did not list', async () => {
    const before = app.upstreams.standIns?.pobShare.requests.length;
    for (const url of [
      'https://evil.example/CycloneDemo',
      'http://127.0.0.1:1/raw/x',
      'javascript:alert(1)',
    ]) {
      const res = await post({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: HOST_REFUSED });
    }
    expect(app.upstreams.standIns?.pobShare.requests.length).toBe(before);
    const narrow = await buildTestApp({ env: { UPSTREAM_HOSTS: 'poe.ninja' } });
    try {
      const user = await addUser(narrow, 'pob_narrow', 'createur');
      const res = await narrow.inject({
        method: 'POST',
        url: '/api/pob/import',
        headers: user.headers,
        payload: { url: `https://pobb.in/${FAKE_SHARE_ID}` },
      });
      expect(res.json()).toEqual({ error: HOST_REFUSED });
    } finally {
      await narrow.close();
    }
  });

  it('answers 404 for an unknown export and 502 when the site is down', async () => {
    expect((await post({ url: 'https://pobb.in/Inconnu99' })).json()).toEqual({
      error: SHARE_NOT_FOUND,
    });
    app.upstreams.standIns?.pobShare.behave('error');
    try {
      const res = await post({ url: `https://pobb.in/${FAKE_SHARE_ID}` });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: SHARE_DOWN });
    } finally {
      app.upstreams.standIns?.pobShare.behave('ok');
    }
  });

  it('refuses zip bombs, pasted or shared, with 413', async () => {
    const bomb = deflateSync(Buffer.alloc(32 * 1024 * 1024, 0x41)).toString('base64url');
    const pasted = await post({ code: bomb });
    expect(pasted.statusCode).toBe(413);
    expect(pasted.json().error).toMatch(/trop volumineux/);
    expect((await post({ url: `https://pastebin.com/${FAKE_BOMB_ID}` })).statusCode).toBe(413);
  });

  it.each([
    ['garbage', { code: 'ceci n’est pas un code' }, /Code Path of Building invalide/],
    [
      'zlib that is not XML',
      { code: deflateSync('{"a":1}').toString('base64url') },
      /XML mal formé/,
    ],
    ['a Path of Exile 2 export', { code: toPobCode('<PathOfBuilding2/>') }, /Path of Exile 2/],
    ['neither code nor link', {}, /^Requête invalide/],
    ['both code and link', { code: 'eNq', url: 'https://pobb.in/x1234' }, /^Requête invalide/],
  ])('answers 400 in French for %s', async (_name, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('names the missing source in its message', async () => {
    expect((await post({ code: '  ' })).json()).toEqual({ error: ONE_SOURCE });
  });
});
