import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { buildTestApp, testDriver } from '../../../../test/buildTestApp.js';

describe('GET /health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers 200 with the database up and its driver named', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      status: 'ok',
      database: { status: 'up', driver: testDriver(), latencyMs: expect.any(Number) },
      uptimeSeconds: expect.any(Number),
    });
    expect(Number.isInteger(body.uptimeSeconds)).toBe(true);
  });

  it('answers HEAD with 200 and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('answers 503 degraded once the database is closed', async () => {
    await app.db.close();
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'down', driver: testDriver() },
    });
    const head = await app.inject({ method: 'HEAD', url: '/health' });
    expect(head.statusCode).toBe(503);
  });
});
