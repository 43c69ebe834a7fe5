import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CLASSES } from 'game-facts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/buildTestApp.js';
import { BUNDLED_SOURCE } from './bundledTree.js';
import { storeBundledTree } from './plugin.js';
import type { PassiveTreeData } from './types.js';

describe('the passive tree data endpoints', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { POE_GAME_VERSION: '3.26' } });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lists the bundled tree of the game (3.15) from the first start, current until another comes', async () => {
    const res = await get('/api/game/passive-tree');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.current).toBe('3.15');
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0]).toMatchObject({ version: '3.15' });
    expect(body.versions[0].dataUrl).toMatch(/^\/api\/game\/passive-tree\/3\.15\/[\w-]{16}\.json$/);
    expect(Date.parse(body.versions[0].fetchedAt)).not.toBeNaN();
  });

  it('serves the tree at its hashed address, cached for ever and compressed', async () => {
    const { versions } = (await get('/api/game/passive-tree')).json();
    const res = await get(versions[0].dataUrl, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBe('gzip');
    const tree = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as PassiveTreeData;
    expect(tree.version).toBe('3.15');
    expect(tree.nodes).toHaveLength(2263);
    // Every class of the site, in the game's id order (the Scion first).
    expect(tree.classes.map((c) => c.id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tree.classes[0]?.name).toBe('Scion');
    expect(tree.classes.map((c) => c.name).sort()).toEqual([...CLASSES].sort());
    const duelist = tree.classes.find((c) => c.name === 'Duelist');
    expect(duelist).toMatchObject({ id: 4, startNode: 50986 });
    expect(duelist?.ascendancies).toEqual([
      { id: 1, name: 'Slayer', startNode: 33795 },
      { id: 2, name: 'Gladiator', startNode: 32730 },
      { id: 3, name: 'Champion', startNode: 24984 },
    ]);
  });

  it('sends the tree in brotli at its best quality, the same data', async () => {
    const { versions } = (await get('/api/game/passive-tree')).json();
    const plain = await get(versions[0].dataUrl);
    const res = await get(versions[0].dataUrl, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    // Best quality and the drawing's trimmings: 44 KB, where the stored tree at the on-the-fly
    // level was 99 KB and at the best one 69 KB.
    expect(res.rawPayload.length).toBeLessThan(50_000);
  });

  it('sends what the browser draws: no stats, whole places, every node and link of the tree', async () => {
    const { versions } = (await get('/api/game/passive-tree')).json();
    const drawing = (await get(versions[0].dataUrl)).json() as PassiveTreeData;
    const { rows } = await app.db.query<{ data: string }>(
      `select data from passive_trees where version = '3.15'`,
    );
    const stored = JSON.parse(rows[0]?.data ?? '{}') as PassiveTreeData;
    expect(stored.nodes.some((n) => n.stats.length > 0)).toBe(true);
    expect(drawing.nodes.some((n) => 'stats' in n)).toBe(false);
    expect(drawing.nodes.map((n) => n.id)).toEqual(stored.nodes.map((n) => n.id));
    expect(drawing.links.map((l) => [l.a, l.b])).toEqual(stored.links.map((l) => [l.a, l.b]));
    expect(drawing.nodes.every((n) => Number.isInteger(n.x) && Number.isInteger(n.y))).toBe(true);
    stored.nodes.forEach((node, i) => {
      expect(Math.abs((drawing.nodes[i]?.x ?? NaN) - node.x)).toBeLessThanOrEqual(0.5);
      expect(drawing.nodes[i]).toMatchObject({ name: node.name, kind: node.kind });
    });
    // Its address is not the stored tree's hash: a new drawing format gets a new address.
    const { rows: hashes } = await app.db.query<{ hash: string }>('select hash from passive_trees');
    expect(hashes[0]?.hash).toMatch(/^[\w-]{16}$/);
    expect(versions[0].dataUrl).not.toContain(hashes[0]?.hash);
  });

  it('answers a French 404 for a wrong hash or an unknown version', async () => {
    const { versions } = (await get('/api/game/passive-tree')).json();
    const hash = versions[0].dataUrl.split('/').at(-1);
    for (const url of [
      '/api/game/passive-tree/3.15/AAAAAAAAAAAAAAAA.json',
      `/api/game/passive-tree/3.25/${hash}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/^Arbre passif introuvable/);
      expect(String(res.headers['cache-control'])).not.toMatch(/immutable/);
    }
    expect((await get('/api/game/passive-tree/3.26/pas-un-fichier')).statusCode).toBe(400);
  });

  it('replaces a bundled tree stored by an older start, never a tree the job fetched', async () => {
    const hash = async () =>
      (await app.db.query<{ hash: string }>('select hash from passive_trees')).rows[0]?.hash;
    const current = await hash();
    await app.db.query(`update passive_trees set hash = 'ancienne', data = '{}'`);
    await storeBundledTree(app);
    expect(await hash()).toBe(current);
    await app.db.query(`update passive_trees set hash = 'recuperee', source = 'https://x.test/'`);
    await storeBundledTree(app);
    expect(await hash()).toBe('recuperee');
    await app.db.query('update passive_trees set source = $1', [BUNDLED_SOURCE]);
  });

  it('deletes the hand-made stand-in tree an older start stored', async () => {
    await app.db.query(
      `insert into passive_trees (version, hash, data, source) values ('3.26', 'mainfaite', '{}', 'stand-in')`,
    );
    await storeBundledTree(app);
    const { rows } = await app.db.query<{ version: string }>('select version from passive_trees');
    expect(rows.map((r) => r.version)).toEqual(['3.15']);
  });
});
