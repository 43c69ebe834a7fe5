import fc from 'fast-check';
import type { preValidationHookHandler, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { STANDIN_PREFIX } from '../src/platform/config/twitchStandIn.js';
import { buildTestApp } from './buildTestApp.js';
import { addUser, buildBody, type TestUser } from './contentUsers.js';
import { addItem } from './forum.js';
import { tableDigest, type TableDigest } from './tableDigest.js';
import { DEADEYE_XML, toPobCode } from '../src/pob/fixtures/index.js';

/**
 * Every route the app registers receives generated garbage (random and malformed bodies, wrong
 * content types, huge strings, random query strings and ids) from an anonymous visitor, a forged
 * token, a createur and an admin. No answer may be a 5xx; input the route's schema refuses
 * (body, query or path, checked by the route's own validators) may not be answered 2xx; a refused
 * request (4xx) answers a French `{ error }` and writes no row (`tableDigest`, before and after).
 * Routes are collected from the app itself, so a new route is covered at once. A second property
 * sends a stranger's writes at another account's build, guide, comments, favourites, progress
 * and step edits: refused, and that account's data left as it was.
 */

/** Routes left out, each with why. (The upstream stand-ins are servers of their own, not routes.) */
const SKIPPED: { test: (url: string) => boolean; reason: string }[] = [
  {
    test: (url) => url.startsWith(STANDIN_PREFIX),
    reason: 'the local Twitch stand-in plays Twitch in development; it is not our API',
  },
];

/** Per route (HEAD twins of GET routes share its handler: fewer). BAD_INPUT_RUNS raises it. */
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 20);
const RUNS_PER_HEAD_ROUTE = Math.ceil(RUNS_PER_ROUTE / 4);
/** A stranger's attempts on a fresh owner's things: each attempt kind about ten times. */
const STRANGER_RUNS = RUNS_PER_ROUTE * 8;
const HUGE = 200_000;
/** A real export, so the PoB import route's garbage runs reach its mapper too. */
const POB_CODE = toPobCode(DEADEYE_XML);

interface Route {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

const SCHEMA_PARTS = ['params', 'querystring', 'body'] as const;

/**
 * The parts of the last request that its route's own validators refuse, judged on a copy before
 * Fastify validates (validators coerce and fill defaults in place); null when the request never
 * reached validation (refused by a guard or the body parser, or an unknown route).
 */
let refusedParts: string[] | null = null;

/** Added to every route: records what its schema makes of the request, and changes nothing. */
const judgeInput: preValidationHookHandler = (request, _reply, done) => {
  const input: Record<(typeof SCHEMA_PARTS)[number], unknown> = {
    params: request.params,
    querystring: request.query,
    body: request.body,
  };
  refusedParts = SCHEMA_PARTS.filter((part) => {
    const validate = request.getValidationFunction(part);
    const value = input[part];
    // Buffers are not JSON: only the uploads route reads one, and it declares no body schema.
    const copy = Buffer.isBuffer(value) ? value : (structuredClone(value) as unknown);
    return validate !== undefined && validate(copy) === false;
  });
  done();
};

function judged(options: RouteOptions): void {
  const own = options.preValidation;
  options.preValidation = [judgeInput, ...(own === undefined ? [] : [own].flat())];
}

function keysOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return [];
  const { properties } = schema as { properties: unknown };
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

function toRoutes(options: RouteOptions): Route[] {
  const methods = Array.isArray(options.method) ? options.method : [options.method];
  return methods.map((method) => ({
    method: String(method),
    url: options.url,
    bodyKeys: keysOf(options.schema?.body),
    queryKeys: keysOf(options.schema?.querystring),
  }));
}

// ---------------------------------------------------------------------------------------------
// Generators

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '%',
  '%zz',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'é€😀',
);

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: nastyStrings },
  { weight: 1, arbitrary: fc.constant('x'.repeat(HUGE)) },
);

const number = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e300, -1e300, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any JSON type, with the nasty strings and numbers above mixed in. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(text, nastyStrings), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** An id in a path: numbers of every size and sign, and things that are no number at all. */
const idSegment = (known: readonly string[]) =>
  fc.oneof(
    // Ids that exist (and the content kinds) often, so rights and services are reached too.
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    fc.integer().map(String),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
    nastyStrings,
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constant('9'.repeat(5000)),
  );

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Lone surrogates cannot be percent-encoded; their bytes are sent raw instead. */
function encode(value: string): string {
  const parts = value.split(LONE_SURROGATE);
  return parts.map((part) => encodeURIComponent(part)).join('%ED%A0%80');
}

