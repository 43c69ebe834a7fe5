import { Type, type TSchema } from 'typebox';

/** What README and `loadConfig` read from a variable's schema. */
export interface EnvFacts {
  /** README's "What it does". */
  description: string;
  /** The value when unset, when it is a plain one. */
  default?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
}

/**
 * One environment variable: the type of its value once read (TypeBox, with its `default` when
 * that is a plain value and its `description`), and `shown`, README's "Default" column when the
 * default is worked out at start (from `PORT`, the machine, the mode…).
 */
export interface EnvVariable {
  schema: TSchema & EnvFacts;
  shown?: string;
}

// TypeBox keeps the options it is given on the schema but not in the schema's type.
const variable = (schema: TSchema, shown?: string): EnvVariable => ({
  schema: schema as TSchema & EnvFacts,
  ...(shown !== undefined && { shown }),
});

const integer = (minimum: number, maximum: number, fallback: number, description: string) =>
  variable(Type.Integer({ minimum, maximum, default: fallback, description }));

const text = (fallback: string | undefined, description: string, shown?: string) =>
  variable(
    fallback === undefined
      ? Type.String({ description })
      : Type.String({ default: fallback, description }),
    shown,
  );

const flag = (fallback: boolean | undefined, description: string, shown?: string) =>
  variable(
    fallback === undefined
      ? Type.Boolean({ description })
      : Type.Boolean({ default: fallback, description }),
    shown,
  );

