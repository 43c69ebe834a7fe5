import { envDefault, envSchema, type EnvName } from '../config/env.js';
import { Check } from 'typebox/value';

/** Hosts the server may fetch from when UPSTREAM_HOSTS is not set. */
export const DEFAULT_UPSTREAM_HOSTS = envDefault('UPSTREAM_HOSTS').split(',');

export interface UpstreamsConfig {
  /**
   * `fake`: local stand-ins speaking each upstream's format are started with the server and
   * every base address points at them (no network needed); `live`: the real services.
   */
  mode: 'fake' | 'live';
  /** Host names (no port) the fetcher accepts; anything else is refused before connecting. */
  allowedHosts: string[];
  poeNinjaUrl: string;
  poeWikiUrl: string;
  /** The trade site in English and in French: the game's item names in both languages. */
  tradeUrl: string;
  tradeFrUrl: string;
  newsFeedUrl: string;
  /**
   * `POE_LEAGUE` when set: overrides the league the site follows (prices, new builds), which is
   * otherwise discovered (league). Read the followed one, `app.league.current()`.
   */
  league: string | undefined;
  /** `POE_GAME_VERSION` when set (e.g. `3.29`): overrides the followed league's version. */
  gameVersion: string | undefined;
  timeoutMs: number;
  maxBytes: number;
  /** Pictures imported into the database at start when newer (optional; never written to). */
  imagesDir: string;
  /**
   * On a start whose catalogue has never had a gem data run, run the Gems job (colours, tags,
   * levels, translations, pictures from poe.ninja and the wiki): what no package ships.
   */
  gameDataOnStart: boolean;
}

interface Reader {
  read(name: EnvName): string | undefined;
  url(name: EnvName): string;
  integer(name: EnvName): number;
  problems: string[];
}

/** `3.26` or `3.26.1`, as builds store it (migration 14). */
export const GAME_VERSION = /^[0-9]{1,2}\.[0-9]{1,2}(\.[0-9]{1,2})?$/;

function readGameVersion(read: Reader['read'], problems: string[]): string | undefined {
  const version = read('POE_GAME_VERSION');
  if (version !== undefined && !GAME_VERSION.test(version)) {
    problems.push(`POE_GAME_VERSION must look like 3.26 or 3.26.1, got "${version}"`);
  }
  return version;
}

/** The build form's rule for a league name (content/league.ts), so builds can carry it. */
const LEAGUE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} '’.-]{0,39}$/u;

function readLeague(raw: string | undefined, problems: string[]): string | undefined {
  if (raw !== undefined && !LEAGUE_NAME.test(raw)) {
    problems.push(`POE_LEAGUE must be a league name such as Allflame, got "${raw}"`);
  }
  return raw;
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * Reads UPSTREAM_MODE, UPSTREAM_HOSTS, POE_NINJA_URL, POE_WIKI_URL, POE_TRADE_URL,
 * POE_TRADE_FR_URL, NEWS_FEED_URL, POE_LEAGUE,
 * POE_GAME_VERSION, UPSTREAM_TIMEOUT_MS, UPSTREAM_MAX_BYTES, IMAGES_DIR and GAME_DATA_ON_START.
 */
export function readUpstreamsConfig(
  { read, url, integer, problems }: Reader,
  { production, defaultImagesDir }: { production: boolean; defaultImagesDir: string },
): UpstreamsConfig {
  // The real services unless told otherwise: a newcomer's first start shows the real game.
  // The stand-ins are for the tests and for working without network (`fake`).
  const mode = read('UPSTREAM_MODE') ?? 'live';
  if (!Check(envSchema('UPSTREAM_MODE'), mode)) problems.push('UPSTREAM_MODE must be fake or live');
  if (mode === 'fake' && production) {
    problems.push('UPSTREAM_MODE=fake is for development and tests, not NODE_ENV=production');
  }
  const hosts = (read('UPSTREAM_HOSTS')?.split(',') ?? DEFAULT_UPSTREAM_HOSTS)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const badHost = hosts.find((h) => !HOST.test(h));
  if (badHost !== undefined) {
    problems.push(`UPSTREAM_HOSTS must list host names separated by commas, got "${badHost}"`);
  }
  return {
    mode: mode === 'live' ? 'live' : 'fake',
    allowedHosts: hosts,
    poeNinjaUrl: url('POE_NINJA_URL'),
    poeWikiUrl: url('POE_WIKI_URL'),
    tradeUrl: url('POE_TRADE_URL'),
    tradeFrUrl: url('POE_TRADE_FR_URL'),
    newsFeedUrl: url('NEWS_FEED_URL'),
    league: readLeague(read('POE_LEAGUE'), problems),
    gameVersion: readGameVersion(read, problems),
    timeoutMs: integer('UPSTREAM_TIMEOUT_MS'),
    maxBytes: integer('UPSTREAM_MAX_BYTES'),
    imagesDir: read('IMAGES_DIR') ?? defaultImagesDir,
    gameDataOnStart: readGameDataOnStart(read('GAME_DATA_ON_START'), mode === 'live', problems),
  };
}

/** GAME_DATA_ON_START: `true` or `false`; by default on with the live upstreams only. */
function readGameDataOnStart(raw: string | undefined, live: boolean, problems: string[]) {
  if (raw === undefined) return live;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  problems.push(`GAME_DATA_ON_START must be true or false, got "${raw}"`);
  return false;
}
