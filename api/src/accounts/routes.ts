import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/httpError.js';
import { ErrorSchema, NoBody } from '../platform/http/schemas.js';
import { sessionUser } from './plugin.js';
import { sessionDeps } from './sessions/deps.js';
import { SUBSCRIPTION_SCOPE } from './twitchApi/wire.js';
import { CallbackQuery, ConfirmBody, MeSchema, ReauthSchema } from './schemas.js';
import { describeMe, reauthenticate } from './service.js';
import { callbackRedirect } from './signIn.js';
import {
  CONFIRM_COOKIE,
  CONFIRM_COOKIE_PATH,
  confirmCookieOptions,
  confirmSignIn,
  NOT_THIS_BROWSER,
} from './signInConfirmation.js';
import { newState, STATE_COOKIE, STATE_COOKIE_PATH, stateCookieOptions } from './stateCookie.js';

/**
 * Twitch sign-in (authorization code flow) and its confirmation by the browser that started it,
 * the current user, and renewing the Twitch session.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl, twitch } = app.config;

  // The browser posts an empty body with a JSON content type; Fastify would refuse it.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, String(body), done),
  );

  const toTwitch = { 302: NoBody('Vers la page d’autorisation de Twitch') };
  app.get(
    '/api/auth/twitch/start',
    { config: { rateBucket: 'signIn' }, schema: { response: toTwitch } },
    async (_request, reply) => {
      const state = newState();
      reply.setCookie(STATE_COOKIE, state, stateCookieOptions(publicUrl));
      reply.header('cache-control', 'no-store');
      return reply.redirect(app.twitch.authorizeUrl({ state, scopes: [SUBSCRIPTION_SCOPE] }), 302);
    },
  );

  app.get(
    '/api/auth/twitch/callback',
    {
      config: { rateBucket: 'signIn' },
      schema: {
        querystring: CallbackQuery,
        response: {
          302: NoBody(
            'Vers le site : le jeton et le cookie de sa confirmation, ou l’erreur expliquée',
          ),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const expected = request.cookies[STATE_COOKIE];
      // Single use: whatever happens next, this state is spent.
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      reply.header('cache-control', 'no-store');
      const deps = {
        ...sessionDeps(app, request.log),
        cache: app.cache,
        admins: twitch,
        publicUrl,
        issueSessionToken: app.issueSessionToken,
      };
      const { location, confirmation } = await callbackRedirect(deps, request.query, expected);
      if (confirmation !== undefined) {
        reply.setCookie(CONFIRM_COOKIE, confirmation, confirmCookieOptions(publicUrl));
      }
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/api/auth/twitch/confirm',
    {
      // A sign-in confirmed: no page shows it.
      config: { rateBucket: 'signIn', changes: { tags: [] } },
      schema: {
        body: ConfirmBody,
        response: {
          204: NoBody('Ce navigateur a bien commencé cette connexion : le jeton peut être gardé'),
          400: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[CONFIRM_COOKIE];
      // Single use: accepted or not, this confirmation is spent.
      reply.clearCookie(CONFIRM_COOKIE, { path: CONFIRM_COOKIE_PATH });
      reply.header('cache-control', 'no-store');
      if (!(await confirmSignIn(app.cache, cookie, request.body.token))) {
        throw new HttpError(403, NOT_THIS_BROWSER);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    { preHandler: app.authenticate, schema: { response: { 200: MeSchema, 401: ErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.session) throw new Error('authenticate left no session');
      return describeMe(sessionDeps(app, request.log), request.session);
    },
  );

  app.post(
    '/api/auth/twitch/reauth',
    {
      // A session renewed: no page shows it.
      config: { rateBucket: 'signIn', changes: { tags: [] } },
      preHandler: app.requireUser,
      schema: {
        response: { 200: ReauthSchema, 401: ErrorSchema, 409: ReauthSchema, 502: ReauthSchema },
      },
    },
    async (request, reply) => {
      const { status, body } = await reauthenticate(
        sessionDeps(app, request.log),
        sessionUser(request).id,
      );
      return reply.code(status).send(body);
    },
  );
};
