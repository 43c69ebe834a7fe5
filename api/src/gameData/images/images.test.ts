import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASCENDANCIES } from 'game-facts';
import type { App } from '../../app.js';
import { demoGuides } from '../../demo/guides.js';
import { demoBuilds } from '../../demo/seed.js';
import { itemSvg } from './svg.js';
import { buildTestApp } from '../../../test/buildTestApp.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const html = { accept: 'text/html,*/*;q=0.8' };

/** Every unique of the demo content, from its equipment slots and its editor inserts. */
function demoUniques(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const inserts = value.matchAll(
        /data-image="([^"]+)"[^>]*data-itemclass="([^"]+)"[^>]*data-rarity="unique"/g,
      );
      for (const [, image = '', itemClass = ''] of inserts) found.set(image, itemClass);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const item = value as { rarity?: unknown; image?: unknown; itemClass?: unknown };
      if (item.rarity === 'unique' && typeof item.image === 'string')
        found.set(item.image, String(item.itemClass));
      Object.values(value).forEach(visit);
    }
  };
  visit([demoBuilds, demoGuides]);
  return found;
}

describe('images', () => {
  let app: App;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'poe-images-'));
    const images = join(root, 'images');
    await mkdir(join(images, 'gems'), { recursive: true });
    await mkdir(join(images, 'ascendancy'), { recursive: true });
    await writeFile(join(images, 'gems', 'Fireball.png'), PNG);
    await writeFile(join(images, 'ascendancy', 'Witch_Necromancer.png'), PNG);
    await writeFile(join(root, 'secret.png'), PNG);
    await mkdir(join(root, 'web', 'shell', 'dist'), { recursive: true });
    await writeFile(join(root, 'web', 'shell', 'dist', 'index.html'), '<!doctype html>');
    app = await buildTestApp({ env: { IMAGES_DIR: images, WEB_ROOT: join(root, 'web') } });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const expectDrawing = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  };

  it('serves a downloaded picture as it is, cached for a day', async () => {
    const res = await get('/images/gems/Fireball.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload).toEqual(PNG);
  });

  it('draws a gem in its catalogue colour when no picture was downloaded', async () => {
    await app.db.query(`update gems set colour = 'blue' where name = 'Ice Nova'`);
    for (const url of ['/images/gems/Ice_Nova.png', '/images/gems/Ice%20Nova.png']) {
      const res = await get(url);
      expectDrawing(res);
      expect(res.body).toContain('#4a90e2');
    }
    expectDrawing(await get('/images/default_gem.png'));
    expectDrawing(await get('/images/gems/default_gem.png'));
  });

  it('draws a currency, an item silhouette sized by class, and the unknown item', async () => {
    expectDrawing(await get('/images/currency/Chaos_Orb.png'));
    const gloves = await get('/images/non_uniques/Fishscale_Gauntlets.png');
    expectDrawing(gloves);
    expect(gloves.body).toContain('width="128" height="128"');
    const unknown = await get('/images/non_uniques/Unknown.png');
    expectDrawing(unknown);
    expect(unknown.body).toContain('>?</text>');
    await app.db.query(
      `insert into uniques (name, base, item_class) values ('Voltaxic Spike', 'Spine Bow', 'Bows')`,
    );
    const bow = await get('/images/uniques/Voltaxic_Spike.png');
    expect(bow.body).toContain('width="128" height="256"');
  });

  it('draws each demo unique with its class silhouette on a fresh start, never the unknown item', async () => {
    const uniques = demoUniques();
    expect([...uniques.keys()]).toEqual(
      expect.arrayContaining([
        '/images/uniques/Goldrim.png',
        '/images/uniques/Tabula_Rasa.png',
        '/images/uniques/Wanderlust.png',
        '/images/uniques/Quill_Rain.png',
        '/images/uniques/Bones_of_Ullr.png',
      ]),
    );
    for (const [image, itemClass] of uniques) {
      const res = await get(image);
      expectDrawing(res);
      expect(res.body, image).toBe(itemSvg(itemClass));
      expect(res.body).not.toContain('>?</text>');
    }
  });

  it('draws a unique the catalogue lacks from its base when the picture is named after one', async () => {
    const res = await get('/images/uniques/Imperial_Bow.png');
    expect(res.body).toBe(itemSvg('Bows'));
    expect((await get('/images/uniques/Nobody_Knows.png')).body).toContain('>?</text>');
  });

  it('never reads outside the image folder and 404s outside its folders', async () => {
    const escape = await get('/images/gems/..%2F..%2Fsecret.png');
    expectDrawing(escape);
    const other = await get('/images/secret/thing.png', html);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Ressource introuvable' });
    expect((await get('/images/gems/Fireball.svg')).statusCode).toBe(404);
  });

  it('draws an emblem for every ascendancy and serves a downloaded one', async () => {
    for (const [className, ascendancies] of Object.entries(ASCENDANCIES)) {
      for (const ascendancy of ascendancies) {
        if (ascendancy === 'Necromancer') continue;
        const res = await get(`/ascendancy/${className}_${ascendancy}.png`);
        expectDrawing(res);
        expect(res.body).toContain(`${className} ${ascendancy}`);
      }
    }
    const stored = await get('/ascendancy/Witch_Necromancer.png');
    expect(stored.headers['content-type']).toBe('image/png');
  });

  it('never answers the shell page under /ascendancy, even to a browser', async () => {
    const res = await get('/ascendancy/not-an-emblem', html);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const nested = await get('/ascendancy/a/b.png', html);
    expect(nested.statusCode).toBe(404);
    expect(nested.headers['content-type']).toMatch(/^application\/json/);
  });
});
