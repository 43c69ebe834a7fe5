import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { UpstreamStandIns } from '../upstreams/plugin.js';
import { BASES_WITHOUT_LINES, HOSTILE_LEAGUE } from '../prices/poeNinja/standIn.js';
import { BASES_PARTIAL } from './uniques.js';
import { readImage, storeImage } from '../gameData/images/store.js';
import { buildTestApp } from '../../test/buildTestApp.js';

const CUSTOM_CHAOS = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from('custom chaos'),
]);

/** The file names of a category's stored pictures. */
async function stored(app: App, category: string) {
  const { rows } = await app.db.query<{ file_name: string }>(
    'select file_name from game_images where category = $1 order by file_name',
    [category],
  );
  return rows.map((r) => r.file_name);
}

describe('the unique and currency jobs against the stand-ins', () => {
  let app: App;
  let standIns: UpstreamStandIns;
  let images: string;
  beforeAll(async () => {
    images = await mkdtemp(join(tmpdir(), 'poe-item-images-'));
    app = await buildTestApp({ env: { IMAGES_DIR: images } });
    if (!app.upstreams.standIns) throw new Error('tests run against the stand-ins');
    standIns = app.upstreams.standIns;
  });
  afterEach(() => standIns.poeNinja.failing.clear());
  afterAll(async () => {
    await app.close();
    await rm(images, { recursive: true, force: true });
  });

  const types = () =>
    standIns.poeNinja.requests.map((r) => new URLSearchParams(r.split('?')[1]).get('type'));

  it('uniques, flasks, jewels: catalogue rows with the base’s class, and their pictures', async () => {
    const result = await app.jobs.run('update-uniques-flasks-jewels');
    expect(result).toMatchObject({ success: true });
    const { rows } = await app.db.query<{ name: string; item_class: string }>(
      'select name, item_class from uniques order by name',
    );
    expect(rows).toContainEqual({ name: 'Goldrim', item_class: 'Helmets' });
    expect(rows).toContainEqual({ name: "Atziri's Promise", item_class: 'Utility Flasks' });
    // A base the bundled names lack joins the base list with poe.ninja's class.
    expect(rows).toContainEqual({ name: "Watcher's Eye", item_class: 'Jewels' });
    expect(await stored(app, 'uniques')).toEqual(
      expect.arrayContaining(['Goldrim.png', "Atziri's_Promise.png", "Watcher's_Eye.png"]),
    );
    // Then the French names of uniques and bases from the trade site, and their coverage.
    const logs = result.logs.join('\n');
    expect(logs).toMatch(/📊 objets uniques : \d+ noms français sur \d+/);
    expect(logs).toMatch(/📊 bases : \d+ noms français sur \d+/);
    const blackheart = await app.db.query(
      `select name_fr from unique_names where name = 'Blackheart'`,
    );
    expect(blackheart.rows).toEqual([{ name_fr: 'Cœur noir' }]);
  });

  it('stops at the flasks when they fail, never asking for the jewels', async () => {
    standIns.poeNinja.requests.length = 0;
    standIns.poeNinja.failing.add('UniqueFlask');
    const result = await app.jobs.run('update-uniques-flasks-jewels');
    expect(result).toMatchObject({
      success: false,
      error: '⚠️ Objets uniques OK, mais erreur pour les potions',
    });
    expect(types()).toEqual(['UniqueWeapon', 'UniqueArmour', 'UniqueAccessory', 'UniqueFlask']);
  });

  it('names the jewels when only they fail, and the uniques when the first step fails', async () => {
    standIns.poeNinja.failing.add('UniqueJewel');
    expect((await app.jobs.run('update-uniques-flasks-jewels')).error).toBe(
      '⚠️ Objets uniques et potions OK, mais erreur pour les jewels',
    );
    standIns.poeNinja.requests.length = 0;
    standIns.poeNinja.failing.add('UniqueArmour');
    expect((await app.jobs.run('update-uniques-flasks-jewels')).error).toBe(
      '❌ Erreur pour les objets uniques',
    );
    expect(types()).toEqual(['UniqueWeapon', 'UniqueArmour']);
  });

  it('currency: prices, details ids and pictures of the five sections, custom Chaos Orb kept', async () => {
    await storeImage(app.db, 'currency', 'Chaos_Orb.png', CUSTOM_CHAOS);
    const result = await app.jobs.run('update-currency-images');
    expect(result).toMatchObject({ success: true });
    expect(result.logs).toContain('🔒 Chaos Orb : image personnalisée conservée');
    expect((await readImage(app.db, 'currency', 'Chaos_Orb.png'))?.body).toEqual(CUSTOM_CHAOS);
    const tooltip = await app.inject({
      method: 'GET',
      url: '/api/game/currencies/Divine%20Orb?lang=en',
    });
    expect(tooltip.json()).toMatchObject({ chaosEquivalent: 180.5, detailsId: 'divine-orb' });
    const { sections } = (await app.inject({ method: 'GET', url: '/api/game/currencies' })).json();
    // The job adds poe.ninja's Scarabs, priced, to the ones a new site starts with.
    const scarabs: { count: number; currencies: { name: string; chaosEquivalent: number }[] } =
      sections.find((s: { type: string }) => s.type === 'Scarab');
    const priced = scarabs.currencies.filter((c) => c.chaosEquivalent !== null);
    expect(priced.map((c) => c.name).sort()).toEqual([
      'Gilded Scarab of Bestiary',
      'Polished Scarab of Divination',
    ]);
    expect(scarabs.count).toBeGreaterThan(60);
    // The French names of the five sections, and how many of each the catalogue has.
    for (const word of ['currency', 'fragments', 'scarabées', 'essences', 'fossiles'])
      expect(result.logs.join('\n')).toMatch(
        new RegExp(`📊 ${word} : \\d+ noms? français sur \\d+`),
      );
    expect(await stored(app, 'currency')).toContain('Pristine_Fossil.png');
  });

  it('currency: a section that fails leaves the others updated and says so', async () => {
    await app.db.query(`update currencies set chaos_equivalent = null where name = 'Divine Orb'`);
    standIns.poeNinja.failing.add('Scarab');
    const result = await app.jobs.run('update-currency-images');
    expect(result).toMatchObject({
      success: false,
      error: '⚠️ Currency mise à jour en partie, en échec : Scarab',
    });
    const { rows } = await app.db.query(
      `select chaos_equivalent from currencies where name = 'Divine Orb'`,
    );
    expect(rows).toEqual([{ chaos_equivalent: 180.5 }]);
  });
});

