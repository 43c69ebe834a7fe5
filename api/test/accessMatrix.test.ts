import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  ACCESS_MATRIX,
  EXCLUDED,
  ROLE_CALLERS,
  type Caller,
  type Fixture,
} from './accessMatrix.js';
import { buildTestApp } from './buildTestApp.js';
import { addUser, type TestUser } from './contentUsers.js';
import { addItem } from './forum.js';
import { tableDigest, type TableDigest } from './tableDigest.js';

const routeKey = (method: string, path: string) => `${method} ${path}`;

async function insertId(app: App, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await app.db.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no row from ${sql}`);
  return id;
}

describe('access-control matrix', () => {
  let app: App;
  let images: string;
  const registered: string[] = [];
  const callers = new Map<Caller, TestUser | undefined>();
  let owner: TestUser;
  let victims = 0;
  let digest: TableDigest;

  /** Fresh things of the owner for one cell, so that no cell sees another's changes. */
  async function fixture(): Promise<Fixture> {
    const draftBuild = await addItem(app, 'build', owner, false);
    const draftGuide = await addItem(app, 'guide', owner, false);
    const publicBuild = await addItem(app, 'build', owner, true);
    const pendingBuild = await addItem(app, 'build', owner, false);
    await app.db.query(`update builds set review_status = 'pending' where id = $1`, [pendingBuild]);
    const comment = await insertId(
      app,
      `insert into comments (content_type, content_id, user_id, author_name, content)
       values ('build', $1, $2, $3, 'Premier !') returning id`,
      [publicBuild, owner.id, owner.displayName],
    );
    const reply = await insertId(
      app,
      `insert into replies (comment_id, user_id, author_name, content)
       values ($1, $2, $3, 'Réponse') returning id`,
      [comment, owner.id, owner.displayName],
    );
    victims += 1;
    const victim = (await addUser(app, `victime_${victims}`, 'user')).id;
    return { draftBuild, draftGuide, publicBuild, comment, reply, pendingBuild, victim };
  }

  beforeAll(async () => {
    images = await mkdtemp(join(tmpdir(), 'poe-matrix-'));
    app = await buildTestApp({
      env: {
        IMAGES_DIR: images,
        UPSTREAM_TIMEOUT_MS: '1000',
        // Every cell is one call; the limits have their own tests.
        FORUM_POST_LIMITS: '10000/1m',
        CONTENT_WRITE_RATE_LIMITS: '10000/1m',
        ADMIN_RATE_LIMITS: '10000/1m',
        SIGN_IN_RATE_LIMITS: '10000/1m',
        UPLOAD_RATE_LIMITS: '10000/1m',
        FAVOURITE_RATE_LIMITS: '10000/1m',
      },
      setup: (a) =>
        a.addHook('onRoute', (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) registered.push(routeKey(method, route.url));
        }),
    });
    callers.set('anonymous', undefined);
    callers.set('user', await addUser(app, 'matrice_user', 'user'));
    callers.set('createur', await addUser(app, 'matrice_createur', 'createur'));
    callers.set('twitch', await addUser(app, 'matrice_twitch', 'twitch'));
    callers.set('admin', await addUser(app, 'matrice_admin', 'admin'));
    callers.set('blacklist', await addUser(app, 'matrice_banni', 'blacklist'));
    owner = await addUser(app, 'matrice_proprio', 'createur');
    callers.set('owner', owner);
    callers.set('stranger', await addUser(app, 'matrice_inconnu', 'createur'));
    digest = await tableDigest(app);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await rm(images, { recursive: true, force: true });
  });

  it('has a row for every route Fastify registered', () => {
    expect(registered.length).toBeGreaterThan(40);
    const inTable = new Set(ACCESS_MATRIX.map((row) => routeKey(row.method, row.path)));
    const missing = registered.filter(
      (key) =>
        !key.startsWith('HEAD ') &&
        !EXCLUDED.some((pattern) => pattern.test(key.split(' ')[1] ?? '')) &&
        !inTable.has(key),
    );
    expect(missing).toEqual([]);
    // And no row for a route that does not exist.
    const stale = [...inTable].filter((key) => !registered.includes(key));
    expect(stale).toEqual([]);
  });

  // A refusal is the status and the state: a handler that wrote, then answered 403, is caught by
  // the digest of every table taken before and after each refused call.
  it('answers every caller of every route as the table says, refusals writing nothing', async () => {
    const mismatches: string[] = [];
    for (const row of ACCESS_MATRIX) {
      const cells = [...ROLE_CALLERS, 'owner', 'stranger'] as const;
      for (const caller of cells) {
        const expected = row.status[caller];
        if (expected === undefined) continue;
        // Kinds writing the same data share one lock: a job an earlier cell started would
        // answer this cell's start with 409.
        await expect
          .poll(async () => (await app.jobs.list({ status: 'running' })).length, {
            timeout: 30_000,
          })
          .toBe(0);
        const f = await fixture();
        const user = callers.get(caller);
        const before = await digest.take();
        const res = await app.inject({
          method: row.method,
          url: row.url(f),
          headers: { ...row.headers, ...user?.headers },
          ...(row.payload && { payload: row.payload(f) }),
        });
        const label = `${row.method} ${row.path}${row.case ? ` (${row.case})` : ''}`;
        if (res.statusCode !== expected) {
          mismatches.push(`${label} as ${caller}: ${res.statusCode}, expected ${expected}`);
        }
        if (res.statusCode >= 400 || expected >= 400) {
          const changed = digest.changed(before, await digest.take());
          if (changed.length > 0) {
            mismatches.push(
              `${label} as ${caller}: refused (${res.statusCode}) but wrote ${changed.join(', ')}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000);
});
