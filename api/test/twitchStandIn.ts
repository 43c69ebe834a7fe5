import type { App } from '../src/app.js';
import type { Env } from '../src/platform/config/config.js';
import {
  buildStandaloneStandIn,
  personas,
  type Persona,
  type StandInState,
} from '../src/accounts/twitchApi/standIn/index.js';

/** What `testConfig` makes of PUBLIC_URL: the stand-in accepts redirects back to it. */
export const TEST_PUBLIC_URL = 'http://localhost:8080';

/** Two accounts the app never seeds, for first sign-ins and ADMIN_LOGINS. */
export const extraPersonas: Persona[] = [
  {
    id: '200000001',
    login: 'nouveau_venu',
    displayName: 'NouveauVenu',
    role: 'user',
    broadcasterType: '',
    description: '',
    subscribedTo: [],
  },
  {
    id: '200000002',
    login: 'modo_un',
    displayName: 'Modo_Un',
    role: 'user',
    broadcasterType: '',
    description: '',
    subscribedTo: ['exilestreamer'],
  },
];

export interface RunningStandIn {
  /** e.g. `http://127.0.0.1:43121` */
  url: string;
  state: StandInState;
  /** Points an app's Twitch client at this stand-in. */
  env: Env;
  close(): Promise<void>;
}

/** The stand-in on a port of its own, like real Twitch is to the app. */
export async function startStandIn(
  options: { morePersonas?: readonly Persona[] } = {},
): Promise<RunningStandIn> {
  const { app, state } = buildStandaloneStandIn({
    publicUrl: TEST_PUBLIC_URL,
    personas: [...personas, ...extraPersonas, ...(options.morePersonas ?? [])],
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    state,
    env: { TWITCH_AUTH_URL: `${url}/oauth2`, TWITCH_HELIX_URL: `${url}/helix` },
    close: () => app.close(),
  };
}

/** The state cookie set by the start route, as a `cookie` request header. */
export function stateCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'twitch_oauth_state');
  if (!cookie) throw new Error('the start route set no state cookie');
  return `twitch_oauth_state=${cookie.value}`;
}

/** The path and query of an absolute URL on our site, for `inject`. */
export const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** The confirmation cookie a successful callback set, as a `cookie` request header. */
export function confirmCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'twitch_sign_in_confirm' && c.value !== '');
  if (!cookie) throw new Error('the callback set no confirmation cookie');
  return `twitch_sign_in_confirm=${cookie.value}`;
}

/**
 * Drives the real redirect chain: start (state cookie) -> the stand-in's authorize page
 * approving `login` -> our callback with the cookie. Returns the callback's answer.
 */
export async function callbackAnswer(
  app: App,
  login: string,
  options: { denySubscriptions?: boolean } = {},
) {
  const start = await app.inject({ method: 'GET', url: '/api/auth/twitch/start' });
  const authorize = new URL(String(start.headers.location));
  authorize.searchParams.set('login', login);
  if (options.denySubscriptions) authorize.searchParams.set('deny_subscriptions', '1');
  const approval = await fetch(authorize, { redirect: 'manual' });
  const callback = approval.headers.get('location');
  if (approval.status !== 302 || !callback)
    throw new Error(`authorize answered ${approval.status}`);
  return app.inject({
    method: 'GET',
    url: pathOf(callback),
    headers: { cookie: stateCookie(start) },
  });
}

/** The real redirect chain (callbackAnswer); returns where the callback redirected. */
export async function signInRedirect(
  app: App,
  login: string,
  options: { denySubscriptions?: boolean } = {},
): Promise<URL> {
  const back = await callbackAnswer(app, login, options);
  return new URL(String(back.headers.location));
}

/** Signs in as `login` through the whole chain and returns our JWT. */
export async function signIn(
  app: App,
  login: string,
  options: { denySubscriptions?: boolean } = {},
): Promise<string> {
  const landing = await signInRedirect(app, login, options);
  const token = landing.searchParams.get('token');
  if (landing.pathname !== '/auth/twitch/callback' || !token) {
    throw new Error(`sign-in as ${login} failed: ${landing.toString()}`);
  }
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Our user id for a login. */
export async function userId(app: App, login: string): Promise<number> {
  const { rows } = await app.db.query<{ id: number }>('select id from users where login = $1', [
    login,
  ]);
  if (!rows[0]) throw new Error(`no user ${login}`);
  return rows[0].id;
}