describe('a poe.ninja answer pointing outside the upstream list', () => {
  it('is refused: no picture is fetched from a host the configuration does not list', async () => {
    const images = await mkdtemp(join(tmpdir(), 'poe-hostile-'));
    const app = await buildTestApp({ env: { IMAGES_DIR: images, POE_LEAGUE: HOSTILE_LEAGUE } });
    try {
      const result = await app.jobs.run('update-flask-images');
      expect(result.success).toBe(false);
      expect(result.logs).toContain(
        "❌ Atziri's Promise : hôte non autorisé (images.evil.example)",
      );
      expect(await stored(app, 'uniques')).toEqual([]);
      expect(app.upstreams.standIns?.images.requests).toEqual([]);
    } finally {
      await app.close();
      await rm(images, { recursive: true, force: true });
    }
  });
});

describe('the pictures of the bases builds use', () => {
  let app: App;
  let standIns: UpstreamStandIns;
  let images: string;
  beforeAll(async () => {
    images = await mkdtemp(join(tmpdir(), 'poe-base-images-'));
    // The demo builds wear magic and rare items on a dozen bases.
    app = await buildTestApp({ env: { IMAGES_DIR: images, DEMO_CONTENT: 'true' } });
    if (!app.upstreams.standIns) throw new Error('tests run against the stand-ins');
    standIns = app.upstreams.standIns;
  });
  afterEach(() => standIns.poeNinja.failing.clear());
  afterAll(async () => {
    await app.close();
    await rm(images, { recursive: true, force: true });
  });

  it('downloads the plain picture of each base a build shows, and only those', async () => {
    const result = await app.jobs.run('update-base-images');
    expect(result).toMatchObject({ success: true });
    const files = await stored(app, 'non_uniques');
    expect(files).toEqual(
      expect.arrayContaining(['Titan_Gauntlets.png', 'Astral_Plate.png', 'Heavy_Belt.png']),
    );
    // Of the catalogue's 800 bases, only the few the builds use.
    expect(files.length).toBeLessThan(30);
    expect(files).not.toContain('Abyssal_Axe.png');
    const asked = standIns.images.requests;
    expect(asked).toContain('/gen/image/titan-gauntlets.png');
    expect(asked.some((path) => path.includes('-shaper'))).toBe(false);
    // A base poe.ninja has no line for is said so, and stays drawn.
    for (const base of BASES_WITHOUT_LINES) {
      expect(result.logs).toContain(`ℹ️ ${base} : pas d’image sur poe.ninja, le dessin reste`);
    }
    const served = await app.inject({
      method: 'GET',
      url: '/images/non_uniques/Titan_Gauntlets.png',
    });
    expect(served.headers['content-type']).toBe('image/png');
    const drawn = await app.inject({ method: 'GET', url: '/images/non_uniques/Onyx_Amulet.png' });
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('is the last step of the Objets run, named when only it fails', async () => {
    standIns.poeNinja.requests.length = 0;
    standIns.poeNinja.failing.add('BaseType');
    const result = await app.jobs.run('update-uniques-flasks-jewels');
    expect(result).toMatchObject({ success: false, error: BASES_PARTIAL });
    const types = standIns.poeNinja.requests.map((r) =>
      new URLSearchParams(r.split('?')[1]).get('type'),
    );
    expect(types).toEqual([
      'UniqueWeapon',
      'UniqueArmour',
      'UniqueAccessory',
      'UniqueFlask',
      'UniqueJewel',
      'BaseType',
    ]);
    standIns.poeNinja.failing.clear();
    expect(await app.jobs.run('update-uniques-flasks-jewels')).toMatchObject({ success: true });
  });
});
