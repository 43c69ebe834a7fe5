import { describe, expect, it } from 'vitest';
import type { ConfigError } from './config.js';
import { loadConfig, type Env } from './config.js';
import { STANDIN_CLIENT_ID } from './twitchStandIn.js';

const secret = 'a-long-enough-secret-for-the-tests-0123';
const real = { TWITCH_CLIENT_ID: 'realid', TWITCH_CLIENT_SECRET: 'realsecret' };
const problems = (env: Env) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
};

describe('Twitch and session configuration', () => {
  it('uses the stand-in by default: its client, the authorize page on PUBLIC_URL, calls on loopback', () => {
    const config = loadConfig({ PORT: '3000' });
    expect(config.twitch).toEqual({
      standIn: true,
      clientId: STANDIN_CLIENT_ID,
      clientSecret: expect.any(String),
      authorizeUrl: 'http://localhost:3000/twitch-standin/oauth2',
      // Undefined: the server reaches its own stand-in through its listening socket.
      authUrl: undefined,
      helixUrl: undefined,
      streamerLogin: 'exilestreamer',
      adminLogins: [],
    });
    expect(config.jwtTtlSeconds).toBe(7 * 24 * 60 * 60);
  });

  it('points at real Twitch with credentials', () => {
    expect(loadConfig(real).twitch).toMatchObject({
      standIn: false,
      clientId: 'realid',
      clientSecret: 'realsecret',
      authorizeUrl: 'https://id.twitch.tv/oauth2',
      authUrl: 'https://id.twitch.tv/oauth2',
      helixUrl: 'https://api.twitch.tv/helix',
    });
  });

  it('reads the Twitch addresses, STREAMER_LOGIN and ADMIN_LOGINS case-insensitively', () => {
    const config = loadConfig({
      TWITCH_AUTH_URL: 'http://twitch.test/oauth2/',
      TWITCH_HELIX_URL: 'http://twitch.test/helix',
      STREAMER_LOGIN: 'Le_Streamer',
      ADMIN_LOGINS: ' Modo_Un ,, modo_deux ',
      JWT_TTL: '12h',
    });
    expect(config.twitch).toMatchObject({
      standIn: true,
      authorizeUrl: 'http://twitch.test/oauth2',
      authUrl: 'http://twitch.test/oauth2',
      helixUrl: 'http://twitch.test/helix',
      streamerLogin: 'le_streamer',
      adminLogins: ['modo_un', 'modo_deux'],
    });
    expect(config.jwtTtlSeconds).toBe(12 * 60 * 60);
    expect(loadConfig({ JWT_TTL: '3600' }).jwtTtlSeconds).toBe(3600);
  });

  it('never runs the stand-in in production, and says what is missing', () => {
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: secret })).toEqual([
      'TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET are required when NODE_ENV=production ' +
        '(the local Twitch stand-in never runs in production)',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...real }).twitch.standIn).toBe(
      false,
    );
  });

  it('derives the token encryption key from JWT_SECRET unless TOKEN_ENCRYPTION_KEY is given', () => {
    const derived = loadConfig({ JWT_SECRET: secret });
    expect(derived.tokenEncryptionKeyDerived).toBe(true);
    expect(derived.tokenEncryptionKey).toHaveLength(32);
    expect(
      loadConfig({ JWT_SECRET: secret }).tokenEncryptionKey.equals(derived.tokenEncryptionKey),
    ).toBe(true);
    expect(
      loadConfig({ JWT_SECRET: `${secret}x` }).tokenEncryptionKey.equals(
        derived.tokenEncryptionKey,
      ),
    ).toBe(false);
    const key = Buffer.alloc(32, 7);
    const given = loadConfig({ JWT_SECRET: secret, TOKEN_ENCRYPTION_KEY: key.toString('base64') });
    expect(given.tokenEncryptionKeyDerived).toBe(false);
    expect(given.tokenEncryptionKey.equals(key)).toBe(true);
  });

  it('lists every invalid value', () => {
    expect(
      problems({
        TWITCH_CLIENT_ID: 'only-the-id',
        TWITCH_AUTH_URL: 'ftp://x',
        STREAMER_LOGIN: 'pas valide',
        ADMIN_LOGINS: 'ok,trop-de-tirets',
        TOKEN_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64'),
        JWT_TTL: '10s',
      }).map((p) => p.split(' ')[0]),
    ).toEqual([
      'JWT_TTL',
      'TOKEN_ENCRYPTION_KEY',
      'TWITCH_CLIENT_ID',
      'TWITCH_AUTH_URL',
      'STREAMER_LOGIN',
      'ADMIN_LOGINS',
    ]);
  });
});
