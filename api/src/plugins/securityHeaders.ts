import fp from 'fastify-plugin';

const headers = {
  'x-content-type-options': 'nosniff',
  // Build pages carry ids and search terms in their addresses; other sites need not see them.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** Baseline headers on every response: files, JSON, errors and 404s alike. */
export const securityHeadersPlugin = fp(
  async (app) => {
    // onSend rather than onRequest: error and not-found replies pass through it too.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(headers);
      return payload;
    });
  },
  { name: 'security-headers' },
);
