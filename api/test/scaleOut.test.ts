import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandaloneStandIn } from '../src/accounts/twitchApi/standIn/index.js';
import { startApiProcess, urlWithSchema, type ApiProcess } from './apiProcess.js';
import { buildBody } from './contentUsers.js';
import { findNginx, freePort, startNginx, type RunningNginx } from './nginx.js';
import { dropSchema, postgresUrl, uniqueSchemaName } from './testDb.js';

/**
 * Two real API processes on one PostgreSQL schema, with the same JWT_SECRET, behind nginx
 * (round-robin, TRUST_PROXY set), as docs/scaling.md describes. Through nginx's port: a
 * visitor signed in through one process is recognised by the other, a rate limit exhausted
 * through one is enforced by the other, and a write through one is on the other's rendered page
 * at once. Part of the PostgreSQL run; nginx and the built shell (`npm run build`) are required
 * there, and their absence fails the test with a message rather than skipping it.
 *
 * Twitch is one shared stand-in server, as real Twitch is to a deployment: the stand-in a local
 * start mounts inside each process keeps its sign-in codes in that process's memory.
 */

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const RENDER_ENTRY = join(REPO, 'shell', 'dist-server', 'render.js');
const SECRET = 'scale-out-test-secret-long-enough-for-hs256!';
/** Small, so that a few calls exhaust it; the window outlives the test. */
const FAVOURITE_LIMIT = 3;

interface Answer {
  status: number;
  /** `host:port` of the process nginx chose (its X-Upstream header), or '' when addressed directly. */
  upstream: string;
  headers: Headers;
  text: string;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return {
    status: res.status,
    upstream: res.headers.get('x-upstream') ?? '',
    headers: res.headers,
    text: await res.text(),
  };
}

const hostOf = (url: string) => new URL(url).host;

/** Whether a page holds a text; a failure names the text, not the whole page. */
function expectOnPage(page: Answer, text: string, present: boolean, what: string) {
  expect(page.status, what).toBe(200);
  expect(
    page.text.includes(text),
    `${what}: « ${text} » ${present ? 'missing' : 'still there'}`,
  ).toBe(present);
}

