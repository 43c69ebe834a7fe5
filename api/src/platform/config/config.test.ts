import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultRenderWorkers, loadConfig, testConfig } from './config.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const secret = 'a-long-enough-secret-for-the-tests-0123';

describe('loadConfig', () => {
  it('uses the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      pgliteDir: join(repoRoot, '.data', 'pglite'),
      publicUrl: 'http://localhost:8080',
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      web: {
        shellDist: join(repoRoot, 'shell', 'dist'),
        readerDist: join(repoRoot, 'mf-reader', 'dist'),
        authorDist: join(repoRoot, 'mf-author', 'dist'),
        adminDist: join(repoRoot, 'mf-admin', 'dist'),
      },
      serverRender: {
        enabled: true,
        entry: join(repoRoot, 'shell', 'dist-server', 'render.js'),
        waitMs: 400,
        workers: defaultRenderWorkers(),
        timeoutMs: 5_000,
        cacheEntries: 2_000,
        cacheBytes: 256 * 1024 * 1024,
        freshMs: 60_000,
      },
      remotes: {
        reader: '/remotes/reader/remoteEntry.js',
        author: '/remotes/author/remoteEntry.js',
        admin: '/remotes/admin/remoteEntry.js',
      },
    });
  });

  it('generates a random JWT secret outside production and says it did', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.jwtSecretGenerated).toBe(true);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(loadConfig({ JWT_SECRET: secret })).toMatchObject({
      jwtSecret: secret,
      jwtSecretGenerated: false,
    });
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    // Production also needs real Twitch credentials (see twitchConfig.test.ts).
    const twitch = { TWITCH_CLIENT_ID: 'id', TWITCH_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...twitch }).production).toBe(
      true,
    );
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/poe',
      PGLITE_DIR: 'memory://',
      PUBLIC_URL: 'https://poe.example/',
      LOG_LEVEL: 'warn',
      WEB_ROOT: '/srv/web',
      BODY_LIMIT: '2048',
      REMOTE_READER_URL: 'https://cdn.example/reader/remoteEntry.js',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db:5432/poe',
      pgliteDir: 'memory://',
      publicUrl: 'https://poe.example',
      logLevel: 'warn',
      bodyLimit: 2048,
      web: { shellDist: join('/srv/web', 'shell', 'dist') },
      remotes: { reader: 'https://cdn.example/reader/remoteEntry.js' },
    });
  });

  it('derives PUBLIC_URL from PORT and treats blank values as unset', () => {
    expect(loadConfig({ PORT: '9000', HOST: ' ' })).toMatchObject({
      publicUrl: 'http://localhost:9000',
      host: '0.0.0.0',
    });
  });

  it('lists every invalid variable in one error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        BODY_LIMIT: '-1',
        PUBLIC_URL: 'ftp://x',
        REMOTE_ADMIN_URL: 'admin.js',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const names = (err as ConfigError).problems.map((p) => p.split(' ')[0]);
      expect(names).toEqual([
        'PORT',
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'PUBLIC_URL',
        'BODY_LIMIT',
        'REMOTE_ADMIN_URL',
      ]);
    }
  });
});

describe('testConfig', () => {
  it('keeps the database in memory, the logs silent and applies overrides', () => {
    const config = testConfig({ bodyLimit: 10 }, { REMOTE_ADMIN_URL: '/x.js' });
    expect(config).toMatchObject({
      pgliteDir: 'memory://',
      logLevel: 'silent',
      jwtSecretGenerated: false,
      bodyLimit: 10,
      remotes: { admin: '/x.js' },
    });
  });
});
