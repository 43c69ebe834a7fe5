import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../platform/http/httpError.js';
import { ErrorSchema, FileResponse, NotModified } from '../platform/http/schemas.js';
import { NOT_FOUND_MESSAGE } from '../platform/http/errors.js';
import { renderCard, siteEmblem, type CardText, type Emblem } from './card.js';
import { publicOrNothing } from './previews.js';
import {
  contentSitemap,
  pagesSitemap,
  robotsTxt,
  sitemapIndex,
  type ContentTable,
} from './sitemap.js';
import { getBuild } from '../builds/service.js';
import { getGuide } from '../guides/service.js';
import { findAscendancy } from '../gameData/images/service.js';

/** Cards change only when their build or guide does: the ETag says which version it is. */
const CARD_MAX_AGE = 3600;
const SITEMAP_MAX_AGE = 3600;

const CardFile = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}\\.png$' }) });
const card = { 200: FileResponse('L’image de partage, 1200×630', 'image/png'), 304: NotModified };
const missing = { 400: ErrorSchema, 404: ErrorSchema };
const xml = FileResponse('Un plan du site', 'application/xml');

const SitemapFile = Type.Object({
  file: Type.String({ pattern: '^(pages|(builds|guides)-[0-9]{1,6})\\.xml$' }),
});

/** 304 when the client holds this version; otherwise sets the headers and says to draw. */
function fresh(request: FastifyRequest, reply: FastifyReply, version: string): boolean {
  const etag = `"${version}"`;
  reply.header('cache-control', `public, max-age=${CARD_MAX_AGE}`).header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

async function sendCard(
  request: FastifyRequest,
  reply: FastifyReply,
  version: string,
  draw: () => Promise<{ text: CardText; emblem: Emblem }>,
) {
  if (fresh(request, reply, version)) return reply.code(304).send();
  const { text, emblem } = await draw();
  return reply.type('image/png').send(await renderCard(text, emblem));
}

/**
 * What links to the site show where they are shared and what search engines read: the share
 * cards (`/share/…png`, 1200×630, drawn for public builds and guides only), the sitemap and
 * `robots.txt`. The preview tags themselves are written into the shell's HTML by the web plugin.
 */
export const shareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config;

  app.get('/share/site.png', { schema: { response: card } }, async (request, reply) =>
    sendCard(request, reply, 'site-1', async () => ({
      text: {
        kicker: 'Path of Exile',
        title: 'Builds, guides et communauté pour débuter',
        subtitle: 'Écrits par des joueurs, en français',
      },
      emblem: siteEmblem(),
    })),
  );

  const cardFile = { params: CardFile, response: { ...card, ...missing } };
  app.get('/share/builds/:file', { schema: cardFile }, async (request, reply) => {
    const id = Number.parseInt(request.params.file, 10);
    const build = await publicOrNothing(getBuild(app.db, null, id));
    if (!build) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return sendCard(
      request,
      reply,
      `build-${id}-${build.updated_at ?? build.created_at}`,
      async () => {
        const picture = await findAscendancy(app.db, `${build.classe}_${build.ascendancy}.png`);
        const emblem: Emblem = !picture
          ? siteEmblem()
          : picture.kind === 'file'
            ? { type: picture.type, body: picture.body }
            : { type: 'image/svg+xml', body: picture.body };
        const kind = [build.classe, build.ascendancy].filter(Boolean).join(' · ');
        return {
          text: { kicker: kind || 'Build', title: build.title, subtitle: `par ${build.author}` },
          emblem,
        };
      },
    );
  });

  app.get('/share/guides/:file', { schema: cardFile }, async (request, reply) => {
    const id = Number.parseInt(request.params.file, 10);
    const guide = await publicOrNothing(getGuide(app.db, null, id));
    if (!guide) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return sendCard(
      request,
      reply,
      `guide-${id}-${guide.updated_at ?? guide.created_at}`,
      async () => ({
        text: { kicker: guide.type, title: guide.title, subtitle: `par ${guide.author}` },
        emblem: siteEmblem(),
      }),
    );
  });

  app.get('/sitemap.xml', { schema: { response: { 200: xml } } }, async (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE}`)
      .type('application/xml; charset=utf-8')
      .send(await sitemapIndex(app.db, publicUrl)),
  );

  const sitemapFile = { params: SitemapFile, response: { 200: xml, ...missing } };
  app.get('/sitemaps/:file', { schema: sitemapFile }, async (request, reply) => {
    const [name = '', slice] = request.params.file.replace(/\.xml$/, '').split('-');
    const body =
      name === 'pages'
        ? await pagesSitemap(app.db, publicUrl)
        : await contentSitemap(app.db, publicUrl, name as ContentTable, Number(slice));
    if (body === undefined) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return reply
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE}`)
      .type('application/xml; charset=utf-8')
      .send(body);
  });

  const robots = { 200: FileResponse('Les règles des robots', 'text/plain') };
  app.get('/robots.txt', { schema: { response: robots } }, async (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE}`)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicUrl)),
  );
};
