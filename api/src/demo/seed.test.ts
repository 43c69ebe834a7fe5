import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { migrate } from '../platform/db/migrate.js';
import { GEM_COLOURS } from '../gameData/images/shapes.js';
import type { Db } from '../platform/db/client.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { createTestDb } from '../../test/testDb.js';
import { seedDemoContent } from './seed.js';

interface Card {
  id: number;
  user_id: number | null;
  author: string;
  classe: string;
  ascendancy: string;
  is_public: boolean;
  is_example: boolean;
  type: string;
}

const TEXTS = ['leveling', 'premier_equipement', 'endgame', 'optimisation', 'mecaniques'];

describe('the demo content', () => {
  let app: App;
  let admin: { authorization: string };
  const count = async (table: 'builds' | 'guides') =>
    (await app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;

  beforeAll(async () => {
    app = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
    const { rows } = await app.db.query<{ id: number }>(
      `select id from users where login = 'exilestreamer'`,
    );
    const token = await app.issueSessionToken({ id: rows[0]?.id ?? 0, role: 'admin' });
    admin = { authorization: `Bearer ${token}` };
  });
  afterAll(() => app.close());

  it('has public builds of different classes, signed by the personas', async () => {
    const builds = (await app.inject('/api/builds')).json<{ builds: Card[] }>().builds;
    expect(builds.length).toBeGreaterThanOrEqual(3);
    expect(new Set(builds.map((b) => b.classe)).size).toBe(builds.length);
    expect(new Set(builds.map((b) => b.ascendancy)).size).toBe(builds.length);
    expect(new Set(builds.map((b) => b.author))).toEqual(
      new Set(['ExileStreamer', 'MarieCrea', 'LucasLive']),
    );
    expect(builds.every((b) => b.user_id !== null && b.is_public)).toBe(true);
    // Shipped with the site, so the reader marks them « Exemple ».
    expect(builds.every((b) => b.is_example)).toBe(true);
  });

  it('has one build by marie_crea waiting for validation', async () => {
    const all = (await app.inject({ url: '/api/builds', headers: admin })).json<{
      builds: Card[];
    }>().builds;
    const waiting = all.filter((b) => !b.is_public);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.author).toBe('MarieCrea');
  });

  it('fills each build: items with game text, socketed gems, every phase in French HTML', async () => {
    const all = (await app.inject({ url: '/api/builds', headers: admin })).json<{
      builds: Card[];
    }>().builds;
    for (const { id } of all) {
      const build = (await app.inject({ url: `/api/builds/${id}`, headers: admin })).json();
      const items = Object.values(build.equipment) as { text: string; image: string }[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.text).toMatch(/^Item Class: .+\nRarity: (Normal|Magic|Rare|Unique)\n/);
        expect(item.image).toMatch(/^\/images\/(uniques|non_uniques)\//);
      }
      const torse = build.gem_sockets_main.Torse as { name: string; icon: string }[];
      expect(torse.length).toBeGreaterThanOrEqual(4);
      for (const field of TEXTS) expect(build[field]).toMatch(/^<h2>.+<\/h2>/);
    }
  });

  it('keeps the inserts’ data attributes through sanitising', async () => {
    const { rows } = await app.db.query<{ leveling: string }>(
      `select leveling from builds where title like 'Cyclone%'`,
    );
    expect(rows[0]?.leveling).toContain('data-name="Cyclone"');
    expect(rows[0]?.leveling).toContain('data-itemclass="Helmets"');
  });

  it('has public guides of each type', async () => {
    const guides = (await app.inject('/api/guides')).json<{ guides: Card[] }>().guides;
    expect(new Set(guides.map((g) => g.type))).toEqual(
      new Set(['Guide global', 'Guide de craft', 'Astuce de Farm']),
    );
    expect(guides.every((g) => g.is_public && g.user_id !== null && g.is_example)).toBe(true);
  });

  it('gives the gems its builds show their colour, tags and level, which the bundled catalogue lacks', async () => {
    const { rows } = await app.db.query<{ colour: string; tags: string[]; level: number }>(
      `select colour, tags, level_required as level from gems where name = 'Cyclone'`,
    );
    expect(rows[0]).toEqual({
      colour: 'green',
      tags: ['Attack', 'AoE', 'Movement', 'Melee', 'Channelling'],
      level: 28,
    });
    // The drawing of a socketed gem follows: the demo builds' gems are no longer white.
    const picture = await app.inject('/images/gems/Cyclone.png');
    expect(picture.body).toContain(`fill="${GEM_COLOURS.green}"`);
  });

  it('runs once: a second run adds nothing and deleted content stays deleted', async () => {
    const before = { builds: await count('builds'), guides: await count('guides') };
    const [first] = (await app.inject('/api/builds')).json<{ builds: Card[] }>().builds;
    await app.inject({ method: 'DELETE', url: `/api/builds/${first?.id}`, headers: admin });
    const again = await seedDemoContent(app.db, 'exilestreamer');
    expect(again).toEqual({ seeded: false, builds: 0, guides: 0 });
    expect(await count('builds')).toBe((before.builds ?? 0) - 1);
    expect(await count('guides')).toBe(before.guides);
  });
});

describe('the demo seed on a database without the personas', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
  });
  afterAll(() => db.close());

  it('signs everything with the streamer’s name, without an account, exactly once', async () => {
    const runs = await Promise.all([
      seedDemoContent(db, 'exilestreamer'),
      seedDemoContent(db, 'exilestreamer'),
    ]);
    expect(runs.filter((run) => run.seeded)).toHaveLength(1);
    const { rows } = await db.query<{ author: string; user_id: number | null }>(
      'select author, user_id from builds union all select author, user_id from guides',
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.every((r) => r.author === 'exilestreamer' && r.user_id === null)).toBe(true);
  });
});

describe('the demo seed and gem facts the catalogue already knows', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
    await db.query(
      `insert into gems (name, colour, tags, level_required) values
         ('Cyclone', 'blue', '{Attack}', null),
         ('Ground Slam', 'white', '{}', 4)`,
    );
  });
  afterAll(() => db.close());

  it('fills only what is unknown: a known colour or level stays, a shorter tag list grows', async () => {
    await seedDemoContent(db, 'exilestreamer');
    const { rows } = await db.query<{
      name: string;
      colour: string;
      tags: string[];
      level: number;
    }>(`select name, colour, tags, level_required as level from gems order by name`);
    expect(rows).toEqual([
      {
        name: 'Cyclone',
        colour: 'blue',
        tags: ['Attack', 'AoE', 'Movement', 'Melee', 'Channelling'],
        level: 28,
      },
      { name: 'Ground Slam', colour: 'red', tags: ['Attack', 'AoE', 'Melee', 'Slam'], level: 4 },
    ]);
  });
});
