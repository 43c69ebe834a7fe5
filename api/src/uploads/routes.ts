import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CREATOR_ROLES } from '../content/rights.js';
import { HttpError } from '../platform/http/httpError.js';
import { ErrorSchema, FileResponse, PICTURE_TYPES } from '../platform/http/schemas.js';
import { sessionUser } from '../accounts/plugin.js';
import {
  IMAGE_TOO_LARGE,
  UNSUPPORTED_FORMAT,
  UPLOAD_MAX_BYTES,
  UPLOAD_NOT_FOUND,
} from './limits.js';
import { UploadFileParams, UploadHeaders, UploadSchema } from './schemas.js';
import { findUpload, storeUpload } from './service.js';

/** An upload's address names its content (a random id per stored picture): cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Opened on its own, a picture must not be able to run or load anything.
const FILE_CSP = "default-src 'none'; sandbox";

/** A declared length over the limit is refused before a byte of the body is read. */
async function refuseDeclaredOversize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
}

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  429: ErrorSchema,
};

/**
 * Pictures for guides and builds. `POST /api/uploads` takes the raw bytes (any `image/*`
 * Content-Type; the real format is read from the bytes) from a creator; `GET /uploads/{file}`
 * serves them to everyone. Encapsulated: its body parsers apply to these routes only.
 */
export const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    /^image\//i,
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, UNSUPPORTED_FORMAT), undefined),
  );

  app.post(
    '/api/uploads',
    {
      // Decoding and re-encoding a picture is the costliest call a creator can repeat.
      // A new picture is in no text yet: no page shows it.
      config: { rateBucket: 'upload', changes: { tags: [] } },
      // Before the body is read: a stranger cannot make the server receive 5 MiB.
      onRequest: [app.requireRole(...CREATOR_ROLES), refuseDeclaredOversize],
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        headers: UploadHeaders,
        response: { 200: UploadSchema, 201: UploadSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, UNSUPPORTED_FORMAT);
      const received = request.body;
      // Past the rate limiter (UPLOAD_RATE_LIMITS, 429 with Retry-After): decoding starts here.
      const { upload, created } = await storeUpload(app.db, sessionUser(request).id, received);
      return reply.code(created ? 201 : 200).send(upload);
    },
  );

  const file = {
    params: UploadFileParams,
    response: {
      200: FileResponse('L’image envoyée', ...PICTURE_TYPES.filter((t) => t !== 'image/svg+xml')),
      400: ErrorSchema,
      404: ErrorSchema,
    },
  };
  app.get('/uploads/:file', { schema: file }, async (request, reply) => {
    const upload = await findUpload(app.db, request.params.file);
    if (!upload) throw new HttpError(404, UPLOAD_NOT_FOUND);
    return reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      .type(upload.contentType)
      .send(upload.bytes);
  });
};
