import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { FAKE_SHARE_ID } from './shareSites/standIn.js';
import { encodeTreeUrl } from '../gameData/passiveTree/treeUrl.js';
import { names } from './treeDecode.js';

describe('POST /api/game/passive-tree/decode', () => {
  let app: App;
  let author: TestUser;
  let reader: TestUser;

  const decode = (url: string, user: TestUser | null = author) =>
    app.inject({
      method: 'POST',
      url: '/api/game/passive-tree/decode',
      headers: user?.headers ?? {},
      payload: { url },
    });

  beforeAll(async () => {
    app = await buildTestApp({ env: { POE_GAME_VERSION: '3.26' } });
    author = await addUser(app, 'decode_auteur', 'createur');
    reader = await addUser(app, 'decode_lecteur', 'user');
  });
  afterAll(() => app.close());

  it('reads an official address as one tree of the current version, named', async () => {
    const url = encodeTreeUrl({
      classId: 4,
      ascendancyId: 1,
      nodes: [50986, 39725, 33795, 62817, 1234],
    });
    const res = await decode(`  ${url}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      trees: [
        {
          version: '3.15',
          class_id: 4,
          ascendancy_id: 1,
          classe: 'Duelist',
          ascendancy: 'Slayer',
          title: '',
          url,
          // 1234 is no node of the site's tree (3.15): kept all the same, for the export.
          nodes: [50986, 39725, 33795, 62817, 1234],
        },
      ],
    });
  });

  it('reads every tree spec behind a Path of Building share link, on the tree the site stores', async () => {
    const res = await decode(`https://pobb.in/${FAKE_SHARE_ID}`);
    expect(res.statusCode).toBe(200);
    const { trees } = res.json();
    expect(trees).toHaveLength(2);
    // The export's trees are 3.25 ones: read on the 3.15 tree the site stores, with every node,
    // also those that tree lacks.
    expect(trees[0]).toMatchObject({
      version: '3.15',
      class_id: 4,
      ascendancy_id: 1,
      classe: 'Duelist',
      ascendancy: 'Slayer',
      title: 'Leveling 60 points',
      nodes: [39725, 50904, 25058, 6230, 48438],
    });
    expect(trees[1].title).toBe('Endgame 116 points');
    expect(trees[1].url).toMatch(/^https:\/\/www\.pathofexile\.com\/passive-skill-tree\//);
  });

  it('answers a French 400 for what is not a tree address', async () => {
    for (const [url, reason] of [
      [
        'https://example.com/arbre',
        'ni une adresse pathofexile.com ni un lien de partage Path of Building',
      ],
      [
        'https://www.pathofexile.com/passive-skill-tree/AAAABwQBAA',
        'version 7 du format inconnue (4, 5 ou 6 attendues)',
      ],
      [
        encodeTreeUrl({ classId: 9, ascendancyId: 0, nodes: [] }),
        "classe 9 ou ascendance 0 inconnue dans l'arbre 3.15",
      ],
    ] as const) {
      const res = await decode(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe(`Adresse d'arbre passif invalide : ${reason}.`);
    }
  });

  it('is for those who write builds', async () => {
    const url = encodeTreeUrl({ classId: 4, ascendancyId: 1, nodes: [] });
    expect((await decode(url, null)).statusCode).toBe(401);
    expect((await decode(url, reader)).statusCode).toBe(403);
  });
});

describe('names', () => {
  it('names the Raider’s place as the tree does: Warden from 3.25, Raider before', () => {
    const ranger = { id: 2, name: 'Ranger', startNode: 1, ascendancies: [] as never[] };
    const tree = {
      data: {
        version: '3.26',
        classes: [
          {
            ...ranger,
            ascendancies: [
              { id: 1, name: 'Warden', startNode: 2 },
              { id: 2, name: 'Deadeye', startNode: 3 },
            ],
          },
        ],
        nodes: [],
        links: [],
        bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 },
      },
      nodes: new Map(),
    };
    expect(names(2, 1, tree)).toEqual({ classe: 'Ranger', ascendancy: 'Warden' });
    const old = { ...ranger, ascendancies: [{ id: 1, name: 'Raider', startNode: 2 }] };
    const oldTree = { ...tree, data: { ...tree.data, version: '3.15', classes: [old] } };
    expect(names(2, 1, oldTree)).toEqual({ classe: 'Ranger', ascendancy: 'Raider' });
    expect(names(2, 1, undefined)).toEqual({ classe: 'Ranger', ascendancy: 'Warden' });
    expect(names(2, 2, tree)).toEqual({ classe: 'Ranger', ascendancy: 'Deadeye' });
    expect(names(2, 0, tree)).toEqual({ classe: 'Ranger', ascendancy: '' });
    expect(names(2, 3, tree)).toBeNull();
  });
});
