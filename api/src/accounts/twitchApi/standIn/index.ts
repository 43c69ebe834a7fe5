import Fastify, { type FastifyError, type FastifyPluginAsync } from 'fastify';
import { helixRoutes } from './helixRoutes.js';
import { avatarSvg } from './helixViews.js';
import { oauthRoutes } from './oauthRoutes.js';
import { StandInState, type StandInOptions } from './state.js';

export { StandInState, type StandInOptions } from './state.js';
export { personas, type Persona } from './personas.js';

/**
 * The local Twitch: id.twitch.tv's `/oauth2/...` and api.twitch.tv's `/helix/...`, in Twitch's
 * wire format, answering for the personas. Encapsulated (not `fp`): its form parser and
 * Twitch-style errors stay inside it and never change how our own API answers.
 */
export const twitchStandIn: FastifyPluginAsync<{ state: StandInState }> = async (
  app,
  { state },
) => {
  const root = app.prefix;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', async (request) => {
    state.recordCall(request.url.split('?')[0]?.slice(root.length) ?? '');
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({ status, message: error.message });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: 'Not Found', status: 404, message: 'Not Found' }),
  );

  await app.register(oauthRoutes, { prefix: '/oauth2', state });
  await app.register(helixRoutes, { prefix: '/helix', state });
  // Not Twitch: lets a browser test sign in under a display name of its choosing (markup, very
  // long names...). Harmless here: the stand-in already lets anyone sign in as any persona, and
  // it is never mounted in production or once TWITCH_CLIENT_ID is set (twitchConfig.ts).
  app.post<{ Body: unknown }>(
    '/test/personas',
    // The stand-in's own state: no page shows it.
    { config: { changes: { tags: [] } } },
    async (request, reply) => {
      const body = request.body;
      const displayName =
        typeof body === 'object' && body !== null && 'displayName' in body
          ? body.displayName
          : undefined;
      if (typeof displayName !== 'string' || displayName.length < 1 || displayName.length > 500) {
        return reply
          .code(400)
          .send({ status: 400, message: 'displayName must be a string of 1 to 500 characters' });
      }
      const { id, login } = state.addTestPersona(displayName);
      return reply.code(201).send({ id, login, displayName });
    },
  );
  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const persona = state.persona({ login: request.params.file.replace(/\.svg$/, '') });
    if (!persona)
      return reply.code(404).send({ error: 'Not Found', status: 404, message: 'Not Found' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(persona));
  });
};

/**
 * The stand-in as a server of its own, for tests that run it apart from the app (and count the
 * calls it received through `state`). Call `app.listen({ port: 0, host: '127.0.0.1' })`.
 */
export function buildStandaloneStandIn(options: StandInOptions) {
  const state = new StandInState(options);
  const app = Fastify({ logger: false });
  app.register(twitchStandIn, { state });
  return { app, state };
}
