import { hkdfSync, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Check } from 'typebox/value';
import { MEMORY_DIR } from '../db/types.js';
import { envDefault, envSchema, LOG_LEVELS, type EnvName } from './env.js';
import { readPostLimits, type PostLimit } from './forumConfig.js';
import { readRateLimits, type RateLimits } from '../rateLimit/config.js';
import { readTrustProxy } from './trustProxy.js';
import { readTwitchConfig, type TwitchConfig } from './twitchConfig.js';
import { readUpstreamsConfig, type UpstreamsConfig } from '../upstream/config.js';

export type { TwitchConfig } from './twitchConfig.js';
/** Where tests and the benchmark ask for an embedded database in memory. */
export { MEMORY_DIR };

export type LogLevel = (typeof LOG_LEVELS)[number];

const DAY = 24 * 60 * 60;
const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 60 * 60, d: DAY };

// Four levels up from both src/platform/config/config.ts (tsx) and dist/platform/config/config.js
// (node): the workspace root.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Unset: the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Directory of the embedded database, or `memory://`. */
  pgliteDir: string;
  /** Not read from the environment: tests set it to isolate files sharing one PostgreSQL. */
  databaseSchema: string | undefined;
  jwtSecret: string;
  /** True when no JWT_SECRET was given and a per-process one was generated. */
  jwtSecretGenerated: boolean;
  /** Lifetime of the session tokens we sign, in seconds. */
  jwtTtlSeconds: number;
  /** AES-256-GCM key of the Twitch tokens kept in the database. */
  tokenEncryptionKey: Buffer;
  /** True when no TOKEN_ENCRYPTION_KEY was given and the key was derived from JWT_SECRET. */
  tokenEncryptionKeyDerived: boolean;
  publicUrl: string;
  logLevel: LogLevel;
  /** Readable lines for a person (pino-pretty), or JSON for a machine. */
  logFormat: 'json' | 'pretty';
  bodyLimit: number;
  web: { shellDist: string; readerDist: string; authorDist: string; adminDist: string };
  /**
   * Reading pages rendered on the server (the shell's dist-server build): off with
   * SERVER_RENDER=false; `waitMs` is how long a page waits for its answers before it is sent,
   * `workers` the render threads, `queueMs` how long a page may wait for one of them before the
   * browser is left to render it, `timeoutMs` how much longer a render may take before its worker
   * is replaced; rendered pages are kept (at most `cacheEntries` and `cacheBytes`) until the data
   * they show changes, and at most `freshMs` when made from an upstream's answer.
   */
  serverRender: {
    enabled: boolean;
    entry: string;
    waitMs: number;
    workers: number;
    queueMs: number;
    timeoutMs: number;
    cacheEntries: number;
    cacheBytes: number;
    freshMs: number;
  };
  remotes: { reader: string; author: string; admin: string };
  twitch: TwitchConfig;
  /** Third-party data: poe.ninja, the wiki, the news feed, images. */
  upstreams: UpstreamsConfig;
  /** Seed the French demo builds and guides once (DEMO_CONTENT; default on outside production). */
  demoContent: boolean;
  /** Posting limits per user (FORUM_POST_LIMITS), all enforced together. */
  forumPostLimits: PostLimit[];
  /** Sign-in per address, admin actions and content writes per account (*_RATE_LIMITS). */
  rateLimits: RateLimits;
  /** Proxies trusted to give the client's address (TRUST_PROXY), as Fastify takes it. */
  trustProxy: boolean | number | string[];
  /** The bearer token that opens `GET /metrics` to another machine (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /**
   * Backups (`docs/backup.md`): `dir` (BACKUP_DIR) where the daily one goes, unset for none;
   * `keep` (BACKUP_KEEP) how many are kept; `defaultDir` where `npm run backup` writes without it.
   */
  backup: { dir: string | undefined; keep: number; defaultDir: string };
}

export type Env = Record<string, string | undefined>;

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Without TOKEN_ENCRYPTION_KEY the Twitch tokens are encrypted under a key derived from
 * JWT_SECRET (HKDF-SHA256), so a deployment needs one secret; changing JWT_SECRET then makes the
 * kept Twitch tokens unreadable, and their users are asked to sign in again.
 */
function deriveTokenKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'poe-debutants', 'twitch-token-encryption', 32));
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** `3600`, `12h` or `7d` in seconds, from a minute to a year; undefined otherwise. */
function durationSeconds(raw: string): number | undefined {
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw);
  const seconds = match ? Number(match[1]) * (TTL_UNITS[match[2] || 's'] ?? 1) : NaN;
  return seconds >= 60 && seconds <= 365 * DAY ? seconds : undefined;
}

/** A token short enough to guess is refused rather than trusted. */
function readMetricsToken(raw: string | undefined, problems: string[]): string | undefined {
  if (raw !== undefined && !Check(envSchema('METRICS_TOKEN'), raw)) {
    problems.push(
      `METRICS_TOKEN must be at least ${envSchema('METRICS_TOKEN').minLength} characters long`,
    );
  }
  return raw;
}

/** Render threads by default: one per core, at least one, at most four. */
export function defaultRenderWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * Reads the configuration from environment variables, each through its entry in `ENV` (its
 * type, bounds and default), reporting every problem at once. `terminal`: whether the logs go
 * to a person's terminal, which makes them readable lines unless LOG_FORMAT says otherwise.
 * @example loadConfig({ PORT: '3000' }).publicUrl // 'http://localhost:3000'
 */
export function loadConfig(
  env: Env = process.env,
  { terminal = process.stdout.isTTY === true }: { terminal?: boolean } = {},
): Config {
  const problems: string[] = [];
  const read = (name: EnvName): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  /** A number within the schema's bounds; `fallback` when the default is worked out here. */
  const integer = (name: EnvName, fallback?: number): number => {
    const schema = envSchema(name);
    const chosen = fallback ?? Number(schema.default);
    const raw = read(name);
    if (raw === undefined) return chosen;
    const value = Number(raw);
    if (Check(schema, value)) return value;
    problems.push(
      `${name} must be an integer between ${schema.minimum} and ${schema.maximum}, got "${raw}"`,
    );
    return chosen;
  };
  const url = (name: EnvName, fallback = envDefault(name), allowPath = false): string => {
    const raw = read(name) ?? fallback;
    if (allowPath && raw.startsWith('/') && !raw.startsWith('//')) return raw;
    if (URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol)) return raw.replace(/\/$/, '');
    problems.push(`${name} must be an http(s) URL${allowPath ? ' or a path starting with /' : ''}`);
    return fallback;
  };
  const duration = (name: EnvName): number => {
    const fallback = durationSeconds(envDefault(name)) ?? 0;
    const raw = read(name);
    if (raw === undefined) return fallback;
    const seconds = durationSeconds(raw);
    if (seconds !== undefined) return seconds;
    problems.push(`${name} must be a duration from 60s to 365d (e.g. 3600, 12h, 7d), got "${raw}"`);
    return fallback;
  };

  const flag = (name: EnvName, fallback?: boolean): boolean => {
    const chosen = fallback ?? envSchema(name).default === true;
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return chosen;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return chosen;
  };

  const production = read('NODE_ENV') === 'production';
  const port = integer('PORT');

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !Check(envSchema('DATABASE_URL'), databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  let jwtSecret = read('JWT_SECRET');
  const jwtSecretGenerated = jwtSecret === undefined;
  if (jwtSecret === undefined) {
    if (production) problems.push('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = randomBytes(48).toString('base64url');
  } else if (!Check(envSchema('JWT_SECRET'), jwtSecret)) {
    // HS256 wants a key at least as long as its output.
    problems.push(
      `JWT_SECRET must be at least ${envSchema('JWT_SECRET').minLength} characters long`,
    );
  }

  const jwtTtlSeconds = duration('JWT_TTL');
  const rawKey = read('TOKEN_ENCRYPTION_KEY');
  const tokenEncryptionKey =
    rawKey === undefined ? deriveTokenKey(jwtSecret) : Buffer.from(rawKey, 'base64');
  if (rawKey !== undefined && (!BASE64.test(rawKey) || tokenEncryptionKey.length !== 32)) {
    problems.push('TOKEN_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }

  const rawLevel = read('LOG_LEVEL') ?? envDefault('LOG_LEVEL');
  const logLevel: LogLevel = LOG_LEVELS.find((level) => level === rawLevel) ?? 'info';
  if (logLevel !== rawLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const logFormat = read('LOG_FORMAT') ?? (terminal ? 'pretty' : 'json');
  if (logFormat !== 'json' && logFormat !== 'pretty') {
    problems.push(`LOG_FORMAT must be json or pretty, got "${logFormat}"`);
  }

  const webRoot = read('WEB_ROOT') ?? repoRoot;
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`);
  const config: Config = {
    production,
    port,
    host: read('HOST') ?? envDefault('HOST'),
    databaseUrl,
    pgliteDir: read('PGLITE_DIR') ?? join(repoRoot, '.data', 'pglite'),
    databaseSchema: undefined,
    jwtSecret,
    jwtSecretGenerated,
    jwtTtlSeconds,
    tokenEncryptionKey,
    tokenEncryptionKeyDerived: rawKey === undefined,
    publicUrl,
    logLevel,
    logFormat: logFormat === 'pretty' ? 'pretty' : 'json',
    bodyLimit: integer('BODY_LIMIT'),
    demoContent: flag('DEMO_CONTENT', !production),
    forumPostLimits: readPostLimits({ read, problems }),
    rateLimits: readRateLimits({ read, problems }),
    trustProxy: readTrustProxy(read('TRUST_PROXY'), problems),
    metricsToken: readMetricsToken(read('METRICS_TOKEN'), problems),
    backup: {
      dir: read('BACKUP_DIR'),
      keep: integer('BACKUP_KEEP'),
      defaultDir: join(repoRoot, '.data', 'backups'),
    },
    web: {
      shellDist: join(webRoot, 'shell', 'dist'),
      readerDist: join(webRoot, 'mf-reader', 'dist'),
      authorDist: join(webRoot, 'mf-author', 'dist'),
      adminDist: join(webRoot, 'mf-admin', 'dist'),
    },
    serverRender: {
      enabled: flag('SERVER_RENDER'),
      entry: join(webRoot, 'shell', 'dist-server', 'render.js'),
      waitMs: integer('SERVER_RENDER_WAIT_MS'),
      workers: integer('SERVER_RENDER_WORKERS', defaultRenderWorkers()),
      queueMs: integer('SERVER_RENDER_QUEUE_MS'),
      timeoutMs: integer('SERVER_RENDER_TIMEOUT_MS'),
      cacheEntries: integer('SERVER_RENDER_CACHE_ENTRIES'),
      cacheBytes: integer('SERVER_RENDER_CACHE_MB') * 1024 * 1024,
      freshMs: integer('SERVER_RENDER_FRESH_MS'),
    },
    remotes: {
      reader: url('REMOTE_READER_URL', undefined, true),
      author: url('REMOTE_AUTHOR_URL', undefined, true),
      admin: url('REMOTE_ADMIN_URL', undefined, true),
    },
    twitch: readTwitchConfig({ read, url, problems }, { production, publicUrl }),
    upstreams: readUpstreamsConfig(
      { read, url, integer, problems },
      { production, defaultImagesDir: join(repoRoot, '.data', 'images') },
    ),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * A configuration for tests: in-memory database, fixed secret, silent logs, then the overrides.
 * @example testConfig({ remotes: { ...testConfig().remotes, admin: 'https://cdn.test/admin.js' } })
 */
export function testConfig(overrides: Partial<Config> = {}, env: Env = {}): Config {
  const base = loadConfig({
    PGLITE_DIR: MEMORY_DIR,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    // Tests state their own data; the demo seed's own test turns it on.
    DEMO_CONTENT: 'false',
    // Tests never reach the internet: the local stand-ins answer (production refuses them, so
    // a test of production settings states its own upstreams).
    ...(env.NODE_ENV !== 'production' && { UPSTREAM_MODE: 'fake' }),
    ...env,
  });
  return { ...base, ...overrides };
}