function fillPath(url: string, segments: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z_]+|\*/g, () => encode(segments[i++] ?? ''));
}

const queryPart = (keys: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...keys, 'page', 'limit', 'lang'), nastyStrings, fc.string()),
        fc.oneof(text, number.map(String), fc.constantFrom('1', '10', 'fr', 'en', 'newest')),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));

/** Malformed query strings as they may arrive raw. */
const rawQuery = fc.constantFrom('%', '%zz', '&&&', '=', 'a=%E0%A4%A', 'page[]=1&page[]=2', '?');

type Payload = { body?: string | Buffer; contentType?: string };

const schemaShaped = (keys: readonly string[]) =>
  fc
    .dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: Math.min(keys.length, 8) })
    .map((fields) => fields as Record<string, unknown>);

/** A body each write route accepts, so that one garbage field at a time reaches the services. */
function validBody(route: Route): Record<string, unknown> {
  if (route.url.startsWith('/api/forum/comments/')) return { isPinned: true };
  if (route.url === '/api/forum/comments') {
    return { contentType: 'build', contentId: Number(fixture.knownIds[3]), content: 'Salut' };
  }
  if (route.url === '/api/forum/replies') return { commentId: 1, content: 'Merci' };
  if (route.url.startsWith('/api/admin/users/')) return { role: 'createur' };
  if (route.url.startsWith('/api/guides')) return { title: 'Guide', content: '<p>x</p>' };
  if (route.url === '/api/pob/import') return { code: POB_CODE };
  return buildBody();
}

/** A valid body with one field (known or not) turned to garbage. */
const mutated = (route: Route) =>
  fc
    .tuple(fc.oneof(fc.constantFrom(...route.bodyKeys), fc.string()), jsonValue)
    .map(([key, value]) => ({ ...validBody(route), [key]: value }));

