import fp from 'fastify-plugin';
import helmet from 'helmet';
import {
  contentSecurityPolicy,
  remoteOrigins,
  STRICT_TRANSPORT_SECURITY,
} from './contentSecurityPolicy.js';

/**
 * Baseline headers on every response through helmet: files, JSON, errors and 404s alike, with
 * helmet's defaults (nosniff, cross-origin isolation of windows and resources, no
 * `X-Powered-By`…) and our own choices on top. The CSP allows the remotes' origins from the same
 * configuration as `/remotes/manifest.json`; a route serving files of its own (uploads, SVG
 * pictures) sets its stricter policy, which replaces this one. Helmet's middleware is made once,
 * at start: it turns the options into header values when it is made (the Fastify wrapper made
 * it again for every request).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const { remotes, production } = app.config;
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(
          remoteOrigins([remotes.reader, remotes.author, remotes.admin]),
        ),
      },
      // Build pages carry ids and search terms in their addresses; other sites need not see them.
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      // Browsers keep HSTS for a year: only where the site is really served over HTTPS.
      strictTransportSecurity: production ? STRICT_TRANSPORT_SECURITY : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
