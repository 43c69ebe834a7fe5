import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../platform/http/httpError.js';
import { ErrorSchema, FileResponse, PICTURE_TYPES } from '../../platform/http/schemas.js';
import { NOT_FOUND_MESSAGE } from '../../platform/http/errors.js';
import { findAscendancy, findImage, type Image } from './service.js';

/** Stored pictures change only when a refresh job runs. */
const FILE_MAX_AGE = 86_400;
/** Short, so a picture downloaded later replaces the drawing soon. */
const DRAWN_MAX_AGE = 300;
// A drawing opened on its own must not be able to run anything.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function send(reply: FastifyReply, image: Image | undefined) {
  if (!image) throw new HttpError(404, NOT_FOUND_MESSAGE);
  if (image.kind === 'file') {
    return reply
      .header('cache-control', `public, max-age=${FILE_MAX_AGE}`)
      .type(image.type)
      .send(image.body);
  }
  return reply
    .header('cache-control', `public, max-age=${DRAWN_MAX_AGE}`)
    .header('content-security-policy', SVG_CSP)
    .type('image/svg+xml; charset=utf-8')
    .send(image.body);
}

/**
 * `/images/...` and `/ascendancy/...`: the spec's `.png` addresses. Without a stored picture
 * they answer the project's SVG drawing (`image/svg+xml`), never a broken image.
 */
export const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const response = {
    200: FileResponse('L’image enregistrée, sinon son dessin SVG', ...PICTURE_TYPES),
    400: ErrorSchema,
    404: ErrorSchema,
  };

  app.get(
    '/images/*',
    { schema: { params: Type.Object({ '*': Type.String({ maxLength: 300 }) }), response } },
    async (request, reply) => send(reply, await findImage(app.db, request.params['*'])),
  );

  app.get(
    '/ascendancy/:file',
    { schema: { params: Type.Object({ file: Type.String({ maxLength: 100 }) }), response } },
    async (request, reply) => send(reply, await findAscendancy(app.db, request.params.file)),
  );
};