const payload = (route: Route): fc.Arbitrary<Payload> => {
  const json = (value: unknown): Payload => ({
    body: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const shaped: fc.MaybeWeightedArbitrary<unknown>[] =
    route.bodyKeys.length > 0
      ? [
          schemaShaped(route.bodyKeys),
          { weight: 3, arbitrary: mutated(route) },
          { weight: 2, arbitrary: fc.constant(validBody(route)) },
        ]
      : [];
  return fc.oneof(
    fc.constant({}),
    {
      // Bodies shaped like the route's own get the most runs: they reach the services.
      weight: shaped.length > 0 ? 6 : 1,
      arbitrary: fc.oneof(jsonValue, ...shaped).map(json),
    },
    fc
      .oneof(fc.string({ unit: 'binary' }), fc.constantFrom('{', '{"a":', '[1,', '{"a":1}}', 'nul'))
      .map((body) => ({ body, contentType: 'application/json' })),
    fc
      .tuple(fc.string(), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded'))
      .map(([body, contentType]) => ({ body, contentType })),
    fc
      .tuple(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('image/png', 'image/svg+xml'))
      .map(([bytes, contentType]) => ({ body: Buffer.from(bytes), contentType })),
    fc.constant({
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
    }),
    fc.constantFrom('application/json', 'image/png', 'text/plain').map((contentType) => ({
      body: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
      contentType,
    })),
    fc.string().map((contentType) => ({ body: '{}', contentType })),
  );
};

// ---------------------------------------------------------------------------------------------

type Actor = 'anonymous' | 'forged' | 'createur' | 'admin' | `stranger ${Stranger}`;
type Stranger = 'createur' | 'twitch' | 'user' | 'blacklist';

interface Fixture {
  app: App;
  routes: Route[];
  skipped: { url: string; reason: string }[];
  users: Record<'createur' | 'admin', TestUser>;
  /** Accounts of every role but admin, which own nothing: the second property's strangers. */
  strangers: Record<Stranger, TestUser>;
  knownIds: string[];
  digest: TableDigest;
}

async function setUp(): Promise<Fixture> {
  const collected: Route[] = [];
  const app = await buildTestApp({
    setup: (a) =>
      a.addHook('onRoute', (options) => {
        collected.push(...toRoutes(options));
        judged(options);
      }),
  });
  // Random ids are mostly small: our own accounts sit far away, so a generated
  // `DELETE /api/admin/users/{id}` rarely removes the very admin making the requests.
  await app.db.query(`select setval(pg_get_serial_sequence('users', 'id'), 900000000)`);
  const users = {
    admin: await addUser(app, 'fuzz_admin', 'admin'),
    createur: await addUser(app, 'fuzz_createur', 'createur'),
  };
  const strangers = {
    createur: await addUser(app, 'fuzz_inconnu_createur', 'createur'),
    twitch: await addUser(app, 'fuzz_inconnu_twitch', 'twitch'),
    user: await addUser(app, 'fuzz_inconnu_user', 'user'),
    blacklist: await addUser(app, 'fuzz_inconnu_banni', 'blacklist'),
  };
  const build = await app.inject({
    method: 'POST',
    url: '/api/builds',
    headers: users.createur.headers,
    payload: buildBody({ is_public: true }),
  });
  const buildId = build.json<{ id: number }>().id;
  const guide = await app.inject({
    method: 'POST',
    url: '/api/guides',
    headers: users.createur.headers,
    payload: { title: 'Guide de test', content: '<p>x</p>' },
  });
  const comment = await app.inject({
    method: 'POST',
    url: '/api/forum/comments',
    headers: users.createur.headers,
    payload: { contentType: 'build', contentId: buildId, content: 'Premier' },
  });
  const idOf = (res: { body: string }) =>
    String(JSON.stringify(JSON.parse(res.body)).match(/"id":(\d+)/)?.[1]);
  // The build's id comes fourth: `validBody` comments on it.
  const knownIds = ['1', 'build', 'guide', String(buildId), idOf(guide), idOf(comment)];
  const skipped: Fixture['skipped'] = [];
  const routes = collected.filter((route) => {
    const skip = SKIPPED.find((s) => s.test(route.url));
    if (skip) skipped.push({ url: `${route.method} ${route.url}`, reason: skip.reason });
    return !skip;
  });
  return { app, routes, skipped, users, strangers, knownIds, digest: await tableDigest(app) };
}

const fixture = await setUp();
const { app } = fixture;

/** Refresh jobs started by an admin request write in the background: let them finish. */
async function jobsSettled(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if ((await app.jobs.list({ status: 'running' })).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function headersFor(actor: Actor, contentType: string | undefined): Record<string, string> {
  const auth =
    actor === 'anonymous'
      ? {}
      : actor === 'forged'
        ? { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' }
        : actor.startsWith('stranger ')
          ? fixture.strangers[actor.slice('stranger '.length) as Stranger].headers
          : fixture.users[actor as 'createur' | 'admin'].headers;
  return { ...auth, ...(contentType === undefined ? {} : { 'content-type': contentType }) };
}

const short = (value: string | Buffer | undefined) => {
  const s = value === undefined ? '' : String(value);
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
};

/** Words of Fastify's, ajv's and Node's English messages, none of them French. */
const ENGLISH =
  /\b(must|should|the|is|are|not|required|invalid|unsupported|cannot|expected|body|request|error|found|unauthorized|forbidden|too|large)\b/i;

/**
 * Our errors plugin's shape, not Fastify's default `{ statusCode, error, message }`, with a
 * sentence in French: no English word once the field names quoted « … » are set aside.
 */
const hasFrenchError = (json: unknown) =>
  typeof json === 'object' &&
  json !== null &&
  'error' in json &&
  typeof json.error === 'string' &&
  json.error.trim() !== '' &&
  !ENGLISH.test(json.error.replace(/«[^»]*»/g, '')) &&
  !('statusCode' in json);

const request = (route: Route) => {
  const slots = (route.url.match(/:[A-Za-z_]+|\*/g) ?? []).length;
  return fc.record({
    actor: fc.oneof(fc.constantFrom<Actor>('anonymous', 'forged'), {
      weight: 3,
      arbitrary: fc.constantFrom<Actor>('createur', 'admin'),
    }),
    segments: fc.array(idSegment(fixture.knownIds), { minLength: slots, maxLength: slots }),
    query: fc.oneof(queryPart(route.queryKeys), rawQuery, {
      weight: 2,
      arbitrary: fc.constant(''),
    }),
    payload: payload(route),
  });
};

// ---------------------------------------------------------------------------------------------
// A stranger's writes

/** Another account's things, made fresh for each run: a stranger's requests aim at them. */
interface Owned {
  owner: number;
  publicBuild: number;
  draftBuild: number;
  pendingBuild: number;
  publicGuide: number;
  draftGuide: number;
  comment: number;
  reply: number;
}

type Target = Exclude<keyof Owned, 'owner'> | 'account' | 'queue';

/** Where each target lives; an attempt's `suffix` follows it. */
function addressOf(target: Target, owned: Owned): string {
  switch (target) {
    case 'publicBuild':
    case 'draftBuild':
    case 'pendingBuild':
      return `/api/builds/${owned[target]}`;
    case 'publicGuide':
    case 'draftGuide':
      return `/api/guides/${owned[target]}`;
    case 'comment':
      return `/api/forum/comments/${owned.comment}`;
    case 'reply':
      return `/api/forum/replies/${owned.reply}`;
    case 'account':
      return `/api/admin/users/${owned.owner}`;
    case 'queue':
      return `/api/admin/moderation/build/${owned.pendingBuild}`;
  }
}

/** A write a stranger may try on the owner's things. */
interface Attempt {
  method: 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  suffix: string;
  targets: readonly Target[];
  body?: Record<string, unknown>;
  /** Its own favourite or progress on what it may read: these may succeed, on its own rows. */
  allowed?: readonly Target[];
}

const BUILDS = ['publicBuild', 'draftBuild', 'pendingBuild'] as const;
const GUIDES = ['publicGuide', 'draftGuide'] as const;
const ATTEMPTS: readonly Attempt[] = [
  { method: 'PUT', suffix: '', targets: BUILDS, body: buildBody({ title: 'Volé' }) },
  { method: 'DELETE', suffix: '', targets: BUILDS },
  { method: 'DELETE', suffix: '/pending-edit', targets: BUILDS },
  { method: 'POST', suffix: '/pob/update', targets: BUILDS, body: { code: POB_CODE } },
  {
    method: 'PUT',
    suffix: '/steps/edits',
    targets: BUILDS,
    body: { steps: [{ key: 'gem:Cyclone', note: 'Volé', hidden: true }], order: {} },
  },
  {
    method: 'PUT',
    suffix: '/progress',
    targets: BUILDS,
    body: { ticked: [] },
    allowed: ['publicBuild'],
  },
  {
    method: 'PUT',
    suffix: '/favourite',
    targets: [...BUILDS, ...GUIDES],
    allowed: ['publicBuild', 'publicGuide'],
  },
  {
    method: 'DELETE',
    suffix: '/favourite',
    targets: [...BUILDS, ...GUIDES],
    allowed: ['publicBuild', 'publicGuide'],
  },
  { method: 'PUT', suffix: '', targets: GUIDES, body: { title: 'Volé', content: '<p>Volé</p>' } },
  { method: 'DELETE', suffix: '', targets: GUIDES },
  { method: 'DELETE', suffix: '/pending-edit', targets: GUIDES },
  { method: 'DELETE', suffix: '', targets: ['comment', 'reply'] },
  { method: 'PATCH', suffix: '/pin', targets: ['comment'], body: { isPinned: true } },
  { method: 'PUT', suffix: '/role', targets: ['account'], body: { role: 'user' } },
  { method: 'DELETE', suffix: '', targets: ['account'] },
  { method: 'POST', suffix: '/publish', targets: ['queue'] },
];

/** Fields naming an owner or a state, which a client may not choose: slipped into bodies. */
const smuggled = (owned: Owned) => ({
  user_id: owned.owner,
  userId: owned.owner,
  author: 'Proprio',
  id: owned.publicBuild,
  build_id: owned.publicBuild,
  is_public: true,
  review_status: 'published',
});

async function addOwned(owner: TestUser): Promise<Owned> {
  const insert = async (sql: string, params: unknown[]) => {
    const { rows } = await app.db.query<{ id: number }>(sql, params);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no row from ${sql}`);
    return id;
  };
  const publicBuild = await addItem(app, 'build', owner, true);
  const draftBuild = await addItem(app, 'build', owner, false);
  const pendingBuild = await addItem(app, 'build', owner, false);
  await app.db.query(`update builds set review_status = 'pending' where id = $1`, [pendingBuild]);
  const publicGuide = await addItem(app, 'guide', owner, true);
  const draftGuide = await addItem(app, 'guide', owner, false);
  const comment = await insert(
    `insert into comments (content_type, content_id, user_id, author_name, content)
     values ('build', $1, $2, $3, 'Mon build') returning id`,
    [publicBuild, owner.id, owner.displayName],
  );
  const reply = await insert(
    `insert into replies (comment_id, user_id, author_name, content)
     values ($1, $2, $3, 'Ma réponse') returning id`,
    [comment, owner.id, owner.displayName],
  );
  // The owner's own marks, ticks and step edits: what a stranger's writes must leave alone.
  await app.db.query(`insert into build_favourites (user_id, build_id) values ($1, $2), ($1, $3)`, [
    owner.id,
    publicBuild,
    draftBuild,
  ]);
  await app.db.query(`insert into guide_favourites (user_id, guide_id) values ($1, $2), ($1, $3)`, [
    owner.id,
    publicGuide,
    draftGuide,
  ]);
  await app.db.query(
    `insert into build_progress (user_id, build_id, ticked)
     values ($1, $2, '{gem:Cyclone}'), ($1, $3, '{gem:Cyclone}')`,
    [owner.id, publicBuild, draftBuild],
  );
  await app.db.query(
    `insert into build_step_edits (build_id, step_key, note) values ($1, 'gem:Cyclone', 'À moi')`,
    [publicBuild],
  );
  await app.db.query(
    `insert into build_step_orders (build_id, phase, keys) values ($1, 'leveling', '{gem:Cyclone}')`,
    [publicBuild],
  );
  return {
    owner: owner.id,
    publicBuild,
    draftBuild,
    pendingBuild,
    publicGuide,
    draftGuide,
    comment,
    reply,
  };
}

/**
 * Everything of the owner's, row by row: its account, builds and guides (less the counts and
 * cached answers a stranger's own favourite moves), discussions, favourites, ticks and step edits.
 */
async function ownersData(ownerId: number): Promise<string[]> {
  const { rows } = await app.db.query<{ row: string }>(
    `select row from (
       select 'users ' || to_jsonb(u)::text as row from users u where id = $1
       union all select 'builds ' ||
         (to_jsonb(b) - array['favourite_count', 'public_answer', 'answer_stamp'])::text
         from builds b where user_id = $1
       union all select 'guides ' || (to_jsonb(g) - 'favourite_count')::text
         from guides g where user_id = $1
       union all select 'comments ' || to_jsonb(c)::text from comments c where user_id = $1
       union all select 'replies ' || to_jsonb(r)::text from replies r where user_id = $1
       union all select 'build_favourites ' || to_jsonb(f)::text
         from build_favourites f where user_id = $1
       union all select 'guide_favourites ' || to_jsonb(f)::text
         from guide_favourites f where user_id = $1
       union all select 'build_progress ' || to_jsonb(p)::text
         from build_progress p where user_id = $1
       union all select 'build_step_edits ' || to_jsonb(e)::text from build_step_edits e
         where build_id in (select id from builds where user_id = $1)
       union all select 'build_step_orders ' || to_jsonb(o)::text from build_step_orders o
         where build_id in (select id from builds where user_id = $1)
     ) owned order by row`,
    [ownerId],
  );
  return rows.map((r) => r.row);
}

describe("a stranger's writes on another account's things", () => {
  let owners = 0;

  const attempt = fc.record({
    stranger: fc.constantFrom<Stranger>('createur', 'createur', 'twitch', 'user', 'blacklist'),
    attempt: fc.constantFrom(...ATTEMPTS),
    pick: fc.nat(),
    body: fc.constantFrom('valid', 'smuggled', 'mutated', 'garbage', 'none'),
    garbage: jsonValue,
    field: fc.string({ maxLength: 12 }),
  });

  it('are refused, write nothing, and leave the owner’s data as it was', async () => {
    const details = await fc.check(
      fc.asyncProperty(attempt, async ({ stranger, attempt: a, pick, body, garbage, field }) => {
        owners += 1;
        const owned = await addOwned(await addUser(app, `fuzz_proprio_${owners}`, 'createur'));
        const target = a.targets[pick % a.targets.length] ?? 'publicBuild';
        const url = `${addressOf(target, owned)}${a.suffix}`;
        const valid = a.body ?? {};
        const payload = {
          valid,
          smuggled: { ...valid, ...smuggled(owned) },
          mutated: { ...valid, [Object.keys(valid)[pick % 3] ?? field]: garbage },
          garbage,
          none: undefined,
        }[body];
        const mine = await ownersData(owned.owner);
        const before = await fixture.digest.take();
        refusedParts = null;
        const res = await app.inject({
          method: a.method,
          url,
          headers: headersFor(
            `stranger ${stranger}`,
            payload === undefined ? undefined : 'application/json',
          ),
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) ?? 'null' }),
        });
        const described = `${a.method} ${url} as a ${stranger}, body ${short(
          JSON.stringify(payload),
        )} -> ${res.statusCode} ${short(res.body)}`;
        if (res.statusCode >= 500) throw new Error(`5xx answer: ${described}`);
        if (res.statusCode < 400 && a.allowed?.includes(target) !== true) {
          throw new Error(`not refused: ${described}`);
        }
        const refused: string[] = refusedParts ?? [];
        if (res.statusCode < 400 && refused.length > 0) {
          throw new Error(
            `answered ${res.statusCode} to a ${refused.join(', ')} its schema refuses: ${described}`,
          );
        }
        if (res.statusCode >= 400) {
          const changed = fixture.digest.changed(before, await fixture.digest.take());
          if (changed.length > 0) {
            throw new Error(`refused but wrote ${changed.join(', ')}: ${described}`);
          }
          if (!hasFrenchError(res.json())) {
            throw new Error(`error answer without a French { error }: ${described}`);
          }
        }
        const after = await ownersData(owned.owner);
        const lost = mine.filter((row) => !after.includes(row));
        const gained = after.filter((row) => !mine.includes(row));
        if (lost.length + gained.length > 0) {
          throw new Error(
            `the owner's data changed: ${described}\n- ${lost.join('\n- ')}\n+ ${gained.join('\n+ ')}`,
          );
        }
      }),
      { numRuns: STRANGER_RUNS },
    );
    if (details.failed) {
      const reason = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      throw new Error(`${reason}\n(seed ${details.seed}, path ${details.counterexamplePath})`);
    }
  }, 300_000);
});

