import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SUBSCRIPTION_SCOPE, type TokenResponse } from '../wire.js';
import { authorizeErrorPage, authorizePage } from './authorizePage.js';
import type { StandInState } from './state.js';

type Params = Record<string, string | string[] | undefined>;
/** One value per name, as Twitch reads them; repeated or missing parameters read as absent. */
const one = (params: Params, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};

const authError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ status, message });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

/**
 * id.twitch.tv/oauth2: authorize (a persona chooser), token, validate, revoke. Parameters are
 * checked by hand rather than by schemas so that mistakes get Twitch's answers, not ours.
 */
export const oauthRoutes: FastifyPluginAsync<{ state: StandInState }> = async (app, { state }) => {
  app.get<{ Querystring: Params }>('/authorize', async (request, reply) => {
    const q = request.query;
    const redirectUri = one(q, 'redirect_uri');
    if (one(q, 'client_id') !== state.clientId) {
      return html(
        reply,
        400,
        authorizeErrorPage('Client inconnu : client_id ne correspond à aucune application.'),
      );
    }
    if (redirectUri === undefined || !state.redirectAllowed(redirectUri)) {
      return html(
        reply,
        400,
        authorizeErrorPage(
          'redirect_uri n’est pas une adresse enregistrée pour cette application.',
        ),
      );
    }
    if (one(q, 'response_type') !== 'code') {
      return html(reply, 400, authorizeErrorPage('response_type doit valoir « code ».'));
    }
    const params = {
      client_id: state.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: one(q, 'scope') ?? '',
      state: one(q, 'state') ?? '',
    };
    const login = one(q, 'login');
    if (login === undefined) return html(reply, 200, authorizePage(params, state.personas));

    const persona = state.persona({ login });
    if (!persona) return html(reply, 400, authorizeErrorPage(`Compte inconnu : ${login}`));
    const refused = one(q, 'deny_subscriptions') !== undefined;
    const scopes = params.scope
      .split(' ')
      .filter((scope) => scope !== '' && !(refused && scope === SUBSCRIPTION_SCOPE));
    const back = new URL(redirectUri);
    back.searchParams.set('code', state.issueCode(persona, scopes, redirectUri));
    back.searchParams.set('scope', scopes.join(' '));
    back.searchParams.set('state', params.state);
    return reply.header('cache-control', 'no-store').redirect(back.toString(), 302);
  });

  app.post<{ Body: Params | undefined; Querystring: Params }>(
    '/token',
    // The stand-in's own state: no page shows it.
    { config: { changes: { tags: [] } } },
    async (request, reply) => {
      // Twitch reads these from the form body, and from the query string as well.
      const form = { ...request.query, ...request.body };
      if (one(form, 'client_id') !== state.clientId) return authError(reply, 400, 'invalid client');
      if (one(form, 'client_secret') !== state.clientSecret) {
        return authError(reply, 403, 'invalid client secret');
      }
      let answer: TokenResponse | null;
      switch (one(form, 'grant_type')) {
        case 'authorization_code':
          answer = state.redeemCode(one(form, 'code') ?? '', one(form, 'redirect_uri') ?? '');
          return answer ?? authError(reply, 400, 'Invalid authorization code');
        case 'refresh_token':
          answer = state.refresh(one(form, 'refresh_token') ?? '');
          return answer ?? authError(reply, 400, 'Invalid refresh token');
        case 'client_credentials':
          return state.appToken();
        default:
          return authError(reply, 400, 'unsupported grant type');
      }
    },
  );

  app.get('/validate', async (request, reply) => {
    const match = /^OAuth\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return authError(reply, 401, 'missing authorization token');
    const record = state.lookup(match[1]);
    if (!record) return authError(reply, 401, 'invalid access token');
    const expiresIn = Math.max(0, Math.floor((record.expiresAt - Date.now()) / 1000));
    if (!record.grant) return { client_id: state.clientId, scopes: [], expires_in: expiresIn };
    const { persona, scopes } = record.grant;
    return {
      client_id: state.clientId,
      login: persona.login,
      scopes,
      user_id: persona.id,
      expires_in: expiresIn,
    };
  });

  app.post<{ Body: Params | undefined; Querystring: Params }>(
    '/revoke',
    // The stand-in's own state: no page shows it.
    { config: { changes: { tags: [] } } },
    async (request, reply) => {
      const form = { ...request.query, ...request.body };
      if (one(form, 'client_id') !== state.clientId) return authError(reply, 400, 'invalid client');
      const token = one(form, 'token');
      if (token === undefined) return authError(reply, 400, 'missing token');
      // 200 even for an unknown token: revoking is idempotent.
      state.revoke(token);
      return reply.code(200).send();
    },
  );
};
