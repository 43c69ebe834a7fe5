import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { backfillIndex } from './indexBackfill.js';

interface Card {
  id: number;
  title: string;
  main_skill: string;
  main_skill_fr: string;
  main_skill_icon: string;
  main_cost_chaos: number | null;
}
interface Page {
  builds: Card[];
  total: number;
}
interface Skills {
  skills: { name: string; displayName: string; icon: string; count: number }[];
}

const gem = (name: string, tags = 'Spell, Projectile') => ({ name, tags });
const support = (name: string) => ({ name, tags: 'Support, Projectile' });
const item = (name: string, base: string, rarity: string) => ({
  name,
  base,
  itemClass: 'Helmets',
  rarity,
});

describe('the build index: main skill, cost estimate, folded search', () => {
  let app: App;
  let admin: TestUser;
  let marie: TestUser;
  let demoNecro = 0;

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `/api/builds${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };
  const titles = async (query: string) => (await list(query)).builds.map((b) => b.title);
  // Read as an admin: a visitor's list is kept until a write is published, and these tests
  // also change rows behind the server's back.
  const card = async (id: number) => {
    const found = (await list('?limit=100', admin.headers)).builds.find((b) => b.id === id);
    if (!found) throw new Error(`no card ${id}`);
    return found;
  };
  const create = async (body: Record<string, unknown>, user = admin) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: user.headers,
      payload: buildBody({ is_public: true, ...body }),
    });
    expect(res.statusCode).toBe(201);
    return res.json<Card>();
  };
  const update = async (id: number, body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/builds/${id}`,
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Card>();
  };

  beforeAll(async () => {
    app = await buildTestApp({ env: { DEMO_CONTENT: 'true', UPSTREAM_TIMEOUT_MS: '120000' } });
    admin = await addUser(app, 'admin_index', 'admin');
    marie = await addUser(app, 'marie_index', 'createur');
    const { rows } = await app.db.query<{ id: number }>(
      `select id from builds where ascendancy = 'Necromancer'`,
    );
    demoNecro = rows[0]?.id ?? 0;
  }, 120_000);
  afterAll(() => app.close());

  it('derives the main skill of a new build from its largest link group, with its French name and picture', async () => {
    const build = await create({
      title: 'Sorcière boules',
      gem_sockets_main: {
        Torse: [gem('Flame Dash'), support('Faster Casting Support'), gem('Fireball')],
        Casque: [gem('Frostblink'), support('Arcane Surge Support')],
      },
      gem_links: { gem_sockets_main: { Torse: [0, 1, 1], Casque: [0, 0] } },
    });
    // Two 2-links: the body armour's wins, and its first gem is a support.
    expect(build.main_skill).toBe('Fireball');
    expect(await card(build.id)).toMatchObject({
      main_skill: 'Fireball',
      main_skill_fr: 'Boule de feu',
      main_skill_icon: '/images/gems/Fireball.png',
    });

    // Links alone: the body armour unlinked, the helmet's 2-link is the largest group.
    expect(
      (await update(build.id, { gem_links: { gem_sockets_main: { Torse: [0, 1, 2] } } }))
        .main_skill,
    ).toBe('Frostblink');
    expect((await card(build.id)).main_skill).toBe('Frostblink');
    await update(build.id, { gem_links: { gem_sockets_main: { Torse: [0, 1, 1] } } });
    // Sockets alone, read with the links already stored (all linked, it would be Flame Dash).
    const fire = await update(build.id, {
      gem_sockets_main: {
        Torse: [gem('Flame Dash'), support('Faster Casting Support'), gem('Fireball')],
      },
    });
    expect(fire.main_skill).toBe('Fireball');
    expect((await card(build.id)).main_skill).toBe('Fireball');
  });

  it('falls back to gem_sockets for an older build, and says nothing without an active gem', async () => {
    const old = await create({ gem_sockets: { Torse: [gem('Raise Zombie', 'Minion, Spell')] } });
    expect(old.main_skill).toBe('Raise Zombie');
    const none = await create({ gem_sockets_main: { Torse: [support('Minion Damage Support')] } });
    expect(none.main_skill).toBe('');
    expect((await card(none.id)).main_skill_icon).toBe('');
  });

  it('filters by main skill, and lists the skills in use in the reader’s language', async () => {
    const zombie = await create({
      title: 'Zombies de Marie',
      gem_sockets_main: { Torse: [gem('Raise Zombie', 'Minion, Spell')] },
    });
    const hidden = await create(
      {
        title: 'Zombies privés',
        gem_sockets_main: { Torse: [gem('Raise Zombie')] },
        is_public: false,
      },
      marie,
    );
    const filtered = await list('?main_skill=Raise%20Zombie&limit=100');
    expect(filtered.builds.map((b) => b.id)).toContain(zombie.id);
    expect(filtered.builds.map((b) => b.id)).not.toContain(hidden.id);
    expect(filtered.builds.every((b) => b.main_skill === 'Raise Zombie')).toBe(true);
    expect((await list('?main_skill=Nothing%20Like%20It')).total).toBe(0);

    const fr = (await app.inject({ url: '/api/builds/main-skills?lang=fr' })).json<Skills>();
    const zombies = fr.skills.find((s) => s.name === 'Raise Zombie');
    expect(zombies).toEqual({
      name: 'Raise Zombie',
      displayName: 'Réanimation en Zombie',
      icon: '/images/gems/Raise_Zombie.png',
      count: filtered.total,
    });
    expect(fr.skills.some((s) => s.name === '')).toBe(false);
    const en = (await app.inject({ url: '/api/builds/main-skills?lang=en' })).json<Skills>();
    expect(en.skills.find((s) => s.name === 'Raise Zombie')?.displayName).toBe('Raise Zombie');
    // Marie sees her private build counted.
    const mine = await app.inject({ url: '/api/builds/main-skills', headers: marie.headers });
    expect(mine.json<Skills>().skills.find((s) => s.name === 'Raise Zombie')?.count).toBe(
      filtered.total + 1,
    );
  });

  it('refuses a bad main skill filter or language with a French error', async () => {
    const empty = await app.inject({ url: '/api/builds?main_skill=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toMatch(/main_skill/);
    const lang = await app.inject({ url: '/api/builds/main-skills?lang=de' });
    expect(lang.statusCode).toBe(400);
  });

  it('searches without accents or case, in class, ascendancy and main skill, English and French', async () => {
    const necro = await create({
      title: 'Invocations pour débuter',
      classe: 'Witch',
      ascendancy: 'Necromancer',
      gem_sockets_main: { Torse: [gem('Raise Zombie', 'Minion, Spell')] },
    });
    for (const search of [
      'necro',
      'necromancien',
      'NÉCROMANCIENNE',
      'sorciere',
      'réanimation zombie',
    ]) {
      expect(await titles(`?search=${encodeURIComponent(search)}&limit=100`)).toContain(
        necro.title,
      );
    }
    expect(await titles('?search=debuter')).toContain(necro.title);
    expect(await titles('?search=sanguinaire')).not.toContain(necro.title);
  });

  it('brings rows written before the derivation up to date: builds and guides', async () => {
    const necroSkill = (await card(demoNecro)).main_skill;
    expect(necroSkill).not.toBe('');
    const guide = await app.inject({
      method: 'POST',
      url: '/api/guides',
      headers: admin.headers,
      payload: {
        title: 'Élever ses résistances',
        type: 'Guide global',
        content: '<p>x</p>',
        is_public: true,
      },
    });
    expect(guide.statusCode).toBe(201);
    await app.db.query(
      `update builds set main_skill = '', main_cost_chaos = null, search_text = 'ancien', index_version = 0`,
    );
    await app.db.query(`update guides set search_text = 'élever', index_version = 0`);
    expect((await list('?search=necro', admin.headers)).total).toBe(0);

    const done = await backfillIndex(app.db, 'Mercenaries');
    const { rows } = await app.db.query<{ n: number }>('select count(*)::int as n from builds');
    expect(done.builds).toBe(rows[0]?.n);
    expect(done.guides).toBeGreaterThan(0);
    expect((await card(demoNecro)).main_skill).toBe(necroSkill);
    const found = await list('?search=necromancien&limit=100', admin.headers);
    expect(found.builds.map((b) => b.id)).toContain(demoNecro);
    const guides = await app.inject({ url: '/api/guides?search=elever%20resistances' });
    expect(guides.json<{ guides: { title: string }[] }>().guides.map((g) => g.title)).toContain(
      'Élever ses résistances',
    );
    // Nothing left to do on the next start.
    expect(await backfillIndex(app.db, 'Mercenaries')).toEqual({ builds: 0, guides: 0 });
  });

  it('shows the main set’s cost once prices are known, never 0 chaos, and follows new prices', async () => {
    const rare = await create({ equipment: { helmet: item('Tête', 'Leather Cap', 'rare') } });
    const goldrim = await create({
      equipment: { helmet: item('Goldrim', 'Leather Cap', 'unique') },
    });
    // No price was ever read: no estimate at all.
    expect((await card(goldrim.id)).main_cost_chaos).toBeNull();
    expect((await card(demoNecro)).main_cost_chaos).toBeNull();

    // The build page's estimate reads poe.ninja; the stored estimates follow.
    const cost = await app.inject({ url: `/api/builds/${demoNecro}/cost` });
    expect(cost.statusCode).toBe(200);
    const general = cost
      .json<{ phases: { phase: string; totalChaos: number }[] }>()
      .phases.find((p) => p.phase === 'general');
    await vi.waitFor(async () => {
      expect((await card(demoNecro)).main_cost_chaos).toBe(general?.totalChaos);
    }, 10_000);
    // The signed-out answer kept in the row, which shows the estimate, is written again with the
    // new one at the refresh, not left for the build's next reader to write.
    await vi.waitFor(async () => {
      const { rows } = await app.db.query<{ public_answer: Buffer | null }>(
        'select public_answer from builds where id = $1',
        [demoNecro],
      );
      const kept = rows[0]?.public_answer;
      expect(kept).toBeTruthy();
      expect(JSON.parse(brotliDecompressSync(kept ?? Buffer.alloc(0)).toString())).toMatchObject({
        id: demoNecro,
        main_cost_chaos: general?.totalChaos,
      });
    }, 10_000);
    expect((await card(goldrim.id)).main_cost_chaos).toBe(1);
    expect((await card(rare.id)).main_cost_chaos).toBeNull();

    // Written after the prices are stored: priced at once.
    const later = await create({ equipment: { helmet: item('Goldrim', 'Leather Cap', 'unique') } });
    expect(later.main_cost_chaos).toBe(1);
  });
});
