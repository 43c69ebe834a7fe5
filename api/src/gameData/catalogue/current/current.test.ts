import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/testDb.js';
import type { Db } from '../../../platform/db/client.js';
import { migrate } from '../../../platform/db/migrate.js';
import { currencySections, listGems, wheelGems } from '../../service.js';
import { AWAKENED_OF } from '../facts.js';
import { seedCatalogue } from '../seed.js';
import { currentCurrencies } from './currencies.js';
import { settleGemFamilies } from './families.js';
import { coverageLines } from './frenchNames.js';
import { currentGems } from './gems.js';

describe('the current league’s gem facts', () => {
  const gems = currentGems();
  const byName = new Map(gems.map((g) => [g.name, g]));

  it('hold 600 gems or more, each once, each with a level and tags', () => {
    expect(gems.length).toBeGreaterThanOrEqual(600);
    expect(byName.size).toBe(gems.length);
    for (const gem of gems) expect(gem.levelRequired, gem.name).toBeGreaterThan(0);
    // Tags come from the project's list: only a few gems newer than it have none.
    expect(gems.filter((g) => g.tags.length === 0).length).toBeLessThan(10);
    // The gems the game gives no attribute: Portal, Detonate Mines, Vaal Breach, a few supports
    // and the Keepers' pacts.
    expect(gems.filter((g) => g.colour === 'white').map((g) => g.name)).toEqual([
      'Portal',
      'Vaal Breach',
      'Detonate Mines',
      'Eclipse Support',
      'Coursing Current Support',
      'Crystalfall Support',
      'Pact of Beidat',
      'Pact of Ghorr',
      "Pact of K'Tash",
      'Pact of Lycia',
      'Quickstep',
    ]);
  });

  it('include the gems of the last seven years, coloured and levelled', () => {
    expect(byName.get('Boneshatter')).toMatchObject({ colour: 'red', levelRequired: 28 });
    expect(byName.get('Toxic Rain')).toMatchObject({ colour: 'green', levelRequired: 12 });
    expect(byName.get('Hexblast')).toMatchObject({ colour: 'blue', levelRequired: 28 });
    expect(byName.get('Frostblink')).toMatchObject({ colour: 'blue', levelRequired: 4 });
    expect(byName.get('Armageddon Brand')).toMatchObject({ colour: 'blue', isSupport: false });
    expect(byName.get('Trauma Support')).toMatchObject({ colour: 'red', isSupport: true });
  });

  it('give transfigured gems their base gem’s colour, level, tags and flags', () => {
    const carnage = byName.get('Boneshatter of Carnage');
    expect(carnage).toMatchObject({ colour: 'red', levelRequired: 28, isTransfigured: true });
    expect(carnage?.tags).toEqual(byName.get('Boneshatter')?.tags);
    // The longest base before « of »: Eye of Winter, not a gem called « Eye ».
    expect(byName.get('Eye of Winter of Finality')).toMatchObject({
      colour: 'blue',
      isTransfigured: true,
    });
    expect(gems.filter((g) => g.isTransfigured).length).toBeGreaterThan(180);
    expect(gems.filter((g) => g.isTransfigured && (g.isSupport || g.isVaal))).toEqual([]);
  });

  it('give Awakened supports their base support’s colour and tags', () => {
    for (const [name, base] of Object.entries(AWAKENED_OF)) {
      const awakened = byName.get(name);
      const support = gems.find((g) => g.name.toLowerCase() === base.toLowerCase());
      expect(awakened, name).toMatchObject({
        colour: support?.colour,
        tags: support?.tags,
        isAwakened: true,
        isSupport: true,
        levelRequired: 72,
      });
    }
    expect(byName.get('Awakened Hextouch Support')?.colour).toBe('blue');
  });

  it('keep the French names the game’s strings give', () => {
    expect(byName.get('Fireball')?.nameFr).toBe('Boule de feu');
    // The game's 3.29 French strings, paired by id: Hexblast came after the 3.3.0 files.
    expect(byName.get('Hexblast')?.nameFr).toBe('Explosion calamiteuse');
    expect(gems.filter((g) => g.nameFr !== null).length).toBeGreaterThan(780);
  });

  it('name Scarabs and Fossils, each once', () => {
    const currencies = currentCurrencies();
    expect(new Set(currencies.map((c) => c.name)).size).toBe(currencies.length);
    expect(currencies.filter((c) => c.type === 'Scarab').length).toBeGreaterThan(60);
    expect(currencies.filter((c) => c.type === 'Fossil').length).toBe(25);
  });
});

