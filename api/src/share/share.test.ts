import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';

const PUBLIC_URL = 'https://poe.example';
const SHELL_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Builds, guides et communauté." />
    <title>PoE Débutants</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** What a link-preview client sends: no JavaScript, often no `text/html` in Accept. */
const PREVIEW_CLIENT = {
  'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  accept: '*/*',
};

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('share previews, cards and sitemap', () => {
  let app: App;
  let root: string;
  let owner: TestUser;
  let publicBuild: number;
  let draftBuild: number;
  let publicGuide: number;

  const create = async (kind: 'builds' | 'guides', body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${kind}`,
      headers: owner.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'poe-share-'));
    await mkdir(join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(join(root, 'shell', 'dist', 'index.html'), SHELL_HTML);
    app = await buildTestApp({ env: { WEB_ROOT: root, PUBLIC_URL } });
    owner = await addUser(app, 'share_admin', 'admin');
    publicBuild = await create('builds', {
      title: 'Cyclone <Slayer> & co',
      classe: 'Duelist',
      ascendancy: 'Slayer',
      introduction: '<p>Un build <b>solide</b> pour traverser la campagne.</p>',
      is_public: true,
    });
    draftBuild = await create('builds', {
      title: 'Brouillon secret',
      classe: 'Witch',
      ascendancy: 'Necromancer',
      is_public: false,
    });
    publicGuide = await create('guides', {
      title: 'Bien choisir ses cartes',
      description: 'Les cartes pour débuter.',
      content: '<p>Texte</p>',
      type: 'Guide global',
      is_public: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("writes a public build's title, summary and card into the page for a client without JavaScript", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const res = await fetch(`http://127.0.0.1:${address.port}/build/custom/${publicBuild}`, {
      headers: PREVIEW_CLIENT,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(
      '<title>Cyclone &#60;Slayer&#62; &#38; co — Duelist Slayer | PoE Débutants</title>',
    );
    expect(metaContent(html, 'og:title')).toBe(
      'Cyclone &#60;Slayer&#62; &#38; co — Duelist Slayer | PoE Débutants',
    );
    expect(metaContent(html, 'description')).toBe('Un build solide pour traverser la campagne.');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/build/custom/${publicBuild}`);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/share/builds/${publicBuild}.png`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(
      `${PUBLIC_URL}/share/builds/${publicBuild}.png`,
    );
    // The page is still the shell: the browser's app starts as before.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it("gives a guide its own preview, and the old build address the build's", async () => {
    const guide = await app.inject({
      method: 'GET',
      url: `/guide/custom/${publicGuide}`,
      headers: PREVIEW_CLIENT,
    });
    expect(metaContent(guide.body, 'og:title')).toBe('Bien choisir ses cartes | PoE Débutants');
    expect(metaContent(guide.body, 'og:description')).toBe('Les cartes pour débuter.');
    expect(metaContent(guide.body, 'og:image')).toBe(
      `${PUBLIC_URL}/share/guides/${publicGuide}.png`,
    );
    const old = await app.inject({
      method: 'GET',
      url: `/build/${publicBuild}?tab=gems`,
      headers: { accept: 'text/html' },
    });
    expect(metaContent(old.body, 'og:url')).toBe(`${PUBLIC_URL}/build/custom/${publicBuild}`);
  });

  it('never shows the title of a private or missing build, and keeps those pages unindexed', async () => {
    for (const id of [draftBuild, 999_999]) {
      const res = await app.inject({
        method: 'GET',
        url: `/build/custom/${id}`,
        headers: PREVIEW_CLIENT,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Brouillon secret');
      expect(metaContent(res.body, 'og:title')).toBe('PoE Débutants');
      expect(metaContent(res.body, 'robots')).toBe('noindex');
      expect(metaContent(res.body, 'og:image')).toBe(`${PUBLIC_URL}/share/site.png`);
    }
  });

  it('gives the lists their own preview and other pages the site’s', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/build',
      headers: { accept: 'text/html' },
    });
    expect(metaContent(list.body, 'og:title')).toBe('Builds pour débuter | PoE Débutants');
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(metaContent(home.body, 'og:url')).toBe(`${PUBLIC_URL}/`);
    // A script asking for something else than HTML still gets the JSON 404 off the shared pages.
    const other = await app.inject({ method: 'GET', url: '/twitch', headers: { accept: '*/*' } });
    expect(other.statusCode).toBe(404);
  });

  it('draws a public build as a 1200×630 PNG, versioned by its last change', async () => {
    const res = await app.inject({ method: 'GET', url: `/share/builds/${publicBuild}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    const etag = String(res.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: `/share/builds/${publicBuild}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await app.inject({
      method: 'PUT',
      url: `/api/builds/${publicBuild}`,
      headers: owner.headers,
      payload: {
        title: 'Cyclone renommé',
        classe: 'Duelist',
        ascendancy: 'Slayer',
        is_public: true,
      },
    });
    const changed = await app.inject({
      method: 'GET',
      url: `/share/builds/${publicBuild}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('draws guides and the site, and refuses private, missing or malformed cards', async () => {
    for (const url of [`/share/guides/${publicGuide}.png`, '/share/site.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    }
    for (const url of [
      `/share/builds/${draftBuild}.png`,
      '/share/builds/999999.png',
      '/share/builds/abc.png',
      `/share/guides/${publicGuide}.jpg`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it('lists public builds and guides in the sitemap, never drafts or hidden static guides', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/admin/static-guides/crafting',
      headers: owner.headers,
      payload: { hidden: true },
    });
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/builds-1.xml`,
      `${PUBLIC_URL}/sitemaps/guides-1.xml`,
    ]);

    const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain(`<loc>${PUBLIC_URL}/guide/premier-build</loc>`);
    expect(pages.body).toContain(`<loc>${PUBLIC_URL}/guide/classes</loc>`);
    expect(pages.body).not.toContain('/guide/crafting');

    const builds = await app.inject({ method: 'GET', url: '/sitemaps/builds-1.xml' });
    expect(builds.body).toContain(`<loc>${PUBLIC_URL}/build/custom/${publicBuild}</loc><lastmod>`);
    expect(builds.body).not.toContain(`/build/custom/${draftBuild}<`);
    const guides = await app.inject({ method: 'GET', url: '/sitemaps/guides-1.xml' });
    expect(guides.body).toContain(`<loc>${PUBLIC_URL}/guide/custom/${publicGuide}</loc>`);

    expect((await app.inject({ method: 'GET', url: '/sitemaps/builds-2.xml' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/sitemaps/users-1.xml' })).statusCode).toBe(
      400,
    );
  });

  it('tells robots what to crawl and where the sitemap is', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
