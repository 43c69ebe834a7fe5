import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.js';
import type { StandInServer } from '../platform/upstream/standInServer.js';
import { buildTestApp } from '../../test/buildTestApp.js';

describe('GET /api/news', () => {
  let app: App;
  let feed: StandInServer;
  beforeAll(async () => {
    app = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '300' } });
    if (!app.upstreams.standIns) throw new Error('tests run against the stand-ins');
    feed = app.upstreams.standIns.news;
  });
  afterAll(() => app.close());

  const news = () => app.inject({ method: 'GET', url: '/api/news?limit=4' });
  const age = () =>
    app.db.query(
      `update cache set value = jsonb_set(value, '{fetchedAt}', '"2020-01-01T00:00:00.000Z"')
       where key = 'news:feed'`,
    );
  const feedDown = 'upstream-down:news-feed';
  /** What a minute's wait does: the feed's last failure is no longer remembered. */
  const forgetFailures = () => app.db.query(`delete from cache where key like 'upstream-down:%'`);
  const storedAt = async () =>
    (await app.cache.get<{ fetchedAt: string }>('news:feed'))?.fetchedAt ?? '';

  it('answers 503 with the French message while the feed has never been read', async () => {
    feed.behave('error');
    const res = await news();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Impossible de charger les actualités.' });
  });

  it('does not ask the feed again for a while after a failure', async () => {
    const before = feed.requests.length;
    expect((await news()).statusCode).toBe(503);
    expect(feed.requests.length).toBe(before);
  });

  it('reads the feed, keeps the latest items and serves them from cache while fresh', async () => {
    await forgetFailures();
    feed.behave('ok');
    const before = feed.requests.length;
    const res = await news();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.stale).toBe(false);
    expect(body.items).toHaveLength(4);
    expect(body.items[0]).toEqual({
      title: 'Notes de mise à jour 3.26.0d',
      link: 'https://fr.pathofexile.com/forum/view-thread/3800101',
      guid: 'https://fr.pathofexile.com/forum/view-thread/3800101',
      date: '2025-07-08T01:43:50.000Z',
    });
    await news();
    expect(feed.requests.length - before).toBe(1);
  });

  it('serves the last copy, marked stale, at once when the feed hangs or answers garbage', async () => {
    for (const behaviour of ['timeout', 'garbage', 'error'] as const) {
      await forgetFailures();
      await age();
      feed.behave(behaviour);
      const before = feed.requests.length;
      const res = await news();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.json()).toMatchObject({ stale: true, fetchedAt: '2020-01-01T00:00:00.000Z' });
      expect(res.json().items).toHaveLength(4);
      // The feed was asked, in the background, and its failure is remembered.
      await vi.waitFor(async () => expect(await app.cache.get(feedDown)).toBe(true));
      expect(feed.requests.length).toBe(before + 1);
    }
  });

  it('serves the old copy at once and the feed’s new one once the background read ends', async () => {
    await forgetFailures();
    await age();
    feed.behave('ok');
    const first = await news();
    expect(first.json()).toMatchObject({ stale: true, fetchedAt: '2020-01-01T00:00:00.000Z' });
    await vi.waitFor(async () => expect(await storedAt()).not.toBe('2020-01-01T00:00:00.000Z'));
    const res = await news();
    expect(res.json().stale).toBe(false);
    expect(Date.parse(res.json().fetchedAt)).toBeGreaterThan(Date.parse('2024-01-01'));
  });

  it('reads the feed once for many visitors at once', async () => {
    await forgetFailures();
    await age();
    const before = feed.requests.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => news()));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    await vi.waitFor(async () => expect(await storedAt()).not.toBe('2020-01-01T00:00:00.000Z'));
    expect(feed.requests.length).toBe(before + 1);
  });
});
