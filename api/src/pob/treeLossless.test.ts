import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { DEMO_TREE_PATHS } from '../demo/treePaths.js';
import { decodeTreeData, encodeTreeUrl, treeUrlData } from '../gameData/passiveTree/treeUrl.js';
import { decodePobCode } from './decode.js';
import { DEADEYE_XML, toPobCode } from './fixtures/index.js';
import { childNamed, parseXml } from './xml.js';

/** Two ids the bundled 3.15 tree lacks, as a tree made on a later version would carry. */
const NEWER = [12345, 65000];
const KNOWN = [...DEMO_TREE_PATHS.deadeye.leveling];
const NODES = [...KNOWN, ...NEWER];

/** The Deadeye export with its one spec on tree 3_25, allocating the nodes above, no address. */
const exportWith = (nodes: readonly number[]) =>
  DEADEYE_XML.replace(
    /<Spec [^>]*>[\s\S]*?<\/Spec>/,
    `<Spec ascendClassId="2" nodes="${nodes.join(',')}" treeVersion="3_25" classId="2" masteryEffects=""><Sockets/></Spec>`,
  );

describe('a tree of another game version, from import to export', () => {
  let app: App;
  let author: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'arbre_sans_perte', 'createur');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: author.headers, ...(payload ? { payload } : {}) });

  it('keeps every node through import, saving, the page, the PoB export and the tree address', async () => {
    const imported = await call('POST', '/api/pob/import', { code: toPobCode(exportWith(NODES)) });
    expect(imported.statusCode).toBe(200);
    const spec = imported.json().treeSpecs[0].tree;
    expect(spec).toMatchObject({ version: '3.15', class_id: 2, ascendancy_id: 2, nodes: NODES });
    expect(imported.json().warnings).toContain(
      "Arbre « sans titre » (version 3.25) lu sur l'arbre 3.15 du site ; 2 point(s) d'une autre version du jeu gardé(s).",
    );

    const created = await call(
      'POST',
      '/api/builds',
      buildBody({ classe: 'Ranger', ascendancy: 'Deadeye', passive_trees: { main: spec } }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const page = (await call('GET', `/api/builds/${id}`)).json().passive_trees.main;
    expect(page.nodes).toEqual(NODES);
    expect(page.other_version_nodes).toEqual(NEWER);
    // The author's points: every node but the class and ascendancy starts, the others' too.
    expect(page.points + page.ascendancy_points).toBe(NODES.length - 2);

    const code = (await call('GET', `/api/builds/${id}/pob`)).json().code;
    const exported = childNamed(childNamed(parseXml(decodePobCode(code)), 'Tree'), 'Spec');
    expect(exported?.attrs.nodes?.split(',').map(Number)).toEqual(NODES);
    const address = childNamed(exported, 'URL')?.text.trim() ?? '';
    expect(decodeTreeData(treeUrlData(address)).nodes).toEqual(NODES);
  });

  it('keeps a cluster jewel’s nodes, counts them and gives them back', async () => {
    // Path of Building numbers a cluster jewel's passives from 65536, the address the same way.
    const cluster = [65536 + 8, 65536 + 1049];
    const nodes = [...KNOWN, ...cluster];
    const imported = await call('POST', '/api/pob/import', { code: toPobCode(exportWith(nodes)) });
    expect(imported.statusCode).toBe(200);
    const spec = imported.json().treeSpecs[0].tree;
    expect(spec.nodes).toEqual(nodes);
    const created = await call(
      'POST',
      '/api/builds',
      buildBody({ classe: 'Ranger', ascendancy: 'Deadeye', passive_trees: { main: spec } }),
    );
    expect(created.statusCode).toBe(201);
    const page = (await call('GET', `/api/builds/${created.json().id}`)).json().passive_trees.main;
    expect(page).toMatchObject({ nodes, cluster_nodes: cluster, other_version_nodes: [] });
    expect(page.points + page.ascendancy_points).toBe(nodes.length - 2);

    const code = (await call('GET', `/api/builds/${created.json().id}/pob`)).json().code;
    const exported = childNamed(childNamed(parseXml(decodePobCode(code)), 'Tree'), 'Spec');
    expect(exported?.attrs.nodes?.split(',').map(Number)).toEqual(nodes);
    const address = decodeTreeData(treeUrlData(childNamed(exported, 'URL')?.text.trim() ?? ''));
    expect([...address.nodes, ...address.clusterNodes]).toEqual(nodes);
    const decoded = await call('POST', '/api/game/passive-tree/decode', {
      url: encodeTreeUrl({ classId: 2, ascendancyId: 2, nodes }),
    });
    expect(decoded.json().trees[0].nodes).toEqual(nodes);
  });

  it('keeps the nodes of an official address the stored tree lacks', async () => {
    const url = encodeTreeUrl({ classId: 2, ascendancyId: 2, nodes: NODES });
    const res = await call('POST', '/api/game/passive-tree/decode', { url });
    expect(res.statusCode).toBe(200);
    expect(res.json().trees[0]).toMatchObject({ version: '3.15', nodes: NODES, url });
  });
});
