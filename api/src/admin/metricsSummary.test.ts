import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { AUTH_REQUIRED } from '../accounts/plugin.js';
import { persona } from '../../test/admin.js';
import { buildTestApp, testDriver } from '../../test/buildTestApp.js';
import { ADMIN_ONLY } from './guard.js';

describe('GET /api/admin/metrics, the admin page’s last hour', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const summary = async () => {
    const admin = await persona(app, 'exilestreamer');
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/metrics',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<Record<string, unknown>>();
  };

  it('answers 401 signed out and 403 to every role but admin', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/metrics' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: AUTH_REQUIRED }]);
    for (const login of [
      'marie_crea',
      'lucas_live',
      'sophie_abonnee',
      'paul_joueur',
      'bob_banni',
    ]) {
      const who = await persona(app, login);
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/metrics',
        headers: who.headers,
      });
      expect([login, res.statusCode, res.json()]).toEqual([login, 403, { error: ADMIN_ONLY }]);
    }
  });

  it('sums the requests since startup, their errors, latency and the database', async () => {
    const before = await summary();
    await app.inject({ method: 'GET', url: '/api/site' });
    await app.inject({ method: 'GET', url: '/api/builds/999999' });
    const after = await summary();
    expect(after).toEqual({
      minutes: 0,
      requests: expect.any(Number),
      errorRate: expect.any(Number),
      latencyMs: { p50: expect.any(Number), p95: expect.any(Number) },
      pages: { rendered: 0, cached: 0, bare: 0 },
      upstreams: expect.any(Array),
      jobs: { succeeded: 0, failed: 0 },
      database: { answering: true, driver: testDriver() },
    });
    // The two requests, and the summary request before this one once it is counted as answered.
    const more = (after.requests as number) - (before.requests as number);
    expect(more).toBeGreaterThanOrEqual(2);
    expect(more).toBeLessThanOrEqual(3);
  });

  it('counts server errors in the error rate', async () => {
    const errors = await buildTestApp({
      setup: (scope) =>
        scope.get('/test/panne', async () => {
          throw new Error('panne voulue');
        }),
    });
    try {
      for (let i = 0; i < 3; i++) await errors.inject({ method: 'GET', url: '/test/panne' });
      const admin = await persona(errors, 'exilestreamer');
      const res = await errors.inject({
        method: 'GET',
        url: '/api/admin/metrics',
        headers: admin.headers,
      });
      const body = res.json<{ requests: number; errorRate: number }>();
      // 3 errors among the requests answered before this one.
      expect(body.requests).toBeGreaterThanOrEqual(3);
      expect(body.errorRate).toBeCloseTo(3 / body.requests, 4);
      expect(body.errorRate).toBeGreaterThan(0);
    } finally {
      await errors.close();
    }
  });
});