/** Status classes per route, printed at the end: shows how deep the garbage got. */
const tally = new Map<string, Record<string, number>>();

describe('bad input on every route', () => {
  afterAll(async () => {
    const rows = [...tally].map(([route, counts]) => ({ route, ...counts }));
    console.info('answers per route (status class: count)');
    console.table(rows);
    await app.close();
  });

  it('collected the routes, skipping only those listed with a reason', () => {
    expect(fixture.routes.length).toBeGreaterThan(50);
    expect(fixture.routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/builds');
    for (const { reason } of fixture.skipped) expect(reason).not.toBe('');
  });

  it.each(fixture.routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s never answers 5xx nor leaves half-written rows',
    async (_name, route) => {
      const details = await fc.check(
        fc.asyncProperty(request(route), async ({ actor, segments, query, payload: p }) => {
          const url = fillPath(route.url, segments) + (query === '' ? '' : `?${query}`);
          const before = await fixture.digest.take();
          refusedParts = null;
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            headers: headersFor(actor, p.contentType),
            ...(p.body === undefined ? {} : { payload: p.body }),
          });
          await jobsSettled();
          const name = `${route.method} ${route.url}`;
          const counts = tally.get(name) ?? {};
          const kind = `${String(res.statusCode).slice(0, 1)}xx`;
          counts[kind] = (counts[kind] ?? 0) + 1;
          tally.set(name, counts);
          const described = `${route.method} ${short(url)} as ${actor}, content-type ${String(
            p.contentType,
          )}, body ${short(p.body)} -> ${res.statusCode} ${short(res.body)}`;
          if (res.statusCode >= 500) throw new Error(`5xx answer: ${described}`);
          const refused: string[] = refusedParts ?? [];
          if (res.statusCode < 400 && refused.length > 0) {
            throw new Error(
              `answered ${res.statusCode} to a ${refused.join(', ')} its schema refuses: ${described}`,
            );
          }
          if (res.statusCode >= 400) {
            const changed = fixture.digest.changed(before, await fixture.digest.take());
            if (changed.length > 0) {
              throw new Error(
                `refused but rows changed (count or content) in ${changed.join(', ')}: ${described}`,
              );
            }
            const json: unknown = route.method === 'HEAD' ? {} : res.json();
            if (route.method !== 'HEAD' && !hasFrenchError(json)) {
              throw new Error(`error answer without a French { error }: ${described}`);
            }
          }
        }),
        { numRuns: route.method === 'HEAD' ? RUNS_PER_HEAD_ROUTE : RUNS_PER_ROUTE },
      );
      // fast-check's own report would print the huge generated strings whole.
      if (details.failed) {
        const reason = details.errorInstance instanceof Error ? details.errorInstance.message : '';
        throw new Error(`${reason}\n(seed ${details.seed}, path ${details.counterexamplePath})`);
      }
    },
    120_000,
  );
});
