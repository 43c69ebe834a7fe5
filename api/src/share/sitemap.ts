import type { Queryable } from '../platform/db/client.js';
import { escapeXml } from '../gameData/images/svg.js';
import { hiddenStaticGuides, STATIC_GUIDE_SLUGS } from '../guides/staticGuides.js';

/**
 * The sitemap of public content, for search engines: an index (`/sitemap.xml`) naming one file of
 * the fixed pages and one file per slice of public builds and guides, so that no file nears the
 * protocol's 50,000 addresses however much is written.
 */
export const SITEMAP_SLICE = 10_000;

export type ContentTable = 'builds' | 'guides';
const CONTENT_PATH: Record<ContentTable, string> = {
  builds: '/build/custom/',
  guides: '/guide/custom/',
};

interface Entry {
  path: string;
  lastmod?: Date;
}

function urlset(publicUrl: string, entries: Entry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const when = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${when}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  );
}

/** How many slices of public rows a table needs (at least one, even empty). */
async function sliceCount(db: Queryable, table: ContentTable): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `select count(*) as count from ${table} where is_public`,
  );
  return Math.max(1, Math.ceil(Number(rows[0]?.count ?? 0) / SITEMAP_SLICE));
}

/** The index: the fixed pages' file, then every slice of builds and guides. */
export async function sitemapIndex(db: Queryable, publicUrl: string): Promise<string> {
  const files = ['pages'];
  for (const table of ['builds', 'guides'] as const) {
    const slices = await sliceCount(db, table);
    for (let slice = 1; slice <= slices; slice += 1) files.push(`${table}-${slice}`);
  }
  const items = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${file}.xml`)}</loc></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
  );
}

/** Home, the lists, the classes guide, the Twitch page and the static guides not hidden. */
export async function pagesSitemap(db: Queryable, publicUrl: string): Promise<string> {
  const hidden = new Set(await hiddenStaticGuides(db));
  const guides = STATIC_GUIDE_SLUGS.filter((slug) => !hidden.has(slug)).map(
    (slug) => `/guide/${slug}`,
  );
  const paths = ['/', '/build', '/guide', '/guide/classes', '/twitch', ...guides];
  return urlset(
    publicUrl,
    paths.map((path) => ({ path })),
  );
}

/**
 * One slice (from 1) of a table's public rows, oldest first so that a row keeps its slice, with
 * the date of its last change; `undefined` past the last slice.
 */
export async function contentSitemap(
  db: Queryable,
  publicUrl: string,
  table: ContentTable,
  slice: number,
): Promise<string | undefined> {
  if (slice > (await sliceCount(db, table))) return undefined;
  const { rows } = await db.query<{ id: number; updated_at: Date | string }>(
    `select id, updated_at from ${table} where is_public order by id limit $1 offset $2`,
    [SITEMAP_SLICE, (slice - 1) * SITEMAP_SLICE],
  );
  return urlset(
    publicUrl,
    rows.map((row) => ({
      path: `${CONTENT_PATH[table]}${row.id}`,
      lastmod: new Date(row.updated_at),
    })),
  );
}

/** `robots.txt`: everything readable may be crawled, the rest not, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const closed = [
    '/api/',
    '/admin',
    '/userauth',
    '/auth/',
    '/favoris',
    '/build/create',
    '/build/edit/',
    '/guide/create',
    '/guide/edit/',
  ];
  const lines = [
    'User-agent: *',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
