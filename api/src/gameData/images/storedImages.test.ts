import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { importImagesDir } from './importDir.js';
import { readImage } from './store.js';
import { buildTestApp, testDriver } from '../../../test/buildTestApp.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
const OLD_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 1, 1]);

describe('pictures kept in the database, shared by every API process', () => {
  let first: App;
  let second: App;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'poe-stored-images-'));
    await mkdir(join(root, 'a'));
    await mkdir(join(root, 'b'));
    first = await buildTestApp({ env: { IMAGES_DIR: join(root, 'a') } });
    // On PostgreSQL a second process on the same schema, with a folder of its own; PGlite is
    // one process's database, so there the one app plays both.
    if (testDriver() === 'postgres') {
      const { rows } = await first.db.query<{ schema: string }>(
        'select current_schema() as schema',
      );
      second = await buildTestApp({
        config: { databaseSchema: rows[0]?.schema },
        env: { IMAGES_DIR: join(root, 'b') },
      });
    } else second = first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves in one app a picture a job downloaded in another, with nothing on either disk', async () => {
    const schema = 'select current_schema() as schema';
    expect((await second.db.query(schema)).rows).toEqual((await first.db.query(schema)).rows);
    const before = await second.inject({ method: 'GET', url: '/images/uniques/Goldrim.png' });
    expect(before.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(await first.jobs.run('update-unique-images')).toMatchObject({ success: true });
    const res = await second.inject({ method: 'GET', url: '/images/uniques/Goldrim.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 4)).toEqual(PNG.subarray(0, 4));
    expect(await readdir(join(root, 'a'))).toEqual([]);
    expect(await readdir(join(root, 'b'))).toEqual([]);
  });
});

describe('IMAGES_DIR, read at start', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'poe-import-images-'));
    await mkdir(join(root, 'ascendancy'));
    await mkdir(join(root, 'currency'));
    await mkdir(join(root, 'elsewhere'));
    await writeFile(join(root, 'ascendancy', 'Witch_Necromancer.png'), PNG);
    await writeFile(join(root, 'currency', 'Chaos Orb.png'), PNG);
    await writeFile(join(root, 'currency', 'Not_A_Picture.png'), '<svg onload="alert(1)"/>');
    await writeFile(join(root, 'elsewhere', 'Thing.png'), PNG);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('imports the pictures put there, under their spec names, and nothing else', async () => {
    const app = await buildTestApp({ env: { IMAGES_DIR: root } });
    try {
      const emblem = await app.inject({ method: 'GET', url: '/ascendancy/Witch_Necromancer.png' });
      expect(emblem.headers['content-type']).toBe('image/png');
      expect(emblem.rawPayload).toEqual(PNG);
      expect((await readImage(app.db, 'currency', 'Chaos_Orb.png'))?.body).toEqual(PNG);
      const { rows } = await app.db.query('select category, file_name from game_images');
      expect(rows).toHaveLength(2);
      const refused = await app.inject({
        method: 'GET',
        url: '/images/currency/Not_A_Picture.png',
      });
      expect(refused.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    } finally {
      await app.close();
    }
  });

  it('never imports a file older than the picture stored since', async () => {
    const app = await buildTestApp({ env: { IMAGES_DIR: root } });
    try {
      await app.db.query(`update game_images set bytes = $1, updated_at = now()`, [OLD_PNG]);
      // A restart reads the folder again: its files are older than the stored pictures.
      expect(await importImagesDir(app.db, root)).toMatchObject({ imported: 0 });
      expect((await readImage(app.db, 'currency', 'Chaos_Orb.png'))?.body).toEqual(OLD_PNG);
      // Put there again by hand (a newer file): it replaces the stored one.
      const later = new Date(Date.now() + 60_000);
      await utimes(join(root, 'currency', 'Chaos Orb.png'), later, later);
      expect(await importImagesDir(app.db, root)).toMatchObject({ imported: 1 });
      expect((await readImage(app.db, 'currency', 'Chaos_Orb.png'))?.body).toEqual(PNG);
    } finally {
      await app.close();
    }
  });
});
