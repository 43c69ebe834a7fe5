import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SUBSCRIPTION_SCOPE } from '../wire.js';
import { helixStream, helixSubscription, helixUser } from './helixViews.js';
import type { AccessRecord, StandInState } from './state.js';

type Params = Record<string, string | string[] | undefined>;
const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
/** Helix's page size: 20 unless `first` says otherwise, 100 at most. */
const DEFAULT_PAGE = 20;
const MAX_IDS = 100;
const helixError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ error: ERROR_NAMES[status] ?? 'Error', status, message });

/** Helix wants both the app's Client-Id and a live token; the stand-in checks both like Twitch. */
function authenticate(
  state: StandInState,
  request: FastifyRequest,
  reply: FastifyReply,
): AccessRecord | null {
  const clientId = request.headers['client-id'];
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const record = bearer === undefined ? null : state.lookup(bearer);
  if (clientId === undefined) helixError(reply, 401, 'Client-Id header required');
  else if (!record) helixError(reply, 401, 'Invalid OAuth token');
  else if (clientId !== state.clientId)
    helixError(reply, 401, 'Client ID and OAuth token do not match');
  else return record;
  return null;
}

/** api.twitch.tv/helix: users, streams and subscriptions/user, from the personas. */
export const helixRoutes: FastifyPluginAsync<{ state: StandInState }> = async (app, { state }) => {
  const { publicUrl } = state;
  const startedAt = new Date(Date.now() - 90 * 60 * 1000).toISOString();
  app.addHook('onSend', async (_request, reply, payload) => {
    // Twitch's rate-limit headers; the stand-in never runs out.
    reply.headers({ 'ratelimit-limit': '800', 'ratelimit-remaining': '799' });
    reply.header('ratelimit-reset', String(Math.ceil(Date.now() / 1000) + 60));
    return payload;
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (state.helixFailure !== null) {
      return helixError(reply, state.helixFailure, 'The stand-in was told to fail');
    }
  });

  app.get<{ Querystring: Params }>('/users', async (request, reply) => {
    const token = authenticate(state, request, reply);
    if (!token) return reply;
    const logins = list(request.query.login);
    const ids = list(request.query.id);
    if (logins.length + ids.length > MAX_IDS)
      return helixError(reply, 400, 'Too many ids or logins');
    if (logins.length + ids.length === 0) {
      if (!token.grant) return helixError(reply, 400, 'Must provide an ID, Login or OAuth Token');
      return { data: [helixUser(token.grant.persona, publicUrl)] };
    }
    const found = state.personas.filter(
      (p) => logins.map((l) => l.toLowerCase()).includes(p.login) || ids.includes(p.id),
    );
    return { data: found.map((p) => helixUser(p, publicUrl)) };
  });

  app.get<{ Querystring: Params }>('/streams', async (request, reply) => {
    if (!authenticate(state, request, reply)) return reply;
    const logins = list(request.query.user_login).map((l) => l.toLowerCase());
    const ids = list(request.query.user_id);
    if (logins.length > MAX_IDS || ids.length > MAX_IDS)
      return helixError(reply, 400, 'Too many user_login or user_id values (100 at most)');
    const first = Number(request.query.first ?? DEFAULT_PAGE);
    if (!Number.isInteger(first) || first < 1 || first > MAX_IDS)
      return helixError(reply, 400, 'Invalid value for "first": between 1 and 100');
    const wanted = state.personas.filter(
      (p) =>
        (logins.length === 0 && ids.length === 0) || logins.includes(p.login) || ids.includes(p.id),
    );
    const live = wanted.flatMap((p) => helixStream(p, publicUrl, startedAt) ?? []);
    // Like Helix, a cursor says more streams are left; the stand-in does not serve `after`,
    // since our client always asks for a whole page of 100.
    const pagination = live.length > first ? { cursor: `stand-in-${first}` } : {};
    return { data: live.slice(0, first), pagination };
  });

  app.get<{ Querystring: Params }>('/subscriptions/user', async (request, reply) => {
    const token = authenticate(state, request, reply);
    if (!token) return reply;
    const { broadcaster_id: broadcasterId, user_id: userId } = request.query;
    if (typeof broadcasterId !== 'string')
      return helixError(reply, 400, 'Missing required parameter "broadcaster_id"');
    if (typeof userId !== 'string')
      return helixError(reply, 400, 'Missing required parameter "user_id"');
    if (!token.grant?.scopes.includes(SUBSCRIPTION_SCOPE)) {
      return helixError(reply, 401, `Missing scope: ${SUBSCRIPTION_SCOPE}`);
    }
    const viewer = token.grant.persona;
    if (viewer.id !== userId) {
      return helixError(
        reply,
        401,
        'The ID in user_id must match the user ID found in the request’s OAuth token.',
      );
    }
    const broadcaster = state.persona({ id: broadcasterId });
    if (!broadcaster || !viewer.subscribedTo.includes(broadcaster.login)) {
      const channel = broadcaster?.login ?? broadcasterId;
      return helixError(reply, 404, `${viewer.login} has no subscription to ${channel}`);
    }
    return { data: [helixSubscription(broadcaster)] };
  });
};
