import { Compile } from 'typebox/compile';
import { TwitchError } from './errors.js';
import { send, sendForJson, type Guard } from './request.js';
import {
  StreamsResponse,
  SubscriptionResponse,
  TokenResponse,
  UsersResponse,
  ValidateResponse,
  type HelixStream,
  type HelixSubscription,
  type HelixUser,
} from './wire.js';

export { TwitchError } from './errors.js';

/** Twitch asks for snappy calls; a slower answer is treated as Twitch being unavailable. */
const TIMEOUT_MS = 5000;

export interface TwitchClientOptions {
  clientId: string;
  clientSecret: string;
  /** Base of the authorize page as the browser reaches it, e.g. `https://id.twitch.tv/oauth2`. */
  authorizeUrl: string;
  /** Base of token, validate and revoke as this server reaches them. */
  authUrl: string;
  helixUrl: string;
  /** Our callback, registered with the Twitch application. */
  redirectUri: string;
  timeoutMs?: number;
}

/** A user token pair as we keep it. */
export interface TwitchTokens {
  accessToken: string;
  refreshToken: string;
  scopes: string[];
  expiresIn: number;
}

const check = {
  token: Compile(TokenResponse),
  validate: Compile(ValidateResponse),
  users: Compile(UsersResponse),
  streams: Compile(StreamsResponse),
  subscription: Compile(SubscriptionResponse),
};

function userTokens(body: TokenResponse): TwitchTokens {
  if (body.refresh_token === undefined) {
    throw new TwitchError('unavailable', 'Twitch answered a user token without refresh token');
  }
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    scopes: body.scope ?? [],
    expiresIn: body.expires_in,
  };
}

/**
 * The one Twitch client, pointed at real Twitch or at the local stand-in alike.
 * Every call fails with a `TwitchError` whose `kind` says what the caller can do about it.
 */
export function createTwitchClient(options: TwitchClientOptions) {
  const { clientId, clientSecret, authUrl, helixUrl } = options;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  const call = <T>(guard: Guard<T>, url: string, init: RequestInit, tokenEndpoint = false) =>
    sendForJson(guard, url, init, { timeoutMs, tokenEndpoint });

  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const token = (fields: Record<string, string>) =>
    call(
      check.token,
      `${authUrl}/token`,
      form({ client_id: clientId, client_secret: clientSecret, ...fields }),
      true,
    );
  const helix = <T>(guard: Guard<T>, path: string, accessToken: string) =>
    call(guard, `${helixUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, 'client-id': clientId },
    });

  return {
    /** Where to send the browser; Twitch sends it back to `redirectUri` with `code` and `state`. */
    authorizeUrl({ state, scopes }: { state: string; scopes: string[] }): string {
      const query = new URLSearchParams({
        client_id: clientId,
        redirect_uri: options.redirectUri,
        response_type: 'code',
        scope: scopes.join(' '),
        state,
      });
      return `${options.authorizeUrl}/authorize?${query.toString()}`;
    },
    async exchangeCode(code: string): Promise<TwitchTokens> {
      const grant = { grant_type: 'authorization_code', code, redirect_uri: options.redirectUri };
      return userTokens(await token(grant));
    },
    /** Twitch may rotate the refresh token: always keep the one returned. */
    async refresh(refreshToken: string): Promise<TwitchTokens> {
      return userTokens(await token({ grant_type: 'refresh_token', refresh_token: refreshToken }));
    },
    /** An app token (client_credentials): enough for public data such as users and streams. */
    async appToken(): Promise<{ accessToken: string; expiresIn: number }> {
      const body = await token({ grant_type: 'client_credentials' });
      return { accessToken: body.access_token, expiresIn: body.expires_in };
    },
    validate(accessToken: string): Promise<ValidateResponse> {
      return call(check.validate, `${authUrl}/validate`, {
        headers: { authorization: `OAuth ${accessToken}` },
      });
    },
    async revoke(accessOrRefreshToken: string): Promise<void> {
      await send(`${authUrl}/revoke`, form({ client_id: clientId, token: accessOrRefreshToken }), {
        timeoutMs,
      });
    },
    /** With neither logins nor ids, a user token gets its own user. */
    async users(
      accessToken: string,
      query: { logins?: string[]; ids?: string[] } = {},
    ): Promise<HelixUser[]> {
      const params = new URLSearchParams();
      for (const login of query.logins ?? []) params.append('login', login);
      for (const id of query.ids ?? []) params.append('id', id);
      const search = params.size > 0 ? `?${params.toString()}` : '';
      return (await helix(check.users, `/users${search}`, accessToken)).data;
    },
    /** Live streams among these logins (up to 100); offline users are absent. */
    async streams(accessToken: string, userLogins: string[]): Promise<HelixStream[]> {
      const params = new URLSearchParams(
        userLogins.map((login): [string, string] => ['user_login', login]),
      );
      // Helix pages at 20 streams unless told otherwise: one page holds every login asked.
      params.set('first', '100');
      return (await helix(check.streams, `/streams?${params.toString()}`, accessToken)).data;
    },
    /** The viewer's subscription to a broadcaster, or null when not subscribed (Helix 404). */
    async userSubscription(
      viewerToken: string,
      broadcasterId: string,
      userId: string,
    ): Promise<HelixSubscription | null> {
      const params = new URLSearchParams({ broadcaster_id: broadcasterId, user_id: userId });
      try {
        const body = await helix(
          check.subscription,
          `/subscriptions/user?${params.toString()}`,
          viewerToken,
        );
        return body.data[0] ?? null;
      } catch (err) {
        if (err instanceof TwitchError && err.kind === 'not_found') return null;
        throw err;
      }
    },
  };
}

export type TwitchClient = ReturnType<typeof createTwitchClient>;