describe('a fresh start', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
    await seedCatalogue(db);
  });
  afterAll(() => db.close());

  it('shows the current league’s gems coloured, tagged and levelled, with no job run', async () => {
    const gems = await listGems(db, 'fr');
    const coloured = gems.filter((g) => g.colour !== 'white' && g.levelRequired && g.tags.length);
    expect(coloured.length).toBeGreaterThanOrEqual(600);
    const names = new Set(gems.map((g) => g.name));
    for (const name of ['Boneshatter', 'Hexblast', 'Boneshatter of Carnage', 'Toxic Rain'])
      expect(names.has(name), name).toBe(true);
    expect(gems.find((g) => g.name === 'Hexblast of Havoc')).toMatchObject({
      colour: 'blue',
      isTransfigured: true,
      displayName: 'Explosion calamiteuse de la Dévastation',
    });
    expect(gems.find((g) => g.name === 'Fireball')?.displayName).toBe('Boule de feu');
  });

  it('shows every currency section, Scarabs and Fossils included', async () => {
    const sections = await currencySections(db, 'fr');
    expect(sections.map((s) => s.type)).toEqual([
      'Currency',
      'Fragment',
      'Scarab',
      'Essence',
      'Fossil',
    ]);
    for (const section of sections) expect(section.count, section.type).toBeGreaterThan(20);
  });

  it('prints the French coverage of each category with the English names left', async () => {
    const [gems, transfigured, tags] = await coverageLines(db, 'gems');
    expect(tags).toBe(
      'tags de gemmes : 37 noms français sur 45 (82 %) ; en anglais : ' +
        'Blink, Chaining, Critical, Exceptional, Orb, Slam, Stance, Trigger',
    );
    expect(gems).toMatch(/^gemmes : \d+ noms français sur \d+ \((9[5-9]|100) %\)/);
    expect(transfigured).toMatch(/^gemmes transfigurées : \d+ noms français sur \d+ \(100 %\)$/);
    const [uniques] = await coverageLines(db, 'uniques');
    expect(uniques).toMatch(/^objets uniques : \d{4} noms français sur \d{4} \(100 %\)$/);
    await db.query(`update item_bases set name_fr = null where name in ('Estoc', 'Sabre')`);
    const [bases] = await coverageLines(db, 'bases');
    expect(bases).toMatch(/ \(9\d %\) ; en anglais : (.+, )?Estoc, (.+, )?Sabre/);
    const currencies = await coverageLines(db, 'currencies');
    expect(currencies.map((l) => l.split(' :')[0])).toEqual([
      'currency',
      'fragments',
      'scarabées',
      'essences',
      'fossiles',
    ]);
  });

  it('spins a wheel of current gems with no support, aura or Vaal gem', async () => {
    const drawn = await wheelGems(db, 'fr', 100);
    expect(drawn).toHaveLength(100);
    // These are white in the game itself (no attribute): the wheel may draw them; every other
    // gem it draws is coloured.
    const colourless = new Set(
      currentGems()
        .filter((g) => g.colour === 'white')
        .map((g) => g.name),
    );
    expect(colourless.size).toBeLessThan(15);
    for (const gem of drawn) {
      expect(gem.isSupport || gem.isAura || gem.isVaal, gem.name).toBe(false);
      if (!colourless.has(gem.name)) expect(gem.colour, gem.name).not.toBe('white');
    }
  });
});

describe('an older database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
  });
  afterAll(() => db.close());

  it('fills the 3.3.0 seed’s white, untagged gems at the next start, keeping a job’s facts', async () => {
    await db.query(
      `insert into gems (name, name_fr, tags) values
         ('Fireball', 'Boule de feu', '{}'), ('Cleave', 'Mon nom', '{Attack}')`,
    );
    await db.query(`update gems set colour = 'green' where name = 'Cleave'`);
    await seedCatalogue(db);
    const { rows } = await db.query<{ name: string; name_fr: string; colour: string }>(
      `select name, name_fr, colour, tags, level_required from gems
       where name in ('Fireball', 'Cleave') order by name`,
    );
    expect(rows).toEqual([
      // A refresh job wrote Cleave's colour and tags: kept; its level was missing: filled.
      { name: 'Cleave', name_fr: 'Mon nom', colour: 'green', tags: ['Attack'], level_required: 1 },
      {
        name: 'Fireball',
        name_fr: 'Boule de feu',
        colour: 'blue',
        tags: ['Projectile', 'Spell', 'AoE', 'Fire'],
        level_required: 1,
      },
    ]);
  });

  it('settles gems a refresh job added white: transfigured ones and Awakened supports', async () => {
    await db.query(
      `insert into gems (name, tags, is_support, is_awakened) values
         ('Cleave of Fury', '{}', false, false),
         ('Awakened Added Fire Damage Support', '{Support}', true, true)
       on conflict (name) do update set colour = 'white', tags = excluded.tags`,
    );
    expect(await settleGemFamilies(db)).toEqual({ transfigured: 1, awakened: 1 });
    const { rows } = await db.query(
      `select name, colour, is_transfigured from gems
       where name in ('Cleave of Fury', 'Awakened Added Fire Damage Support') order by name`,
    );
    expect(rows).toEqual([
      { name: 'Awakened Added Fire Damage Support', colour: 'red', is_transfigured: false },
      { name: 'Cleave of Fury', colour: 'green', is_transfigured: true },
    ]);
    // Settled once: nothing left to do.
    expect(await settleGemFamilies(db)).toEqual({ transfigured: 0, awakened: 0 });
  });
});
