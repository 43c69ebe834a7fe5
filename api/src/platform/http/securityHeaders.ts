import fp from 'fastify-plugin';
import helmet from 'helmet';
import {
  contentSecurityPolicy,
  remoteOrigins,
  STRICT_TRANSPORT_SECURITY,
} from './contentSecurityPolicy.js';

/**
 * Powerful browser features, each denied to this page and to any frame in it unless listed with
 * an origin. The site embeds no frame (no Twitch player: its CSP allows no foreign frame) and
 * uses only the clipboard, to copy a Path of Building export. Only features Chromium knows are
 * named (as of Chromium 156): it warns of an unknown one in the console.
 */
export const PERMISSIONS_POLICY: Readonly<Record<string, string>> = {
  accelerometer: '()',
  autoplay: '()',
  'browsing-topics': '()',
  camera: '()',
  'clipboard-read': '()',
  'clipboard-write': '(self)',
  'compute-pressure': '()',
  'display-capture': '()',
  'encrypted-media': '()',
  fullscreen: '()',
  gamepad: '()',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  'identity-credentials-get': '()',
  'idle-detection': '()',
  'local-fonts': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  'otp-credentials': '()',
  payment: '()',
  'picture-in-picture': '()',
  'publickey-credentials-create': '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  usb: '()',
  'window-management': '()',
  'xr-spatial-tracking': '()',
};

/** The header's value: `camera=(), …, clipboard-write=(self), …`. */
export const PERMISSIONS_POLICY_HEADER = Object.entries(PERMISSIONS_POLICY)
  .map(([feature, allowed]) => `${feature}=${allowed}`)
  .join(', ');

/**
 * Baseline headers on every response through helmet: files, JSON, errors and 404s alike, with
 * helmet's defaults (nosniff, cross-origin isolation of windows and resources, no
 * `X-Powered-By`…) and our own choices on top. The CSP allows the remotes' origins from the same
 * configuration as `/remotes/manifest.json`; a route serving files of its own (uploads, SVG
 * pictures) sets its stricter policy, which replaces this one. Helmet has no Permissions-Policy:
 * it is set beside. Helmet's middleware is made once, at start: it turns the options into header
 * values when it is made (the Fastify wrapper made it again for every request).
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
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY_HEADER);
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
