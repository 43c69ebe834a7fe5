import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { BASE_CURRENCIES } from './catalogue/facts.js';
import { buildTestApp } from '../../test/buildTestApp.js';

describe('the game catalogue endpoints', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lists gems with the French display name by default and English on request', async () => {
    const fr = await get('/api/game/gems');
    expect(fr.statusCode).toBe(200);
    const fireball = fr.json().gems.find((g: { name: string }) => g.name === 'Fireball');
    expect(fireball).toMatchObject({
      name: 'Fireball',
      displayName: 'Boule de feu',
      icon: '/images/gems/Fireball.png',
      isSupport: false,
    });
    const en = await get('/api/game/gems?lang=en');
    expect(en.json().gems.find((g: { name: string }) => g.name === 'Fireball').displayName).toBe(
      'Fireball',
    );
  });

  it('lists only the named gems when asked, in the asked language', async () => {
    const fr = await get('/api/game/gems?names=Fireball,Unknown%20Gem,Cyclone');
    expect(fr.json().gems.map((g: { displayName: string }) => g.displayName)).toEqual([
      'Cyclone',
      'Boule de feu',
    ]);
    const en = await get('/api/game/gems?lang=en&names=Fireball');
    expect(en.json().gems).toMatchObject([{ name: 'Fireball', displayName: 'Fireball' }]);
    expect((await get('/api/game/gems?names=,')).statusCode).toBe(400);
  });

  it('reads the catalogue once, until a refresh of the game data is published', async () => {
    const fireball = async () =>
      (await get('/api/game/gems?names=Fireball')).json<{ gems: { displayName: string }[] }>()
        .gems[0]?.displayName;
    expect(await fireball()).toBe('Boule de feu');
    try {
      await app.db.query(
        `update gems set name_fr = 'Boule de feu (revue)' where name = 'Fireball'`,
      );
      // Every build page asks for its gems: answered from memory, not from the database.
      expect(await fireball()).toBe('Boule de feu');
      // A job that changed the catalogue publishes `game` when it ends, to every process.
      await app.changes.publish(['game']);
      expect(await fireball()).toBe('Boule de feu (revue)');
    } finally {
      await app.db.query(`update gems set name_fr = 'Boule de feu' where name = 'Fireball'`);
      await app.changes.publish(['game']);
    }
    expect(await fireball()).toBe('Boule de feu');
  });

  it('answers 304 to a browser holding the same list, with a cache lifetime', async () => {
    const first = await get('/api/game/gems?lang=en');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    const again = await get('/api/game/gems?lang=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/game/gems?lang=fr', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('draws 25 wheel gems, never support, aura or Vaal, afresh each time', async () => {
    const draw = async () => {
      const res = await get('/api/game/gems/wheel');
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json().gems as {
        name: string;
        isSupport: boolean;
        isAura: boolean;
        isVaal: boolean;
      }[];
    };
    const [a, b] = [await draw(), await draw()];
    expect(a).toHaveLength(25);
    expect(new Set(a.map((g) => g.name)).size).toBe(25);
    expect(a.some((g) => g.isSupport || g.isAura || g.isVaal)).toBe(false);
    expect(a.map((g) => g.name)).not.toEqual(b.map((g) => g.name));
    expect((await get('/api/game/gems/wheel?count=3')).json().gems).toHaveLength(3);
  });

  it('lists currencies by section in the spec order, base currencies first, with counts', async () => {
    const { sections } = (await get('/api/game/currencies')).json();
    expect(sections.map((s: { type: string }) => s.type)).toEqual([
      'Currency',
      'Fragment',
      'Scarab',
      'Essence',
      'Fossil',
    ]);
    for (const s of sections) expect(s.count).toBe(s.currencies.length);
    const names = sections[0].currencies.map((c: { name: string }) => c.name);
    expect(names.slice(0, 23)).toEqual([...BASE_CURRENCIES]);
    expect(sections[0].currencies[0]).toMatchObject({
      displayName: 'Orbe du chaos',
      icon: '/images/currency/Chaos_Orb.png',
    });
  });

  it('answers one currency’s tooltip data, and a French 404 for an unknown one', async () => {
    await app.db.query(
      `update currencies set chaos_equivalent = 180.5, details_id = 'divine-orb',
       description = 'Randomises the numeric values of modifiers' where name = 'Divine Orb'`,
    );
    const res = await get('/api/game/currencies/Divine%20Orb?lang=en');
    expect(res.json()).toEqual({
      name: 'Divine Orb',
      displayName: 'Divine Orb',
      icon: '/images/currency/Divine_Orb.png',
      type: 'Currency',
      description: 'Randomises the numeric values of modifiers',
      chaosEquivalent: 180.5,
      detailsId: 'divine-orb',
    });
    const missing = await get('/api/game/currencies/Orb%20of%20Nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Currency introuvable' });
  });

  it('reads a currency’s description from the wiki once and keeps stored data while it fails', async () => {
    const wiki = app.upstreams.standIns?.wiki;
    if (!wiki) throw new Error('tests run against the stand-ins');
    const before = wiki.requests.length;
    const res = await get('/api/game/currencies/Exalted%20Orb?lang=en');
    expect(res.json()).toMatchObject({
      name: 'Exalted Orb',
      description: 'Augments a rare item with a new random modifier',
    });
    await get('/api/game/currencies/Exalted%20Orb');
    expect(wiki.requests.length - before).toBe(1);

    wiki.behave('error');
    const down = await get('/api/game/currencies/Orb%20of%20Alchemy');
    wiki.behave('ok');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ name: 'Orb of Alchemy', description: '' });
    // The failed wiki is left alone for a few minutes.
    const after = wiki.requests.length;
    await get('/api/game/currencies/Orb%20of%20Alchemy');
    expect(wiki.requests.length).toBe(after);
  });

  it('lists base names with their item class for the item parser', async () => {
    const { bases } = (await get('/api/game/bases?lang=en')).json();
    expect(bases.find((b: { name: string }) => b.name === 'Fishscale Gauntlets')).toEqual({
      name: 'Fishscale Gauntlets',
      displayName: 'Fishscale Gauntlets',
      itemClass: 'Gloves',
      image: '/images/non_uniques/Fishscale_Gauntlets.png',
    });
  });

  it('lists uniques with their French name, gendered by the base', async () => {
    await app.db.query(
      `insert into uniques (name, name_fr, base, item_class) values
       ('Goldrim', 'Cercle {doré/dorée}', 'Leather Cap', 'Helmets'),
       ('Tabula Rasa', null, 'Simple Robe', 'Body Armours')
       on conflict (name) do update set name_fr = excluded.name_fr`,
    );
    const all: { name: string }[] = (await get('/api/game/uniques')).json().uniques;
    const uniques = all.filter((u) => ['Goldrim', 'Tabula Rasa'].includes(u.name));
    const inflection = (
      await app.db.query<{ inflection: string }>(
        `select inflection from item_bases where name = 'Leather Cap'`,
      )
    ).rows[0]?.inflection;
    expect(uniques).toEqual([
      {
        name: 'Goldrim',
        displayName: inflection === 'F' ? 'Cercle dorée' : 'Cercle doré',
        base: 'Leather Cap',
        itemClass: 'Helmets',
        image: '/images/uniques/Goldrim.png',
      },
      expect.objectContaining({ name: 'Tabula Rasa', displayName: 'Tabula Rasa' }),
    ]);
  });

  it('refuses an unknown language with a French message', async () => {
    const res = await get('/api/game/gems?lang=de');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Requête invalide/);
  });
});

