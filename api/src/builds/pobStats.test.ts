import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { OCC_VORTEX_XML, toPobCode } from '../pob/fixtures/index.js';
import type { Build, BuildCard } from './schemas.js';

interface Imported {
  stats: Record<string, number>;
  notes: string;
}

describe('the stats Path of Building computed, kept with the build', () => {
  let app: App;
  let author: TestUser;

  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/builds', headers: author.headers, payload });
  const card = async (id: number) => {
    const res = await app.inject({ url: '/api/builds?limit=50', headers: author.headers });
    return res.json<{ builds: BuildCard[] }>().builds.find((b) => b.id === id);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'auteur_stats', 'createur');
  });
  afterAll(() => app.close());

  it('keeps the stats and notes of a real import, and the card shows its life and DPS', async () => {
    const imported = await app.inject({
      method: 'POST',
      url: '/api/pob/import',
      headers: author.headers,
      payload: {
        code: toPobCode(
          OCC_VORTEX_XML.replace('<Notes>', '<Notes>Vortex &lt;b&gt;froid&lt;/b&gt;'),
        ),
      },
    });
    expect(imported.statusCode).toBe(200);
    const pob = imported.json<Imported>();
    expect(pob.stats.Life).toBe(6728);
    const res = await post(
      buildBody({
        classe: 'Witch',
        ascendancy: '',
        pob_stats: { main: pob.stats },
        pob_notes: pob.notes,
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<Build>();
    expect(created.pob_stats.main).toEqual(pob.stats);
    // Plain text, stored as written: the page escapes it.
    expect(created.pob_notes).toBe('Vortex <b>froid</b>');
    const read = await app.inject({ url: `/api/builds/${created.id}`, headers: author.headers });
    expect(read.json<Build>().pob_stats.main).toMatchObject({ Life: 6728, EnergyShield: 1659 });
    expect(await card(created.id)).toMatchObject({ pob_life: 6728, pob_dps: 567004.71046343 });
  });

  it('gives a build typed by hand no stats at all, not invented ones', async () => {
    const res = await post(buildBody({ classe: 'Witch', ascendancy: '' }));
    expect(res.statusCode).toBe(201);
    const created = res.json<Build>();
    expect(created.pob_stats).toEqual({});
    expect(created.pob_notes).toBe('');
    expect(await card(created.id)).toMatchObject({ pob_life: null, pob_dps: null });
  });

  it('refuses stats that are not numbers or too many, in French, and keeps no unknown phase', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 121 }, (_, i) => [`S${i}`, i]));
    for (const pob_stats of [{ main: { Life: 'beaucoup' } }, { main: tooMany }]) {
      const res = await post(buildBody({ classe: 'Witch', ascendancy: '', pob_stats }));
      expect(res.statusCode, JSON.stringify(pob_stats).slice(0, 40)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/[a-zé]/);
    }
    // A phase the build has no tab for is not kept.
    const other = await post(
      buildBody({ classe: 'Witch', ascendancy: '', pob_stats: { autre: { Life: 1 } } }),
    );
    expect(other.json<Build>().pob_stats).toEqual({});
    const long = await post(
      buildBody({ classe: 'Witch', ascendancy: '', pob_notes: 'x'.repeat(20_001) }),
    );
    expect(long.statusCode).toBe(400);
  });
});
