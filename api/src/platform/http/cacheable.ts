import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sets `Cache-Control` and an ETag computed from the body, and answers 304 when the browser
 * already holds that very body; otherwise returns the body for the route to send.
 * @example return cacheable(request, reply, { gems }, 300)
 */
export function cacheable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  maxAgeSeconds: number,
): T | FastifyReply {
  const hash = createHash('sha1').update(JSON.stringify(body)).digest('base64url');
  const etag = `W/"${hash}"`;
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
  const sent = request.headers['if-none-match'];
  if (sent !== undefined && sent.split(',').some((tag) => tag.trim() === etag)) {
    return reply.code(304).send();
  }
  return body;
}
