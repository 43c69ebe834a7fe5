import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import type { App } from '../app.js';
import type { PoeNinjaStandIn } from '../prices/poeNinja/standIn.js';
import type { BuildCost, PhaseCost } from '../prices/schemas.js';

const DIVINE = 180.5;

const item = (name: string, base: string, rarity?: string, image?: string) => ({
  name,
  base,
  itemClass: 'Jewels',
  ...(rarity && { rarity }),
  ...(image && { image }),
});
const gem = (name: string, displayName = name) => ({ name, displayName });

describe('GET /api/builds/{id}/cost', () => {
  let app: App;
  let ninja: PoeNinjaStandIn;
  let owner: TestUser;
  let stranger: TestUser;
  let demoId: number;

  const cost = async (id: number, user?: TestUser) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/builds/${id}/cost`,
      headers: user?.headers ?? {},
    });
    return { res, body: res.json<BuildCost>() };
  };
  const phase = (body: BuildCost, name: PhaseCost['phase']) => {
    const found = body.phases.find((p) => p.phase === name);
    if (!found) throw new Error(`no phase ${name}`);
    return found;
  };
  const ninjaCalls = () => ninja.requests.length;
  async function createBuild(overrides: Record<string, unknown>, isPublic = true) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: owner.headers,
      payload: buildBody(overrides),
    });
    const id = res.json<{ id: number }>().id;
    if (isPublic) await app.db.query('update builds set is_public = true where id = $1', [id]);
    return id;
  }

  /**
   * Stored prices, read just now from a poe.ninja that answers, whatever the tests before left
   * (no lists, stale ones, a refresh failed a moment ago).
   */
  async function freshPrices() {
    ninja.behave('ok');
    await expect
      .poll(
        async () => {
          await app.db.query(
            `update price_lists set fetched_at = now() - interval '1 day',
               attempted_at = now() - interval '1 day'`,
          );
          return (await cost(demoId)).body.stale;
        },
        { timeout: 20_000 },
      )
      .toBe(false);
  }

  beforeAll(async () => {
    // A generous upstream time limit: the hanging test shows the answer does not wait for it.
    app = await buildTestApp({ env: { DEMO_CONTENT: 'true', UPSTREAM_TIMEOUT_MS: '120000' } });
    const standIns = app.upstreams.standIns;
    if (!standIns) throw new Error('the poe.ninja stand-in is not running');
    ninja = standIns.poeNinja;
    owner = await addUser(app, 'cout_auteur', 'createur');
    stranger = await addUser(app, 'cout_inconnu', 'createur');
    const { rows } = await app.db.query<{ id: number }>(
      `select id from builds where title like 'Cyclone Slayer%'`,
    );
    demoId = rows[0]?.id ?? 0;
  }, 120_000);
  afterAll(() => app.close());

  it('asks poe.ninja nothing for a build with no unique or gem, and answers every phase at zero', async () => {
    // No prices stored yet (the lines go with their lists).
    await app.db.query('delete from price_lists');
    const id = await createBuild({ equipment: { helmet: item('Tête', 'Leather Cap', 'rare') } });
    const asked = ninjaCalls();
    const { res, body } = await cost(id);
    expect(res.statusCode).toBe(200);
    expect(ninjaCalls()).toBe(asked);
    expect(body.phases.map((p) => p.phase)).toEqual([
      'general',
      'leveling',
      'premier_equipement',
      'endgame',
      'optimisation',
    ]);
    // Nothing priced: no '0 chaos', and the count of what is not priced.
    expect(phase(body, 'general')).toMatchObject({
      totalChaos: null,
      totalDivine: null,
      priced: [],
      unpricedCount: phase(body, 'general').unpriced.reduce((n, l) => n + l.count, 0),
    });
    expect(phase(body, 'general').unpricedCount).toBeGreaterThan(0);
    expect(phase(body, 'general').unpriced).toEqual([
      {
        kind: 'item',
        name: 'Tête',
        displayName: 'Tête',
        base: 'Leather Cap',
        rarity: 'rare',
        count: 1,
      },
    ]);
    expect(body).toMatchObject({ pricesAt: null, stale: true, divineChaos: null });
  });

  it('prices each phase of a demo build: uniques, gems counted per copy, cheapest uncorrupted gem', async () => {
    await freshPrices();
    const { res, body } = await cost(demoId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(body).toMatchObject({ buildId: demoId, league: 'Allflame', divineChaos: DIVINE });

    // Goldrim 1 + Tabula Rasa 8 + Wanderlust 1, and six gems at 1 chaos each.
    const leveling = phase(body, 'leveling');
    expect(leveling.totalChaos).toBe(16);
    expect(leveling.totalDivine).toBe(Math.round((16 / DIVINE) * 100) / 100);
    expect(leveling.priced[0]).toEqual({
      kind: 'unique',
      name: 'Tabula Rasa',
      displayName: 'Tabula Rasa',
      count: 1,
      unitChaos: 8,
      chaos: 8,
    });
    expect(leveling.priced.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Goldrim', 'Wanderlust', 'Ground Slam', 'Ruthless Support']),
    );
    // The magic axe and flask have no market price.
    expect(leveling.unpriced.map((l) => `${l.kind} ${l.rarity}`)).toEqual([
      'item magic',
      'item magic',
    ]);

    const general = phase(body, 'general');
    // Cyclone's corrupted line (0.5) is cheaper, but the level 1 uncorrupted one (2) is taken.
    expect(general.priced.find((l) => l.name === 'Cyclone')).toMatchObject({ unitChaos: 2 });
    expect(general.priced.find((l) => l.name === 'Fortify Support')).toMatchObject({
      displayName: 'Soutien : Renforcement',
      count: 2,
      chaos: 2,
    });
    // The stand-in's prices for the main view's 17 socketed gems, each line counted once.
    expect(general.totalChaos).toBe(
      general.priced.reduce((sum: number, line: { chaos: number }) => sum + line.chaos, 0),
    );
    expect(general.totalChaos).toBe(21);
    expect(general.unpriced.filter((l) => l.kind !== 'item').map((l) => l.name)).toEqual([]);
  });

  it('gives the date the prices were read, fresh', async () => {
    await freshPrices();
    const { body } = await cost(demoId);
    const { rows } = await app.db.query<{ oldest: Date }>(
      'select min(fetched_at) as oldest from price_lists',
    );
    expect(body.stale).toBe(false);
    expect(body.pricesAt).toBe(new Date(rows[0]?.oldest ?? 0).toISOString());
  });

  it('converts to divine orbs and lists what poe.ninja does not price', async () => {
    await freshPrices();
    const id = await createBuild({
      equipment: {
        amulet: item("Watcher's Eye", 'Prismatic Jewel', 'unique'),
        weapon: item("Arakaali's Fang", 'Fiend Dagger', 'unique'),
        // A French client's name, found through the bundled French names.
        helmet: item('Bordoré', 'Leather Cap', 'unique'),
        // Named in French, found through its picture's English name.
        ring1: item('Anneau inconnu', 'Iron Ring', 'unique', '/images/uniques/Le_Heup_of_All.png'),
        ring2: item('Headhunter', 'Leather Belt', 'unique'),
        belt: 'Une ceinture sans nom\nque personne ne reconnaît',
      },
      gem_sockets_main: { Torse: [gem('Fireball', 'Boule de feu'), null, gem('Gemme imaginaire')] },
    });
    const { body } = await cost(id);
    const general = phase(body, 'general');
    // 250 + 40 + 1 + 5 + Fireball's level 1 line (1).
    expect(general.totalChaos).toBe(297);
    expect(general.totalDivine).toBe(1.65);
    expect(general.priced.map((l) => [l.name, l.displayName])).toEqual([
      ["Watcher's Eye", "Watcher's Eye"],
      ["Arakaali's Fang", "Arakaali's Fang"],
      ['Le Heup of All', 'Anneau inconnu'],
      ['Fireball', 'Boule de feu'],
      ['Goldrim', 'Bordoré'],
    ]);
    expect(general.unpriced).toEqual([
      {
        kind: 'unique',
        name: 'Headhunter',
        displayName: 'Headhunter',
        base: 'Leather Belt',
        rarity: 'unique',
        count: 1,
      },
      {
        kind: 'gem',
        name: 'Gemme imaginaire',
        displayName: 'Gemme imaginaire',
        base: '',
        rarity: '',
        count: 1,
      },
      {
        kind: 'item',
        name: 'Une ceinture sans nom',
        displayName: 'Une ceinture sans nom',
        base: '',
        rarity: '',
        count: 1,
      },
    ]);
  });

  it('refuses a private build to a stranger as the build itself does, and answers its owner', async () => {
    await freshPrices();
    const id = await createBuild(
      { equipment: { helmet: item('Goldrim', 'Leather Cap', 'unique') } },
      false,
    );
    const refused = await cost(id, stranger);
    expect(refused.res.statusCode).toBe(404);
    expect(refused.body).toEqual({
      error: "Build non trouvé. Veuillez vérifier l'ID ou réessayer.",
    });
    expect((await cost(id)).res.statusCode).toBe(404);
    const mine = await cost(id, owner);
    expect(mine.res.statusCode).toBe(200);
    expect(phase(mine.body, 'general').totalChaos).toBe(1);
    expect((await cost(999_999)).res.statusCode).toBe(404);
  });

  it('serves the stored prices, marked stale with their date, while poe.ninja fails; retries later', async () => {
    await freshPrices();
    const old = '2026-01-15T10:00:00.000Z';
    await app.db.query('update price_lists set fetched_at = $1, attempted_at = $1', [old]);
    ninja.behave('error');
    try {
      const before = ninjaCalls();
      const { res, body } = await cost(demoId);
      expect(res.statusCode).toBe(200);
      expect(ninjaCalls()).toBeGreaterThan(before);
      expect(body).toMatchObject({ stale: true, pricesAt: old, divineChaos: DIVINE });
      expect(phase(body, 'leveling').totalChaos).toBe(16);

      // Asked again a moment later: not at once, whatever poe.ninja does now.
      ninja.behave('ok');
      const after = ninjaCalls();
      expect((await cost(demoId)).body.pricesAt).toBe(old);
      expect(ninjaCalls()).toBe(after);

      await app.db.query(`update price_lists set attempted_at = now() - interval '1 hour'`);
      const fresh = (await cost(demoId)).body;
      expect(fresh.stale).toBe(false);
      expect(Date.parse(fresh.pricesAt ?? '')).toBeGreaterThan(Date.parse(old));
    } finally {
      ninja.behave('ok');
    }
  });

  it('answers with the stored prices without waiting for a poe.ninja that never answers', async () => {
    await freshPrices();
    const old = '2026-02-01T08:00:00.000Z';
    await app.db.query('update price_lists set fetched_at = $1, attempted_at = $1', [old]);
    ninja.behave('timeout');
    // The upstream time limit is 120 s, beyond this test's own: answering proves the bound.
    const { res, body } = await cost(demoId);
    ninja.behave('ok');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ stale: true, pricesAt: old });
    expect(phase(body, 'general').totalChaos).toBe(21);
  });
});
