import fp from 'fastify-plugin';
import {
  contentSecurityPolicy,
  remoteOrigins,
  STRICT_TRANSPORT_SECURITY,
} from '../http/contentSecurityPolicy.js';

const headers = {
  'x-content-type-options': 'nosniff',
  // Build pages carry ids and search terms in their addresses; other sites need not see them.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/**
 * Baseline headers on every response: files, JSON, errors and 404s alike. The CSP allows the
 * remotes' origins from the same configuration as `/remotes/manifest.json`; a route serving
 * files of its own (uploads, SVG pictures) keeps its stricter policy.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const { remotes, production } = app.config;
    const policy = contentSecurityPolicy(
      remoteOrigins([remotes.reader, remotes.author, remotes.admin]),
    );
    // onSend rather than onRequest: error and not-found replies pass through it too.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(headers);
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', policy);
      }
      // Browsers keep HSTS for a year: only where the site is really served over HTTPS.
      if (production) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