describe('GET /api/game/uniques once the unique job has brought the items', () => {
  let app: App;
  let images: string;
  beforeAll(async () => {
    images = await mkdtemp(join(tmpdir(), 'poe-unique-names-'));
    app = await buildTestApp({ env: { IMAGES_DIR: images } });
    expect(await app.jobs.run('update-uniques-flasks-jewels')).toMatchObject({ success: true });
  });
  afterAll(async () => {
    await app.close();
    await rm(images, { recursive: true, force: true });
  });

  type Unique = { name: string; displayName: string; base: string; itemClass: string };
  const uniques = async (lang: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/game/uniques?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    return new Map((res.json().uniques as Unique[]).map((u) => [u.name, u]));
  };

  it('names them in French from the bundled names, in English on request', async () => {
    const fr = await uniques('fr');
    expect(fr.get("Lioneye's Glare")).toEqual({
      name: "Lioneye's Glare",
      displayName: "Regard d'Œil de Lion",
      base: 'Imperial Bow',
      itemClass: 'Bows',
      image: "/images/uniques/Lioneye's_Glare.png",
    });
    expect(fr.get('Goldrim')?.displayName).toBe('Bordoré');
    expect(fr.get('Le Heup of All')?.displayName).toBe('Le Heup de Tout');
    // The French client keeps this one's English name; so do we.
    expect(fr.get('Tabula Rasa')?.displayName).toBe('Tabula Rasa');
    const en = await uniques('en');
    expect(en.get("Lioneye's Glare")?.displayName).toBe("Lioneye's Glare");
    expect(en.get('Goldrim')?.displayName).toBe('Goldrim');
  });

  it('prefers a French name set on the unique itself', async () => {
    await app.db.query(`update uniques set name_fr = 'Cercle doré' where name = 'Goldrim'`);
    expect((await uniques('fr')).get('Goldrim')?.displayName).toBe('Cercle doré');
  });
});
