import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/buildTestApp.js';
import { adminClient, persona } from '../../../test/admin.js';
import { sample } from '../../../test/prometheus.js';
import { METRICS_REFUSED } from './access.js';

const TOKEN = 'le-jeton-du-collecteur-0123456789';

describe('GET /metrics', () => {
  let app: App;
  let withToken: App;
  const scrape = async (target = app) => {
    const res = await target.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    app = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '1000', TRUST_PROXY: 'true' } });
    withToken = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await app.close();
    await withToken.close();
  });

  it('answers this machine in Prometheus text, with the process metrics', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(res.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // In-memory PGlite in these tests (PostgreSQL: its pool).
    expect(
      sample(res.body, 'pglite_queue_length') ??
        sample(res.body, 'db_pool_connections', { state: 'total' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('refuses another machine without the token, in French', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: METRICS_REFUSED });
  });

  it('refuses a request a proxy forwarded, whatever X-Forwarded-For says (TRUST_PROXY on)', async () => {
    for (const forwarded of ['127.0.0.1', '203.0.113.7']) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('accepts the right token from another machine and refuses a wrong one', async () => {
    const from = { remoteAddress: '203.0.113.7', method: 'GET', url: '/metrics' } as const;
    const right = await withToken.inject({
      ...from,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds');
    for (const authorization of [`Bearer ${TOKEN}x`, 'Bearer court', TOKEN, '']) {
      const wrong = await withToken.inject({ ...from, headers: { authorization } });
      expect([authorization, wrong.statusCode]).toEqual([authorization, 403]);
    }
    // The token opens it to a proxied scraper too; without it the proxy is refused.
    const proxied = { ...from, remoteAddress: '127.0.0.1' };
    const viaProxy = await withToken.inject({
      ...proxied,
      headers: { 'x-forwarded-for': '198.51.100.1', authorization: `Bearer ${TOKEN}` },
    });
    expect(viaProxy.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, never by raw address', async () => {
    for (const id of [1, 2, 3]) await app.inject({ method: 'GET', url: `/api/builds/${id}` });
    await app.inject({ method: 'GET', url: '/api/site' });
    await app.inject({ method: 'GET', url: '/nulle-part/ici' });
    const text = await scrape();
    const count = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: status,
      });
    expect(count('/api/builds/:id', '404')).toBe(3);
    expect(count('/api/site', '200')).toBe(1);
    expect(count('none', '404')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/api/builds/1');
    expect(text).not.toContain('/nulle-part');
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { route: '/api/site', le: '+Inf' }),
    ).toBe(1);
  });

  it('counts an upstream failure by host and reason, and a call that went well', async () => {
    const standIns = app.upstreams.standIns;
    if (!standIns) throw new Error('tests run against the stand-ins');
    const host = new URL(standIns.wiki.url).hostname;
    const before = await scrape();
    const failed = (text: string) =>
      sample(text, 'upstream_requests_total', { host, outcome: 'status' }) ?? 0;
    standIns.wiki.behave('error');
    try {
      await expect(
        app.upstreams.fetcher.text(`${standIns.wiki.url}/`, ['text/html']),
      ).rejects.toThrow();
    } finally {
      standIns.wiki.behave('ok');
    }
    const after = await scrape();
    expect(failed(after) - failed(before)).toBe(1);
    // A refused host is no call and no label.
    await expect(
      app.upstreams.fetcher.text('https://ailleurs.example/', ['text/html']),
    ).rejects.toThrow();
    expect(await scrape()).not.toContain('ailleurs.example');
  });

  it('counts a maintenance job run by job and outcome', async () => {
    const admin = await persona(app, 'exilestreamer');
    const started = await adminClient(app).startJob(admin.headers, 'check-gem-translations');
    expect(started.statusCode).toBe(202);
    const { job } = started.json<{ job: { id: number } }>();
    let status = 'running';
    await expect
      .poll(
        async () => {
          const res = await adminClient(app).job(admin.headers, job.id);
          status = res.json<{ job: { status: string } }>().job.status;
          return status;
        },
        { timeout: 20_000 },
      )
      .not.toBe('running');
    expect(
      sample(await scrape(), 'job_runs_total', { job: 'check-gem-translations', outcome: status }),
    ).toBe(1);
  }, 30_000);

  it('counts the shared cache’s hits and misses by key family', async () => {
    expect(await app.cache.get('upstream-down:essai')).toBeUndefined();
    await app.cache.set('upstream-down:essai', true, 60);
    expect(await app.cache.get('upstream-down:essai')).toBe(true);
    const text = await scrape();
    expect(
      sample(text, 'cache_lookups_total', { cache: 'upstream-down', result: 'hit' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'cache_lookups_total', { cache: 'upstream-down', result: 'miss' }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /health/ready', () => {
  it('answers 200 while the database answers, 503 once it is gone', async () => {
    const app = await buildTestApp();
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({ ready: true, database: 'up' });
      await app.db.close();
      const down = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ready: false, database: 'down' });
    } finally {
      await app.close();
    }
  });
});
