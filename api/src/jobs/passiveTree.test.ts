import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { BUNDLED_SOURCE, bundledTreeExportText } from '../gameData/passiveTree/bundledTree.js';
import { listTreeVersions } from '../gameData/passiveTree/sql.js';

/** A newer export of the game, as the live host would answer: the bundled one, one name changed. */
const newerExport = () => {
  const raw = JSON.parse(bundledTreeExportText()) as { nodes: Record<string, { name?: string }> };
  const node = raw.nodes['11420'];
  if (node) node.name = 'Arcanist’s Dominion (3.27)';
  return JSON.stringify(raw);
};

const stored = async (app: App) =>
  (
    await app.db.query<{ version: string; hash: string; source: string }>(
      'select version, hash, source from passive_trees',
    )
  ).rows;

describe('the update-passive-tree job', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { POE_GAME_VERSION: '3.27' } });
  });
  afterAll(() => app.close());

  it('fetches the export, reads it and stores it under the current game version', async () => {
    await app.db.query('delete from passive_trees');
    app.upstreams.standIns?.passiveTree.serveExport(newerExport());
    const result = await app.jobs.run('update-passive-tree');
    expect(result).toMatchObject({ success: true });
    expect(result.logs[0]).toBe("📥 Lecture de l'arbre passif 3.27 (export officiel)…");
    expect(result.logs[1]).toMatch(/^✅ \d+ nœuds, \d+ liens, 7 classes lus$/);
    // The French coverage of the notables, for the maintenance modal's table.
    expect(result.logs.at(-1)).toMatch(/^📊 talents notables : \d+ noms? français sur \d+ /);
    const rows = await stored(app);
    expect(rows).toEqual([
      {
        version: '3.27',
        hash: expect.stringMatching(/^[\w-]{16}$/),
        source: `${app.upstreams.standIns?.passiveTree.url}/grindinggear/skilltree-export/master/data.json`,
      },
    ]);
    expect(app.upstreams.standIns?.passiveTree.requests.at(-1)).toBe(
      '/grindinggear/skilltree-export/master/data.json',
    );
    // The same content keeps its address.
    await app.jobs.run('update-passive-tree');
    expect((await stored(app))[0]?.hash).toBe(rows[0]?.hash);
    app.upstreams.standIns?.passiveTree.serveExport(undefined);
  });

  it('stores the stand-in’s answer, the bundled 3.15 export, as 3.15, never as the current version', async () => {
    await app.db.query('delete from passive_trees');
    const result = await app.jobs.run('update-passive-tree');
    expect(result).toMatchObject({ success: true });
    expect(await stored(app)).toEqual([
      { version: '3.15', hash: expect.stringMatching(/^[\w-]{16}$/), source: BUNDLED_SOURCE },
    ]);
  });

  it.each([
    ['error', 'Arbre passif indisponible : arbre précédent conservé'],
    ['garbage', 'Arbre passif indisponible : arbre précédent conservé'],
  ] as const)('keeps the stored tree when the export host answers %s', async (behaviour, error) => {
    const before = await listTreeVersions(app.db);
    app.upstreams.standIns?.passiveTree.behave(behaviour);
    try {
      const result = await app.jobs.run('update-passive-tree');
      expect(result).toMatchObject({ success: false, error });
      expect(result.logs.at(-1)).toMatch(/^❌ Export de l'arbre : /);
    } finally {
      app.upstreams.standIns?.passiveTree.behave('ok');
    }
    expect(await listTreeVersions(app.db)).toEqual(before);
  });
});

describe('the passive tree on a site’s first start', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { GAME_DATA_ON_START: 'true' } });
  });
  afterAll(() => app.close());

  it('runs the tree job once listening: the current export joins the bundled tree and is current', async () => {
    app.upstreams.standIns?.passiveTree.serveExport(newerExport());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const current = app.league.current().gameVersion;
    await expect
      .poll(async () => (await stored(app)).map((r) => r.version).sort(), { timeout: 30_000 })
      .toEqual(['3.15', current].sort());
    const fetched = (await stored(app)).find((r) => r.version === current);
    expect(fetched?.source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/grindinggear\//);
    const list = await app.inject({ method: 'GET', url: '/api/game/passive-tree' });
    expect(list.json().current).toBe(current);
  });
});
