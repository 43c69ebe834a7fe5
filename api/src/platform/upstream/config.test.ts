import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../config/config.js';
import { DEFAULT_UPSTREAM_HOSTS } from './config.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-long-enough-secret-for-the-tests-0123',
  TWITCH_CLIENT_ID: 'id',
  TWITCH_CLIENT_SECRET: 'secret',
};

describe('the upstream configuration', () => {
  it('uses the real services by default, with the documented defaults', () => {
    expect(loadConfig({}).upstreams).toEqual({
      mode: 'live',
      allowedHosts: DEFAULT_UPSTREAM_HOSTS,
      poeNinjaUrl: 'https://poe.ninja',
      poeWikiUrl: 'https://www.poewiki.net',
      tradeUrl: 'https://www.pathofexile.com',
      tradeFrUrl: 'https://fr.pathofexile.com',
      newsFeedUrl: 'https://fr.pathofexile.com/news/rss',
      // Unset: the league and version are discovered (league), these only override.
      league: undefined,
      gameVersion: undefined,
      timeoutMs: 10_000,
      maxBytes: 32 * 1024 * 1024,
      imagesDir: join(repoRoot, '.data', 'images'),
      gameDataOnStart: true,
    });
  });

  it('starts the stand-ins only when told, and the tests’ configuration does', () => {
    expect(loadConfig({ UPSTREAM_MODE: 'fake' }).upstreams).toMatchObject({
      mode: 'fake',
      gameDataOnStart: false,
    });
    expect(testConfig().upstreams.mode).toBe('fake');
  });

  it('uses the real services in production and refuses the stand-ins there', () => {
    expect(loadConfig(production).upstreams.mode).toBe('live');
    expect(() => loadConfig({ ...production, UPSTREAM_MODE: 'fake' })).toThrow(ConfigError);
  });

  it('reads every variable and reports bad values together', () => {
    const config = loadConfig({
      UPSTREAM_MODE: 'live',
      UPSTREAM_HOSTS: ' poe.ninja, Cdn.Example.org ',
      POE_NINJA_URL: 'https://ninja.mirror.example/',
      NEWS_FEED_URL: 'https://www.pathofexile.com/news/rss',
      POE_LEAGUE: 'Standard',
      POE_GAME_VERSION: '3.25.1',
      UPSTREAM_TIMEOUT_MS: '2500',
      UPSTREAM_MAX_BYTES: '4096',
      IMAGES_DIR: '/srv/images',
    }).upstreams;
    expect(config).toMatchObject({
      mode: 'live',
      allowedHosts: ['poe.ninja', 'cdn.example.org'],
      poeNinjaUrl: 'https://ninja.mirror.example',
      newsFeedUrl: 'https://www.pathofexile.com/news/rss',
      league: 'Standard',
      gameVersion: '3.25.1',
      timeoutMs: 2500,
      maxBytes: 4096,
      imagesDir: '/srv/images',
    });
    try {
      loadConfig({
        UPSTREAM_MODE: 'maybe',
        UPSTREAM_HOSTS: 'http://poe.ninja/x',
        POE_LEAGUE: '<b>Allflame</b>',
        POE_GAME_VERSION: 'trois',
        UPSTREAM_TIMEOUT_MS: '0',
      });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'UPSTREAM_MODE must be fake or live',
        'UPSTREAM_HOSTS must list host names separated by commas, got "http://poe.ninja/x"',
        'POE_LEAGUE must be a league name such as Allflame, got "<b>Allflame</b>"',
        'POE_GAME_VERSION must look like 3.26 or 3.26.1, got "trois"',
        expect.stringContaining('UPSTREAM_TIMEOUT_MS'),
      ]);
    }
  });
});
