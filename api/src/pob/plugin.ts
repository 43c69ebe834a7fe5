import fp from 'fastify-plugin';
import { PobReader, READER_DEFAULTS } from './reader.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads Path of Building exports off the main thread (see `PobReader`). */
    pobReader: PobReader;
  }
}

/** The thread that reads Path of Building exports, for the import and the tree decoding. */
export const pobReaderPlugin = fp(
  async (app) => {
    const reader = new PobReader({ ...READER_DEFAULTS, log: app.log });
    app.decorate('pobReader', reader);
    app.addHook('onClose', () => reader.close());
  },
  { name: 'pobReader' },
);
