import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this a compressed body saves less than the headers and the work cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses text answers (the shell's and remotes' scripts, JSON, HTML, SVG) for clients that
 * accept it: brotli at a fast level, else gzip. Pictures and uploads are already compressed and
 * go out as they are. Registered before the routes, whose replies it wraps.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