/** `count/duration` windows, comma-separated, as `parsePostLimits` reads them. */
const limits = (fallback: string, description: string) =>
  variable(Type.String({ pattern: '^[0-9smhd/, ]+$', default: fallback, description }));

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Hosts the server may fetch from when UPSTREAM_HOSTS is not set (pobb.in and pastebin.com: PoB
 * imports; raw.githubusercontent.com: the game's passive tree export).
 */
const UPSTREAM_HOSTS = [
  'poe.ninja',
  'www.poewiki.net',
  'www.pathofexile.com',
  'fr.pathofexile.com',
  'web.poecdn.com',
  'pobb.in',
  'pastebin.com',
  'raw.githubusercontent.com',
];

/**
 * Every environment variable the site reads, in README's order: `loadConfig` reads each one
 * through its entry here (defaults and bounds included), and README's configuration table is
 * written from it (`renderEnvTable`, checked by a test). Values are trimmed; blank is unset.
 */
export const ENV = {
  PORT: integer(0, 65535, 8080, 'the one port of the site (API, shell, remotes, images)'),
  HOST: text('0.0.0.0', 'interface to listen on'),
  DATABASE_URL: variable(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: '`postgres://…` uses that PostgreSQL server; unset uses the embedded PGlite',
    }),
  ),
  PGLITE_DIR: text(
    undefined,
    'where the embedded database keeps its files; `memory://` keeps nothing',
    '`.data/pglite`',
  ),
  JWT_SECRET: variable(
    Type.String({
      minLength: 32,
      description:
        'at least 32 characters; required with `NODE_ENV=production`, and the same for every API process',
    }),
    'random per process (logged warning)',
  ),
  NODE_ENV: text(undefined, '`production` makes `JWT_SECRET` mandatory'),
  PUBLIC_URL: text(
    undefined,
    'the address visitors use (sign-in redirects, share previews, sitemap)',
    '`http://localhost:$PORT`',
  ),
  LOG_LEVEL: variable(
    Type.Union(
      LOG_LEVELS.map((level) => Type.Literal(level)),
      {
        default: 'info',
        description: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
      },
    ),
  ),
  LOG_FORMAT: variable(
    Type.Union([Type.Literal('json'), Type.Literal('pretty')], {
      description:
        '`json`: one JSON object a line, for a log collector; `pretty`: coloured lines for a person',
    }),
    '`pretty` when the output is a terminal, else `json`',
  ),
  BODY_LIMIT: integer(
    1,
    1024 * 1024 * 1024,
    1024 * 1024,
    'largest request body in bytes (larger: 413)',
  ),
  WEB_ROOT: text(
    undefined,
    'where the built `shell/dist`, `shell/dist-server` and `mf-*/dist` folders are read',
    'the repository',
  ),
  SERVER_RENDER: flag(
    true,
    'reading pages are rendered by the server (`shell/dist-server/render.js`); `false` sends the bare shell and the browser renders every page',
  ),
  SERVER_RENDER_WAIT_MS: integer(
    0,
    10_000,
    400,
    'how long a rendered page waits for its API answers (time spent waiting only, not rendering); one still running then shows its loading state and the browser asks for it',
  ),
  SERVER_RENDER_WORKERS: variable(
    Type.Integer({
      minimum: 1,
      maximum: 64,
      description:
        'worker threads that render pages (`node:worker_threads`), so `/health` and the JSON answers do not wait behind a render',
    }),
    'one per core, 1 to 4',
  ),
  SERVER_RENDER_QUEUE_MS: integer(
    0,
    60_000,
    100,
    'how long a page may wait for a free render thread (the machine saturated); past that it goes out as the bare shell with its preview, and the browser renders it',
  ),
  SERVER_RENDER_TIMEOUT_MS: integer(
    100,
    60_000,
    5_000,
    'how much longer than `SERVER_RENDER_WAIT_MS` a render may take; past that its page goes out bare and its worker is replaced',
  ),
  SERVER_RENDER_CACHE_ENTRIES: integer(
    0,
    1_000_000,
    2_000,
    'rendered pages a process keeps (per address and language), the least recently served dropped first; a page is kept until a change to the data it shows is published by any process; `0` renders every time',
  ),
  SERVER_RENDER_CACHE_MB: integer(
    0,
    65_536,
    256,
    'the same bound in megabytes (each page is kept as HTML and brotli)',
  ),
  SERVER_RENDER_FRESH_MS: integer(
    0,
    3_600_000,
    60_000,
    "how long a page is kept when it shows an upstream's answer (news, live streams, prices), when one of its answers came too late, or when it is not a 200 (a missing build)",
  ),
  REMOTE_READER_URL: text(
    '/remotes/reader/remoteEntry.js',
    'where the shell loads the reader remote from',
  ),
  REMOTE_AUTHOR_URL: text('/remotes/author/remoteEntry.js', 'same for the author remote'),
  REMOTE_ADMIN_URL: text('/remotes/admin/remoteEntry.js', 'same for the admin remote'),
  JWT_TTL: variable(
    Type.String({
      pattern: '^[0-9]+\\s*[smhd]?$',
      default: '7d',
      description: 'lifetime of our session tokens (`3600`, `12h`, `7d`)',
    }),
  ),
  TWITCH_CLIENT_ID: text(
    undefined,
    'real Twitch application, with `TWITCH_CLIENT_SECRET` (both or neither; required in production). Unset: the local Twitch stand-in',
  ),
  TWITCH_CLIENT_SECRET: text(undefined, 'the secret of that application'),
  TWITCH_AUTH_URL: text(
    'https://id.twitch.tv/oauth2',
    "Twitch OAuth base (the stand-in's when it is on)",
  ),
  TWITCH_HELIX_URL: text(
    'https://api.twitch.tv/helix',
    "Twitch Helix base (the stand-in's when it is on)",
  ),
  STREAMER_LOGIN: text(
    'exilestreamer',
    "the streamer's Twitch login: always admin, the channel of the subscription badge",
  ),
  ADMIN_LOGINS: text(
    undefined,
    'more Twitch logins made admin at sign-in (comma-separated)',
    'empty',
  ),
  TOKEN_ENCRYPTION_KEY: text(
    undefined,
    '32 bytes, base64: the key that encrypts the Twitch tokens we keep',
    'derived from `JWT_SECRET`',
  ),
  UPSTREAM_MODE: variable(
    Type.Union([Type.Literal('fake'), Type.Literal('live')], {
      description:
        '`fake` starts local stand-ins of poe.ninja, the wiki, the trade site, the news feed, the image host and the passive tree export, and the pages they feed say « Données de démonstration »; refused with `NODE_ENV=production`',
    }),
    '`live` (the real services); the tests set `fake`',
  ),
  UPSTREAM_HOSTS: text(UPSTREAM_HOSTS.join(','), 'the only hosts the server fetches from'),
  POE_NINJA_URL: text('https://poe.ninja', "poe.ninja's base (see `api/README.md`)"),
  POE_WIKI_URL: text('https://www.poewiki.net', "the wiki's base"),
  POE_TRADE_URL: text('https://www.pathofexile.com', "the English trade site's base (item names)"),
  POE_TRADE_FR_URL: text(
    'https://fr.pathofexile.com',
    "the French trade site's base (the game's French item names)",
  ),
  NEWS_FEED_URL: text('https://fr.pathofexile.com/news/rss', "the game's French news feed"),
  POE_LEAGUE: text(
    undefined,
    'an override: the league of the prices and of new builds. Unset: the current challenge league, found at start and daily on the trade site (poe.ninja second; offline: 3.29 Allflame)',
  ),
  POE_GAME_VERSION: variable(
    Type.String({
      pattern: '^[0-9]{1,2}\\.[0-9]{1,2}(\\.[0-9]{1,2})?$',
      description:
        "an override: the game version of the current league (new builds' default; builds of a lower version are marked 'Ancienne ligue'). Unset: the followed league's version from the bundled table (3.25 Settlers to 3.29 Allflame)",
    }),
  ),
  GAME_DATA_ON_START: flag(
    undefined,
    'on a start whose catalogue never had a successful gem data run, run the Gems job (colours, tags, levels, translations, pictures) once listening',
    '`true` with `UPSTREAM_MODE=live`, else `false`',
  ),
  UPSTREAM_TIMEOUT_MS: integer(100, 120_000, 10_000, 'time limit of every outside call'),
  UPSTREAM_MAX_BYTES: integer(
    1024,
    512 * 1024 * 1024,
    32 * 1024 * 1024,
    'size limit of every outside answer',
  ),
  DEMO_CONTENT: flag(undefined, 'seed the demo builds and guides once', 'on (off in production)'),
  FORUM_POST_LIMITS: limits('5/30s,60/1h', 'posts (comments and replies) per user per window'),
  SIGN_IN_RATE_LIMITS: limits(
    '30/1m,200/1h',
    'Twitch sign-in calls (start, callback, confirmation, re-authorisation) per client address',
  ),
  ADMIN_RATE_LIMITS: limits(
    '120/1m',
    'admin actions (POST, PUT, DELETE under `/api/admin`) per account',
  ),
  CONTENT_WRITE_RATE_LIMITS: limits(
    '60/1m,600/1h',
    'creating, editing and deleting builds and guides, per account',
  ),
  UPLOAD_RATE_LIMITS: limits(
    '20/1m,120/1h',
    'pictures sent to `POST /api/uploads`, per account, counted before the picture is decoded',
  ),
  FAVOURITE_RATE_LIMITS: limits(
    '30/1m,300/1h',
    'adding and removing favourites, per account (apart from the build and guide writes)',
  ),
  TRUST_PROXY: text(
    'false',
    "behind a load balancer: `true`, a hop count, or the proxies' addresses/CIDR ranges (comma-separated) whose `X-Forwarded-For` gives the client's address for the per-address sign-in limit and the logs",
  ),
  METRICS_TOKEN: variable(
    Type.String({
      minLength: 16,
      description:
        '`GET /metrics` (Prometheus) also answers a scraper sending `Authorization: Bearer <token>`; unset: only requests from this machine that no proxy forwarded (see `docs/metrics.md`)',
    }),
    'unset (this machine only)',
  ),
  IMAGES_DIR: text(
    undefined,
    'optional: pictures put there by hand (ascendancy emblems, the custom Chaos Orb) are imported into the database at start; downloaded game pictures live in the database',
    '`.data/images`',
  ),
  BACKUP_DIR: text(
    undefined,
    'where the server writes its daily backup (`site-….jsonl.gz`, see `docs/backup.md`), and where `npm run backup` writes; unset: no daily backup, `npm run backup` writes to `.data/backups`',
  ),
  BACKUP_KEEP: integer(
    1,
    1000,
    7,
    'how many daily backups `BACKUP_DIR` keeps, the oldest deleted first',
  ),
  // Read by the test scripts, not by the server.
  CHROMIUM_PATH: text('/usr/bin/chromium', 'browser for the end-to-end tests'),
  E2E_REQUIRED: text(undefined, '`1`: a missing browser fails `npm test`'),
} satisfies Record<string, EnvVariable>;

export type EnvName = keyof typeof ENV;

/** Variables only the test scripts read. */
export const TEST_ONLY_ENV: readonly EnvName[] = ['CHROMIUM_PATH', 'E2E_REQUIRED'];

/** The variable's schema, with its default, bounds and description. */
export const envSchema = (name: EnvName): TSchema & EnvFacts => ENV[name].schema;

/** The plain text default of a variable (a URL, a list, limits…), as its schema holds it. */
export function envDefault(name: EnvName): string {
  const fallback = ENV[name].schema.default;
  if (typeof fallback !== 'string') throw new Error(`${name} has no text default`);
  return fallback;
}

function shownDefault({ schema, shown }: EnvVariable): string {
  if (shown !== undefined) return shown;
  const fallback: unknown = schema.default;
  return fallback === undefined ? 'unset' : `\`${String(fallback)}\``;
}

/**
 * README's configuration table, one row per variable.
 * @example renderEnvTable().split('\n')[2] // '| `PORT` | `8080` | the one port of the site … |'
 */
export function renderEnvTable(): string {
  const rows = Object.entries(ENV).map(
    ([name, entry]) => `| \`${name}\` | ${shownDefault(entry)} | ${entry.schema.description} |`,
  );
  return ['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n');
}
