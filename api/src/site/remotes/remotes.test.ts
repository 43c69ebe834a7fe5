import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/buildTestApp.js';

describe('GET /remotes/manifest.json', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  it('points each remote at its path on this server by default, uncached', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/remotes/manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({
      mf_reader: '/remotes/reader/remoteEntry.js',
      mf_author: '/remotes/author/remoteEntry.js',
      mf_admin: '/remotes/admin/remoteEntry.js',
    });
  });

  it('uses the REMOTE_*_URL environment variables when set', async () => {
    app = await buildTestApp({
      env: {
        REMOTE_READER_URL: 'https://reader.cdn.example/v42/remoteEntry.js',
        REMOTE_AUTHOR_URL: 'https://author.cdn.example/remoteEntry.js',
        REMOTE_ADMIN_URL: '/static/admin/remoteEntry.js',
      },
    });
    const res = await app.inject({ method: 'GET', url: '/remotes/manifest.json' });
    expect(res.json()).toEqual({
      mf_reader: 'https://reader.cdn.example/v42/remoteEntry.js',
      mf_author: 'https://author.cdn.example/remoteEntry.js',
      mf_admin: '/static/admin/remoteEntry.js',
    });
  });
});