describe.skipIf(postgresUrl === undefined)(
  'two API processes behind nginx (PostgreSQL run; needs nginx and the built shell)',
  () => {
    const schema = uniqueSchemaName();
    const url = postgresUrl ?? '';
    let standIn: ReturnType<typeof buildStandaloneStandIn>;
    let processes: ApiProcess[] = [];
    let nginx: RunningNginx | undefined;
    let a: ApiProcess;
    let b: ApiProcess;
    let token = '';
    let buildId = 0;

    /** The signed-in admin's call; a body is JSON. */
    const asAdmin = (init: RequestInit = {}): RequestInit => ({
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
    });

    beforeAll(async () => {
      const binary = findNginx();
      if (!binary) {
        throw new Error(
          'nginx est introuvable (NGINX_PATH, /usr/sbin/nginx, PATH) : installez-le ' +
            '(apt-get install nginx) pour la suite PostgreSQL. / nginx not found: install it.',
        );
      }
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();

      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      standIn = buildStandaloneStandIn({ publicUrl });
      const twitch = await standIn.app.listen({ port: 0, host: '127.0.0.1' });
      const env = {
        NODE_ENV: 'development',
        DATABASE_URL: urlWithSchema(url, schema),
        JWT_SECRET: SECRET,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: '127.0.0.1',
        TWITCH_AUTH_URL: `${twitch}/oauth2`,
        TWITCH_HELIX_URL: `${twitch}/helix`,
        DEMO_CONTENT: 'false',
        UPSTREAM_MODE: 'fake',
        LOG_LEVEL: 'warn',
        WEB_ROOT: REPO,
        FAVOURITE_RATE_LIMITS: `${FAVOURITE_LIMIT}/1h`,
        // Generous: the machine running the suite is busy, and the page must come rendered.
        SERVER_RENDER_WAIT_MS: '5000',
        // Long, so that "at once" cannot come from a cached page simply growing old (a build page
        // reads its cost, made of poe.ninja's prices, so it is kept at most this long).
        SERVER_RENDER_FRESH_MS: '600000',
      };
      // Started together: migrations take an advisory lock, so neither trips on the other.
      const started = await Promise.allSettled([
        startApiProcess(env, 'process A'),
        startApiProcess(env, 'process B'),
      ]);
      processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      [a, b] = processes as [ApiProcess, ApiProcess];
      nginx = await startNginx(binary, {
        port,
        upstreams: [hostOf(a.url), hostOf(b.url)],
        nameUpstream: true,
      });
    }, 180_000);

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(processes.map((p) => p.stop()));
      await standIn?.app.close();
      await dropSchema(url, schema);
    }, 60_000);

    it('signs in through one process and is recognised by the other', async () => {
      const site = nginx?.url ?? '';
      const start = await call(`${site}/api/auth/twitch/start`);
      expect(start.status).toBe(302);
      const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect(cookie).toMatch(/^twitch_oauth_state=/);
      const authorize = new URL(start.headers.get('location') ?? '');
      authorize.searchParams.set('login', 'exilestreamer');
      const approval = await call(authorize.toString());
      expect(approval.status).toBe(302);
      const callback = approval.headers.get('location') ?? '';
      expect(callback.startsWith(`${site}/api/auth/twitch/callback`)).toBe(true);
      // Round-robin: the callback goes to the other process than the start did.
      const back = await call(callback, { headers: { cookie } });
      expect(back.status).toBe(302);
      expect(back.upstream).not.toBe(start.upstream);
      const landing = new URL(back.headers.get('location') ?? '', site);
      const landed = landing.searchParams.get('token') ?? '';
      expect(landed).not.toBe('');
      // The callback page's confirmation, answered by the other process: the pending
      // confirmation is in the database, not in the memory of the process that set the cookie.
      const confirmation = back.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => /^twitch_sign_in_confirm=./.test(pair));
      expect(confirmation).toBeDefined();
      const confirm = (cookie: string) =>
        call(`${site}/api/auth/twitch/confirm`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ token: landed }),
        });
      const confirmed = await confirm(confirmation ?? '');
      expect(confirmed.status, confirmed.text).toBe(204);
      expect(confirmed.upstream).not.toBe(back.upstream);
      // Spent for both processes: replayed through the first one, refused.
      const replayed = await confirm(confirmation ?? '');
      expect(replayed.status, replayed.text).toBe(403);
      expect(replayed.upstream).toBe(back.upstream);
      token = landed;

      const servedBy = new Set<string>();
      for (let i = 0; i < 10 && servedBy.size < 2; i++) {
        const me = await call(`${site}/api/auth/me`, asAdmin());
        expect(me.status, me.text).toBe(200);
        expect(JSON.parse(me.text)).toMatchObject({ username: 'exilestreamer', role: 'admin' });
        servedBy.add(me.upstream);
      }
      expect([...servedBy].sort()).toEqual([hostOf(a.url), hostOf(b.url)].sort());
    });

    it('shares rate limits: a limit exhausted through one process is enforced by the other', async () => {
      expect(token, 'signed in by the test above').not.toBe('');
      const created = await call(
        `${a.url}/api/builds`,
        asAdmin({
          method: 'POST',
          body: JSON.stringify(buildBody({ title: 'Limite partagée', is_public: true })),
        }),
      );
      expect(created.status, created.text).toBe(201);
      const favourite = `/api/builds/${(JSON.parse(created.text) as { id: number }).id}/favourite`;
      for (let i = 0; i < FAVOURITE_LIMIT; i++) {
        const method = i % 2 === 0 ? 'PUT' : 'DELETE';
        const res = await call(`${a.url}${favourite}`, asAdmin({ method }));
        expect(res.status, `${method} ${i + 1} on process A: ${res.text}`).toBeLessThan(300);
      }
      const refused = await call(`${b.url}${favourite}`, asAdmin({ method: 'PUT' }));
      expect(refused.status, refused.text).toBe(429);
      expect(JSON.parse(refused.text)).toEqual({ error: expect.any(String) });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('shows a write through one process on the page the other renders, at once', async () => {
      if (!existsSync(RENDER_ENTRY)) {
        throw new Error(
          `${RENDER_ENTRY} manque : lancez « npm run build » avant la suite PostgreSQL (npm test ` +
            'le fait). / The built shell is missing: run npm run build first.',
        );
      }
      expect(token, 'signed in by the first test').not.toBe('');
      const body = buildBody({
        title: 'Titre avant la modification',
        leveling: '<p>Montée en niveau, première version</p>',
        is_public: true,
      });
      const created = await call(
        `${a.url}/api/builds`,
        asAdmin({ method: 'POST', body: JSON.stringify(body) }),
      );
      expect(created.status, created.text).toBe(201);
      buildId = (JSON.parse(created.text) as { id: number }).id;
      const page = () =>
        call(`${b.url}/build/custom/${buildId}`, { headers: { accept: 'text/html' } });
      const edit = async (changes: Record<string, unknown>) => {
        Object.assign(body, changes);
        const edited = await call(
          `${a.url}/api/builds/${buildId}`,
          asAdmin({ method: 'PUT', body: JSON.stringify(body) }),
        );
        expect(edited.status, edited.text).toBe(200);
      };

      expectOnPage(await page(), '<h1>Titre avant la modification', true, 'B renders the page');
      expectOnPage(await page(), 'Montée en niveau, première version', true, 'B renders the page');

      // Only the page's body changes: the title, description and share card in its head stay.
      await edit({ leveling: '<p>Montée en niveau, seconde version</p>' });
      const afterBody = await page();
      const what = 'B after a section was edited through A';
      expectOnPage(afterBody, 'Montée en niveau, seconde version', true, what);
      expectOnPage(afterBody, 'première version', false, what);

      await edit({ title: 'Titre après la modification' });
      const afterTitle = await page();
      const whatTitle = 'B after the title was edited through A';
      expectOnPage(afterTitle, '<h1>Titre après la modification', true, whatTitle);
      expectOnPage(afterTitle, 'Titre avant la modification', false, whatTitle);
    });
  },
);
