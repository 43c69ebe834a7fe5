import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/testDb.js';
import type { Db } from '../../platform/db/client.js';
import { migrate } from '../../platform/db/migrate.js';
import uniques from './data/uniques.json' with { type: 'json' };
import { BASE_CURRENCIES } from './facts.js';
import { seedCatalogue } from './seed.js';

describe('seedCatalogue', () => {
  let db: Db;
  let first: Awaited<ReturnType<typeof seedCatalogue>>;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
    first = await seedCatalogue(db);
  });
  afterAll(() => db.close());

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows[0] as T;

  it('fills an empty database with gems, currencies and bases, and adds nothing twice', async () => {
    expect(first.gems).toBeGreaterThan(600);
    expect(first.currencies).toBeGreaterThan(150);
    expect(first.bases).toBeGreaterThan(800);
    expect(first.uniqueNames).toBe(uniques.filter((u) => u.nameFr !== null).length);
    expect(first.uniques).toBe(uniques.length);
    expect(await seedCatalogue(db)).toEqual({
      gems: 0,
      awakenedNames: 0,
      currencies: 0,
      bases: 0,
      uniqueNames: 0,
      uniques: 0,
    });
  });

  it('keeps a row a refresh job has changed', async () => {
    await db.query(`update gems set colour = 'red', tags = '{Fire}' where name = 'Fireball'`);
    await seedCatalogue(db);
    expect(await one('select colour, tags from gems where name = $1', ['Fireball'])).toEqual({
      colour: 'red',
      tags: ['Fire'],
    });
  });

  it('gives gems their French name and the support, Vaal, aura and Awakened flags', async () => {
    const gem = (name: string) =>
      one(
        'select name_fr, is_support, is_vaal, is_aura, is_awakened, tags from gems where name = $1',
        [name],
      );
    expect(await gem('Fireball')).toMatchObject({ name_fr: 'Boule de feu', is_support: false });
    expect(await gem('Added Fire Damage Support')).toMatchObject({
      is_support: true,
      tags: ['Fire', 'Physical', 'Support'],
    });
    expect(await gem('Vaal Haste')).toMatchObject({ is_vaal: true, is_aura: true });
    expect(await gem('Hatred')).toMatchObject({ is_aura: true, is_vaal: false });
    expect(await gem('Summon Chaos Golem')).toMatchObject({ is_aura: false });
    expect(await gem('Awakened Multistrike Support')).toMatchObject({
      is_awakened: true,
      is_support: true,
    });
  });

  it('names the Awakened gems in French as the game does, with no job run', async () => {
    // The game's own strings name every Awakened gem: nothing is left to derive.
    expect(first.awakenedNames).toBe(0);
    const named = await db.query<{ name: string; name_fr: string }>(
      `select name, name_fr from gems where is_awakened and name = any($1) order by name`,
      [['Awakened Added Fire Damage Support', 'Awakened Multistrike Support']],
    );
    expect(named.rows).toEqual([
      {
        name: 'Awakened Added Fire Damage Support',
        name_fr: 'Gemme de soutien éveillée : Dégâts de feu Rajoutés',
      },
      {
        name: 'Awakened Multistrike Support',
        name_fr: expect.stringMatching(/^Gemme de soutien éveillée : \S/),
      },
    ]);
    expect(
      await one(`select count(*)::int as n from gems where is_awakened and name_fr is null`),
    ).toEqual({ n: 0 });
  });

  it('keeps a French name set since, and gives one back at the next start', async () => {
    await db.query(`update gems set name_fr = 'Mon nom' where name = 'Awakened Fork Support'`);
    await db.query(`update gems set name_fr = null where name = 'Awakened Spell Echo Support'`);
    await seedCatalogue(db);
    const names = await db.query<{ name: string; name_fr: string }>(
      `select name, name_fr from gems where name = any($1) order by name`,
      [['Awakened Fork Support', 'Awakened Spell Echo Support']],
    );
    const [fork, echo] = names.rows;
    expect(fork?.name_fr).toBe('Mon nom');
    expect(echo?.name_fr).toBe('Gemme de soutien éveillée : Écho de sortilèges');
  });

  it('ranks the 23 base currencies first and types essences and fragments', async () => {
    const ranked = await db.query<{ name: string }>(
      'select name from currencies where base_rank is not null order by base_rank',
    );
    expect(ranked.rows.map((r) => r.name)).toEqual([...BASE_CURRENCIES]);
    expect(
      await one('select type, name_fr from currencies where name = $1', ['Chaos Orb']),
    ).toEqual({
      type: 'Currency',
      name_fr: 'Orbe du chaos',
    });
    expect(
      await one('select type from currencies where name = $1', ['Essence of Hysteria']),
    ).toEqual({
      type: 'Essence',
    });
    expect(await one('select type from currencies where name = $1', ['Mortal Grief'])).toEqual({
      type: 'Fragment',
    });
  });

  it('records each base with the item class the copied item text names', async () => {
    const base = (name: string) => one('select item_class from item_bases where name = $1', [name]);
    expect(await base('Fishscale Gauntlets')).toEqual({ item_class: 'Gloves' });
    // 3.3.0 names: Rune Daggers became their own class later (the unique job brings it).
    expect(await base('Fiend Dagger')).toEqual({ item_class: 'Daggers' });
    expect(await base('Vaal Regalia')).toEqual({ item_class: 'Body Armours' });
    expect(await base('Small Life Flask')).toEqual({ item_class: 'Life Flasks' });
    expect(await base('Crimson Jewel')).toEqual({ item_class: 'Jewels' });
  });

  it('knows the French names of the uniques the game files name', async () => {
    const french = await db.query<{ name: string; name_fr: string }>(
      `select name, name_fr from unique_names where name = any($1) order by name`,
      [['Headhunter', "Kaom's Heart", 'Goldrim', "Lioneye's Glare", 'Tabula Rasa']],
    );
    expect(french.rows).toEqual([
      { name: 'Goldrim', name_fr: 'Bordoré' },
      { name: 'Headhunter', name_fr: 'Chasseur de têtes' },
      { name: "Kaom's Heart", name_fr: 'Cœur de Kaom' },
      { name: "Lioneye's Glare", name_fr: "Regard d'Œil de Lion" },
      // The French client shows this one's Latin name too.
      { name: 'Tabula Rasa', name_fr: 'Tabula Rasa' },
    ]);
  });

  it('seeds every unique the demo content uses with its base, class and French name', async () => {
    const demo = await db.query<{ name: string; name_fr: string | null; base: string }>(
      `select name, name_fr, base, item_class from uniques where name = any($1) order by name`,
      [['Bones of Ullr', 'Goldrim', 'Quill Rain', 'Tabula Rasa', 'Wanderlust']],
    );
    expect(demo.rows).toEqual([
      {
        name: 'Bones of Ullr',
        name_fr: "Ossements d'Ullr",
        base: 'Silk Slippers',
        item_class: 'Boots',
      },
      { name: 'Goldrim', name_fr: 'Bordoré', base: 'Leather Cap', item_class: 'Helmets' },
      { name: 'Quill Rain', name_fr: "Pluie d'aiguillons", base: 'Short Bow', item_class: 'Bows' },
      {
        name: 'Tabula Rasa',
        name_fr: 'Tabula Rasa',
        base: 'Simple Robe',
        item_class: 'Body Armours',
      },
      { name: 'Wanderlust', name_fr: 'Pérambulations', base: 'Wool Shoes', item_class: 'Boots' },
    ]);
  });

  it('gives every bundled unique a base of the catalogue and that base’s class', async () => {
    const orphans = await db.query(
      `select u.name from uniques u left join item_bases b on b.name = u.base
       where b.item_class is distinct from u.item_class`,
    );
    expect(orphans.rows).toEqual([]);
  });

  it('leaves a unique the refresh job has updated as it is', async () => {
    await db.query(
      `update uniques set base = 'Iron Hat', item_class = 'Helmets' where name = 'Goldrim'`,
    );
    await seedCatalogue(db);
    expect(await one('select base from uniques where name = $1', ['Goldrim'])).toEqual({
      base: 'Iron Hat',
    });
  });

  it('keeps a French unique name changed since it was seeded', async () => {
    await db.query(`update unique_names set name_fr = 'Chasseur' where name = 'Headhunter'`);
    await seedCatalogue(db);
    expect(await one('select name_fr from unique_names where name = $1', ['Headhunter'])).toEqual({
      name_fr: 'Chasseur',
    });
  });
});
