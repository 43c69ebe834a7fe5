import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { STANDIN_PREFIX } from '../src/platform/config/twitchStandIn.js';
import { buildTestApp } from './buildTestApp.js';
import { addUser, buildBody, type TestUser } from './contentUsers.js';
import { DEADEYE_XML, toPobCode } from '../src/pob/fixtures/index.js';

/**
 * Every route the app registers receives generated garbage (random and malformed bodies, wrong
 * content types, huge strings, random query strings and ids) from an anonymous visitor, a forged
 * token, a createur and an admin. No answer may be a 5xx, and a refused request (4xx) may change
 * no row: each table's row count and the md5 of its rows are compared before and after. Routes
 * are collected from the app itself, so a new route is covered at once.
 */

/** Routes left out, each with why. (The upstream fakes are servers of their own, not routes.) */
const SKIPPED: { test: (url: string) => boolean; reason: string }[] = [
  {
    test: (url) => url.startsWith(STANDIN_PREFIX),
    reason: 'the local Twitch stand-in plays Twitch in development; it is not our API',
  },
];

/**
 * Tables whose rows may change on a refused request by design, each with why; every other table
 * must hold exactly the rows it held before a request answered 4xx, to the last column.
 */
const COUNTERS: Record<string, string> = {
  rate_windows: 'rate-limit counters count every attempt past the guards, refused or not',
};

/**
 * Columns a refused request may change by design (`table.column`), each with why; the rest of
 * their rows is compared. None so far: no refused request here touches the columns reads do
 * refresh (the `cache` table, `price_lists.attempted_at`, `twitch_tokens.validated_at`).
 */
const VOLATILE_COLUMNS: Record<string, string> = {};

/** Per route (HEAD twins of GET routes share its handler: fewer). BAD_INPUT_RUNS raises it. */
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 20);
const RUNS_PER_HEAD_ROUTE = Math.ceil(RUNS_PER_ROUTE / 4);
const HUGE = 200_000;
/** A real export, so the PoB import route's garbage runs reach its mapper too. */
const POB_CODE = toPobCode(DEADEYE_XML);

interface Route {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
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

type Actor = 'anonymous' | 'forged' | 'createur' | 'admin';

interface Fixture {
  app: App;
  routes: Route[];
  skipped: { url: string; reason: string }[];
  users: Record<'createur' | 'admin', TestUser>;
  knownIds: string[];
  tables: string[];
  fingerprintSql: string;
}

async function setUp(): Promise<Fixture> {
  const collected: Route[] = [];
  const app = await buildTestApp({
    setup: (a) => a.addHook('onRoute', (options) => void collected.push(...toRoutes(options))),
  });
  // Random ids are mostly small: our own accounts sit far away, so a generated
  // `DELETE /api/admin/users/{id}` rarely removes the very admin making the requests.
  await app.db.query(`select setval(pg_get_serial_sequence('users', 'id'), 900000000)`);
  const users = {
    admin: await addUser(app, 'fuzz_admin', 'admin'),
    createur: await addUser(app, 'fuzz_createur', 'createur'),
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
  const { rows } = await app.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const skipped: Fixture['skipped'] = [];
  const routes = collected.filter((route) => {
    const skip = SKIPPED.find((s) => s.test(route.url));
    if (skip) skipped.push({ url: `${route.method} ${route.url}`, reason: skip.reason });
    return !skip;
  });
  const tables = rows.map((r) => r.name).filter((name) => !(name in COUNTERS));
  return {
    app,
    routes,
    skipped,
    users,
    knownIds,
    tables,
    fingerprintSql: await fingerprintSql(app, tables),
  };
}

/**
 * One statement answering each table's row count and the md5 of its rows in primary-key order
 * (less the volatile columns), so that a refused UPDATE which half-applied shows as well as a
 * stray INSERT or DELETE.
 */
async function fingerprintSql(app: App, tables: string[]): Promise<string> {
  const { rows } = await app.db.query<{ name: string; keys: string[] | null }>(
    `select c.relname as name,
       (select array_agg(a.attname::text order by k.n)
        from pg_index i, unnest(i.indkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attnum = k.attnum
        where i.indrelid = c.oid and i.indisprimary and a.attrelid = c.oid) as keys
     from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relname = any($1)`,
    [tables],
  );
  const keysOf = new Map(rows.map((r) => [r.name, r.keys ?? []]));
  return tables
    .map((table) => {
      const volatile = Object.keys(VOLATILE_COLUMNS)
        .filter((column) => column.startsWith(`${table}.`))
        .map((column) => `'${column.slice(table.length + 1)}'`);
      const row =
        volatile.length === 0 ? 't::text' : `(to_jsonb(t) - array[${volatile.join(', ')}])::text`;
      const keys = keysOf.get(table) ?? [];
      const order = keys.length === 0 ? row : keys.map((k) => `t."${k}"`).join(', ');
      return `select '${table}' as name, count(*)::int as n,
        md5(coalesce(string_agg(${row}, E'\\n' order by ${order}), '')) as hash from "${table}" t`;
    })
    .join(' union all ');
}

const fixture = await setUp();
const { app } = fixture;

/** Per table: `rows:md5`. */
async function fingerprints(): Promise<Record<string, string>> {
  const { rows } = await app.db.query<{ name: string; n: number; hash: string }>(
    fixture.fingerprintSql,
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.hash}`]));
}

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
        : fixture.users[actor].headers;
  return { ...auth, ...(contentType === undefined ? {} : { 'content-type': contentType }) };
}

const short = (value: string | Buffer | undefined) => {
  const s = value === undefined ? '' : String(value);
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
};

/** Our errors plugin's shape, not Fastify's default `{ statusCode, error, message }` in English. */
const hasFrenchError = (json: unknown) =>
  typeof json === 'object' &&
  json !== null &&
  'error' in json &&
  typeof json.error === 'string' &&
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
          const before = await fingerprints();
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
          if (res.statusCode >= 400) {
            const after = await fingerprints();
            const changed = fixture.tables.filter((t) => before[t] !== after[t]);
            if (changed.length > 0) {
              throw new Error(
                `refused but rows changed (count or content) in ${changed.join(', ')}: ${described}`,
              );
            }
            const json: unknown = route.method === 'HEAD' ? {} : res.json();
            if (route.method !== 'HEAD' && !hasFrenchError(json)) {
              throw new Error(`error answer without { error }: ${described}`);
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
