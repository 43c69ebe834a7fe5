import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { UpstreamStandIns } from '../upstreams/plugin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { GEM_IMAGES_PARTIAL } from './gemImages.js';

describe('the gem jobs against the stand-ins', () => {
  let app: App;
  let standIns: UpstreamStandIns;
  let images: string;
  beforeAll(async () => {
    images = await mkdtemp(join(tmpdir(), 'poe-gem-images-'));
    app = await buildTestApp({ env: { IMAGES_DIR: images, UPSTREAM_TIMEOUT_MS: '300' } });
    if (!app.upstreams.standIns) throw new Error('tests run against the stand-ins');
    standIns = app.upstreams.standIns;
  });
  afterAll(async () => {
    await app.close();
    await rm(images, { recursive: true, force: true });
  });

  const gem = async (name: string) =>
    (
      await app.db.query<Record<string, unknown>>(
        'select colour, tags, level_required, icon_url, name_fr, is_aura, is_support from gems where name = $1',
        [name],
      )
    ).rows[0];
  const files = async () =>
    (
      await app.db.query<{ file_name: string }>(
        `select file_name from game_images where category = 'gems' order by file_name`,
      )
    ).rows.map((r) => r.file_name);
  const forgetPictures = () => app.db.query(`delete from game_images where category = 'gems'`);

  it('gem data: colour, tags and level from the wiki, pictures’ addresses and new gems from poe.ninja', async () => {
    const result = await app.jobs.run('update-gems');
    expect(result).toMatchObject({ success: true });
    expect(result.logs).toContain('✅ Wiki : couleur et tags de 6 gems');
    expect(await gem('Fireball')).toMatchObject({
      colour: 'blue',
      tags: ['Projectile', 'Spell', 'AoE', 'Fire'],
      level_required: 1,
      icon_url: `${standIns.images.url}/gen/image/fireball.png`,
    });
    expect(await gem('Hatred')).toMatchObject({ colour: 'green', is_aura: true });
    expect(await gem('Kinetic Blast of Clustering')).toMatchObject({
      colour: 'green',
      name_fr: 'Explosion cinétique du Regroupement',
    });
    expect(await gem('Awakened Multistrike Support')).toMatchObject({
      colour: 'red',
      is_support: true,
    });
  });

  it('translations: bundled French names come back, Awakened ones follow the support’s name', async () => {
    await app.db.query(`update gems set name_fr = null where name = 'Fireball'`);
    const translations = await app.jobs.run('update-gem-translations');
    expect(translations.success).toBe(true);
    expect(await gem('Fireball')).toMatchObject({ name_fr: 'Boule de feu' });
    // The seed names them at start; the job names them again once they have lost their name.
    await app.db.query(`update gems set name_fr = null where is_awakened`);
    expect((await app.jobs.run('add-awakened-translations')).success).toBe(true);
    expect(await gem('Awakened Added Fire Damage Support')).toMatchObject({
      name_fr: 'Soutien éveillé : Dégâts de feu Rajoutés',
    });
    const check = await app.jobs.run('check-gem-translations');
    expect(check.success).toBe(true);
    // The bundled 3.29 names cover the catalogue: only gems the stand-ins add since stay English.
    const { rows } = await app.db.query<{ name: string }>(
      'select name from gems where name_fr is null order by name',
    );
    expect(rows.length).toBeLessThan(10);
    if (rows.length > 0) {
      expect(check.logs.join('\n')).toContain(`Sans traduction : ${rows[0]?.name}`);
    }
  });

  it('translations: the trade site’s French names win over the bundled ones, with the coverage', async () => {
    await app.db.query(`update gems set name_fr = 'Vieux nom' where name = 'Cleave'`);
    const run = await app.jobs.run('update-gem-translations');
    expect(run.success).toBe(true);
    expect(await gem('Cleave')).toMatchObject({ name_fr: 'Taillade' });
    const { rows } = await app.db.query<{ named: number; total: number }>(
      `select count(name_fr)::int as named, count(*)::int as total from gems
       where not is_transfigured`,
    );
    const coverage = `📊 gemmes : ${rows[0]?.named} noms français sur ${rows[0]?.total} (`;
    expect(run.logs.filter((l) => l.startsWith(coverage))).toHaveLength(1);
    expect(run.logs.join('\n')).toMatch(
      /📊 gemmes transfigurées : \d+ noms français sur \d+ \(\d+ %\)/,
    );
    expect(rows[0]?.total).toBeGreaterThanOrEqual(600);
  });

  it('translations: a trade site that fails keeps the names and still prints the coverage', async () => {
    if (!standIns.tradeFrench) throw new Error('the French trade stand-in runs');
    standIns.tradeFrench.behave('error');
    await app.db.query(`update gems set name_fr = 'Mon nom' where name = 'Cleave'`);
    const run = await app.jobs.run('update-gem-translations');
    standIns.tradeFrench.behave('ok');
    expect(run.success).toBe(true);
    expect(run.logs.join('\n')).toMatch(
      /⚠️ Site d’échange indisponible .*: noms français inchangés/,
    );
    expect(run.logs.join('\n')).toMatch(/📊 gemmes : \d+ noms français sur \d+/);
    expect(await gem('Cleave')).toMatchObject({ name_fr: 'Mon nom' });
  });

  it('gem images: five steps, pictures stored and then served instead of the drawing', async () => {
    const result = await app.jobs.run('update-gem-images');
    expect(result).toMatchObject({ success: true });
    expect(result.logs.filter((l) => l.startsWith('▶️ Étape'))).toHaveLength(5);
    expect(await files()).toEqual(
      expect.arrayContaining([
        'Fireball.png',
        'Kinetic_Blast_of_Clustering.png',
        'Awakened_Multistrike_Support.png',
      ]),
    );
    const res = await app.inject({ method: 'GET', url: '/images/gems/Fireball.png' });
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('gem images: pictures failing gives the partial-update message after every step ran', async () => {
    standIns.images.behave('error');
    const result = await app.jobs.run('update-gem-images');
    standIns.images.behave('ok');
    expect(result).toMatchObject({ success: false, error: GEM_IMAGES_PARTIAL });
    expect(result.logs).toContain('▶️ Étape 5/5 : images des gems');
  });

  it('gem images: a failed data step does not stop the later steps', async () => {
    await forgetPictures();
    standIns.wiki.behave('timeout');
    const result = await app.jobs.run('update-gem-images');
    standIns.wiki.behave('ok');
    expect(result).toMatchObject({
      success: false,
      error: '❌ Étapes en échec : données des gems',
    });
    expect(result.logs.join('\n')).toMatch(/❌ wiki : no complete answer in time/);
    expect(await files()).toContain('Fireball.png');
  });

  it('gem images: an image host answering garbage stores no picture', async () => {
    await forgetPictures();
    standIns.images.behave('garbage');
    const result = await app.jobs.run('update-gem-images');
    standIns.images.behave('ok');
    expect(result.error).toBe(GEM_IMAGES_PARTIAL);
    expect(result.logs.join('\n')).toContain('le fichier reçu n’est pas une image');
    expect(await files()).toEqual([]);
  });
});
