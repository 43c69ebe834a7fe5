import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../../test/contentUsers.js';
import { decodePobCode } from '../../pob/decode.js';
import { childNamed, parseXml } from '../../pob/xml.js';
import { decodeTreeData, treeUrlData } from './treeUrl.js';

/** Duelist (4), Slayer (1) on the bundled 3.15 tree: Art of the Gladiator and Bane of Legends. */
const slayerMain = {
  version: '3.15',
  class_id: 4,
  ascendancy_id: 1,
  title: '  Fin de campagne ',
  url: 'https://www.pathofexile.com/passive-skill-tree/AAAABgQB',
  nodes: [50986, 39725, 63649, 49806, 6580, 48807, 33795, 42293, 62817],
};

describe('a build’s passive trees', () => {
  let app: App;
  let author: TestUser;

  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/builds', headers: author.headers, payload });

  beforeAll(async () => {
    app = await buildTestApp({ env: { POE_GAME_VERSION: '3.26', DEMO_CONTENT: 'true' } });
    author = await addUser(app, 'arbre_test', 'createur');
  });
  afterAll(() => app.close());

  it('stores each phase with its points and highlights, and reads them back', async () => {
    const created = await post(
      buildBody({
        passive_trees: {
          main: slayerMain,
          leveling: { version: '3.15', class_id: 4, ascendancy_id: 1, nodes: [50986, 39725] },
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    const { id, passive_trees: trees } = created.json();
    expect(trees.main).toEqual({
      ...slayerMain,
      title: 'Fin de campagne',
      points: 5,
      ascendancy_points: 2,
      other_version_nodes: [],
      cluster_nodes: [],
      highlights: [
        {
          id: 48807,
          name: 'Art of the Gladiator',
          name_fr: 'Art du Gladiateur',
          kind: 'notable',
          stats: [
            '10% increased Attack Speed',
            '10% increased Global Accuracy Rating',
            'Ignore all Movement Penalties from Armour',
            '+20 to Dexterity',
          ],
          ascendancy: null,
        },
        expect.objectContaining({
          id: 62817,
          name: 'Bane of Legends',
          name_fr: 'Fléau des Légendes',
          ascendancy: 'Slayer',
        }),
      ],
      // Against the leveling tree: the Duelist's path out to Art of the Gladiator in the order it
      // is walked, then the Slayer's nodes from their start.
      change: {
        from: 'leveling',
        kept: [39725],
        added: [63649, 49806, 6580, 48807, 42293, 62817],
        removed: [],
      },
    });
    expect(trees.leveling).toMatchObject({ title: '', url: '', points: 1, highlights: [] });
    expect(trees.leveling.change).toBeUndefined();
    const read = await app.inject({
      method: 'GET',
      url: `/api/builds/${id}`,
      headers: author.headers,
    });
    expect(read.json().passive_trees).toEqual(trees);
  });

  it('exports the main tree in the Path of Building code', async () => {
    const { id } = (await post(buildBody({ passive_trees: { main: slayerMain } }))).json();
    const res = await app.inject({
      method: 'GET',
      url: `/api/builds/${id}/pob`,
      headers: author.headers,
    });
    const root = parseXml(decodePobCode(res.json().code));
    const spec = childNamed(childNamed(root, 'Tree'), 'Spec');
    expect(spec?.attrs).toMatchObject({
      title: 'Fin de campagne',
      classId: '4',
      ascendClassId: '1',
      treeVersion: '3_15',
      nodes: slayerMain.nodes.join(','),
    });
  });

  it('replaces the whole object on update and keeps it when not sent', async () => {
    const { id } = (await post(buildBody({ passive_trees: { main: slayerMain } }))).json();
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/builds/${id}`, headers: author.headers, payload });
    expect((await put({ title: 'Autre titre' })).json().passive_trees.main.points).toBe(5);
    const replaced = await put({
      passive_trees: { endgame: { ...slayerMain, nodes: [50986, 39725, 63649] } },
    });
    expect(Object.keys(replaced.json().passive_trees)).toEqual(['endgame']);
    expect(replaced.json().passive_trees.endgame.points).toBe(2);
    expect((await put({ passive_trees: {} })).json().passive_trees).toEqual({});
  });

  it.each([
    [
      { main: { ...slayerMain, version: '3.19' } },
      "Arbre passif (Général) : l'arbre 3.19 est inconnu du site.",
    ],
    [
      { endgame: { ...slayerMain, class_id: 9 } },
      "Arbre passif (Endgame) : classe 9 inconnue dans l'arbre 3.15.",
    ],
    [
      { optimisation: { ...slayerMain, ascendancy_id: 4 } },
      "Arbre passif (Optimisation) : ascendance 4 inconnue pour la classe Duelist dans l'arbre 3.15.",
    ],
    [
      { main: { ...slayerMain, ascendancy_id: 2 } },
      "Arbre passif (Général) : le nœud 33795 (Slayer) appartient à l'ascendance Slayer, pas à Gladiator.",
    ],
    [
      { premier_equipement: { ...slayerMain, nodes: [54447] } },
      "Arbre passif (Premier Équipement) : le nœud 54447 est le départ d'une autre classe que Duelist.",
    ],
  ])('refuses a tree that does not fit its version’s data (%#)', async (trees, message) => {
    const before = await app.db.query<{ n: number }>('select count(*)::int as n from builds');
    const res = await post(buildBody({ passive_trees: trees }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const after = await app.db.query<{ n: number }>('select count(*)::int as n from builds');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('keeps the nodes its version lacks, counts them as points and exports them back', async () => {
    const nodes = [...slayerMain.nodes, 12345, 65000];
    const created = await post(
      buildBody({ passive_trees: { main: { ...slayerMain, url: '', nodes } } }),
    );
    expect(created.statusCode).toBe(201);
    const { id, passive_trees: trees } = created.json();
    expect(trees.main).toMatchObject({ nodes, points: 7, other_version_nodes: [12345, 65000] });
    const res = await app.inject({
      method: 'GET',
      url: `/api/builds/${id}/pob`,
      headers: author.headers,
    });
    const spec = childNamed(childNamed(parseXml(decodePobCode(res.json().code)), 'Tree'), 'Spec');
    expect(spec?.attrs.nodes).toBe(nodes.join(','));
    const address = childNamed(spec, 'URL')?.text ?? '';
    expect(decodeTreeData(treeUrlData(address)).nodes).toEqual(nodes);
  });

  it('refuses what the schema forbids: repeated nodes, too many, a long title', async () => {
    const many = Array.from({ length: 401 }, (_, i) => i);
    for (const trees of [
      { main: { ...slayerMain, nodes: [50986, 50986] } },
      { main: { ...slayerMain, nodes: many } },
      { main: { ...slayerMain, title: 'x'.repeat(101) } },
    ]) {
      expect((await post(buildBody({ passive_trees: trees }))).statusCode).toBe(400);
    }
  });

  it('gives every demo build a main tree through real notables and a shorter leveling tree', async () => {
    const { rows } = await app.db.query<{
      title: string;
      passive_trees: Record<string, { points: number; highlights: { name: string }[] }>;
    }>('select title, passive_trees from builds where user_id is distinct from $1', [author.id]);
    expect(rows).toHaveLength(4);
    for (const { title, passive_trees: trees } of rows) {
      const main = trees.main;
      const leveling = trees.leveling;
      expect(main, title).toBeDefined();
      expect(leveling, title).toBeDefined();
      expect(main?.highlights.length, title).toBeGreaterThanOrEqual(2);
      expect(leveling?.points, title).toBeLessThan(main?.points ?? 0);
    }
  });

  it('ignores a phase the build page has no tab for', async () => {
    const res = await post(buildBody({ passive_trees: { atlas: slayerMain } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().passive_trees).toEqual({});
  });

  it('leaves trees out of the build cards', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/builds' });
    expect(list.json().builds[0]).not.toHaveProperty('passive_trees');
  });
});
