import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testDriver } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';

interface Page {
  builds: { id: number; title: string; is_favourite?: boolean }[];
  total: number;
}

/**
 * The kept totals and anonymous lists follow writes made by another process: two apps on one
 * PostgreSQL schema (the change bus carries the news through LISTEN/NOTIFY). PGlite is one
 * process: there both names are the same app, and the bus is local.
 */
describe('cached list answers across processes', () => {
  let writer: App;
  let reader: App;
  let admin: TestUser;
  let marie: TestUser;

  const list = async (app: App, query = '', headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `/api/builds${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await writer.inject({ method, url, headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  /** The reader's anonymous total and first-page titles, once the bus has told it. */
  const readerSees = (expected: { total: number; has?: string; hasNot?: string }) =>
    vi.waitFor(
      async () => {
        const page = await list(reader);
        expect(page.total).toBe(expected.total);
        const titles = page.builds.map((b) => b.title);
        if (expected.has) expect(titles).toContain(expected.has);
        if (expected.hasNot) expect(titles).not.toContain(expected.hasNot);
      },
      { timeout: 10_000, interval: 50 },
    );

  beforeAll(async () => {
    writer = await buildTestApp();
    reader =
      testDriver() === 'postgres'
        ? await buildTestApp({ config: { databaseSchema: writer.config.databaseSchema } })
        : writer;
    admin = await addUser(writer, 'admin_caches', 'admin');
    marie = await addUser(writer, 'marie_caches', 'createur');
  }, 60_000);
  afterAll(async () => {
    if (reader !== writer) await reader.close();
    await writer.close();
  });

  it('follows a create, an unpublish, a publish and a delete made through the other app', async () => {
    const before = (await list(reader)).total;
    // Asked twice: the second answer is the kept one.
    expect((await list(reader)).total).toBe(before);

    const created = await write(
      'POST',
      '/api/builds',
      buildBody({ title: 'Tornado Shot partagé', is_public: true }),
    );
    const id = created.json<{ id: number }>().id;
    await readerSees({ total: before + 1, has: 'Tornado Shot partagé' });

    await write('PUT', `/api/builds/${id}`, { is_public: false });
    await readerSees({ total: before, hasNot: 'Tornado Shot partagé' });

    await write('PUT', `/api/builds/${id}`, { is_public: true, title: 'Tornado Shot republié' });
    await readerSees({ total: before + 1, has: 'Tornado Shot republié' });

    await write('DELETE', `/api/builds/${id}`);
    await readerSees({ total: before, hasNot: 'Tornado Shot republié' });
  });

  it('never hands a cached anonymous list to the signed-in owner of a private build', async () => {
    const anonymous = await list(reader, '?search=prive');
    const res = await writer.inject({
      method: 'POST',
      url: '/api/builds',
      headers: marie.headers,
      payload: buildBody({ title: 'Build privé de Marie' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_public: false });

    // Marie sees her private build on both apps, counted in her total, at once.
    for (const app of [writer, reader]) {
      const mine = await list(app, '?search=prive', marie.headers);
      expect(mine.builds.map((b) => b.title)).toContain('Build privé de Marie');
      expect(mine.total).toBe(anonymous.total + 1);
      expect(mine.builds.every((b) => typeof b.is_favourite === 'boolean')).toBe(true);
    }
    // A visitor's list (kept or read again) never shows it.
    for (const app of [writer, reader]) {
      const visitor = await list(app, '?search=prive');
      expect(visitor.builds.map((b) => b.title)).not.toContain('Build privé de Marie');
      expect(visitor.total).toBe(anonymous.total);
      expect(visitor.builds.every((b) => b.is_favourite === undefined)).toBe(true);
    }
  });
});
