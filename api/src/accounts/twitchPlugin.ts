import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTokenCipher, type TokenCipher } from './sessions/tokenCipher.js';
import { seedPersonas } from './users/seedPersonas.js';
import { createTwitchClient, type TwitchClient } from './twitchApi/client.js';
import { STANDIN_PREFIX } from '../platform/config/twitchStandIn.js';
import { personas, StandInState, twitchStandIn } from './twitchApi/standIn/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    twitch: TwitchClient;
    /** Encrypts the Twitch tokens we keep. */
    tokenCipher: TokenCipher;
    /** The mounted stand-in's memory when it runs, for tests to inspect; null otherwise. */
    twitchStandIn: StandInState | null;
  }
}

/** Where Twitch sends the browser back; must be registered with the Twitch application. */
export const CALLBACK_PATH = '/api/auth/twitch/callback';

/** The stand-in on this server as the server itself reaches it: its listening socket. */
function loopbackBase(app: FastifyInstance): string {
  const [address] = app.addresses();
  if (!address || typeof address === 'string')
    return `http://127.0.0.1:${app.config.port}${STANDIN_PREFIX}`;
  const { address: ip, port, family } = address;
  const host =
    family === 'IPv6' ? `[${ip === '::' ? '::1' : ip}]` : ip === '0.0.0.0' ? '127.0.0.1' : ip;
  return `http://${host}:${port}${STANDIN_PREFIX}`;
}

/**
 * The Twitch client, identical against real Twitch and the stand-in. Without TWITCH_CLIENT_ID
 * (never in production) the stand-in is mounted under /twitch-standin and its personas are
 * given their demo accounts.
 */
export const twitchPlugin = fp(
  async (app) => {
    const { twitch, publicUrl } = app.config;
    app.decorate('tokenCipher', createTokenCipher(app.config.tokenEncryptionKey));
    if (app.config.tokenEncryptionKeyDerived) {
      app.log.info(
        'TOKEN_ENCRYPTION_KEY is not set: Twitch tokens are encrypted with a key derived from ' +
          'JWT_SECRET (HKDF-SHA256); changing JWT_SECRET will ask everyone to sign in again.',
      );
    }
    let client: TwitchClient | undefined;
    // Built on first use: by then the server listens, and the stand-in's loopback address is
    // known even when PORT=0 picked a free port.
    app.decorate('twitch', {
      getter: () =>
        (client ??= createTwitchClient({
          clientId: twitch.clientId,
          clientSecret: twitch.clientSecret,
          authorizeUrl: twitch.authorizeUrl,
          authUrl: twitch.authUrl ?? `${loopbackBase(app)}/oauth2`,
          helixUrl: twitch.helixUrl ?? `${loopbackBase(app)}/helix`,
          redirectUri: `${publicUrl}${CALLBACK_PATH}`,
        })),
    });

    if (!twitch.standIn) {
      app.decorate('twitchStandIn', null);
      return;
    }
    const state = new StandInState({ publicUrl, personas });
    app.decorate('twitchStandIn', state);
    await app.register(twitchStandIn, { prefix: STANDIN_PREFIX, state });
    const added = await seedPersonas(app.db, personas);
    app.log.warn(
      { authorize: `${publicUrl}${STANDIN_PREFIX}/oauth2/authorize`, seededAccounts: added },
      'TWITCH_CLIENT_ID is not set: signing in uses the local Twitch stand-in and its demo accounts',
    );
  },
  { name: 'twitch', dependencies: ['config', 'db'] },
);
