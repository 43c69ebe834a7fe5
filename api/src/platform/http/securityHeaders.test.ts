import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../../test/buildTestApp.js';
import { PERMISSIONS_POLICY, PERMISSIONS_POLICY_HEADER } from './securityHeaders.js';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

async function standInWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'poe-csp-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>shell</title>',
    'shell/dist/assets/index-abc123.js': 'console.log("shell")',
    'mf-reader/dist/remoteEntry.js': 'export const get = 1',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

describe('security headers on every kind of answer', () => {
  let app: App;
  let root: string;
  beforeAll(async () => {
    root = await standInWebRoot();
    app = await buildTestApp({
      env: { WEB_ROOT: root, REMOTE_AUTHOR_URL: 'https://author.cdn.example/v3/remoteEntry.js' },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    { kind: 'the shell page', url: '/', headers: html, status: 200 },
    { kind: 'a deep link of the shell', url: '/build/custom/1', headers: html, status: 200 },
    { kind: 'JSON', url: '/api/site', headers: {}, status: 200 },
    { kind: 'a JSON error', url: '/api/builds/0', headers: {}, status: 404 },
    { kind: 'an API 404', url: '/api/nothing-here', headers: {}, status: 404 },
    { kind: 'an unauthenticated call', url: '/api/auth/me', headers: {}, status: 401 },
    { kind: 'a static asset', url: '/assets/index-abc123.js', headers: {}, status: 200 },
    { kind: 'a remote entry', url: '/remotes/reader/remoteEntry.js', headers: {}, status: 200 },
    { kind: 'the manifest', url: '/remotes/manifest.json', headers: {}, status: 200 },
    {
      kind: 'a body that is not JSON',
      url: '/api/auth/login',
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      payload: '{"no',
      status: 400,
    },
  ])('$kind ($url)', async ({ url, headers, status, method = 'GET', payload }) => {
    const res = await app.inject({ method, url, headers, payload });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      // helmet's defaults, kept: no window or resource of ours is shared with other sites.
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
      'permissions-policy': PERMISSIONS_POLICY_HEADER,
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://author.cdn.example;");
    expect(csp).toContain("connect-src 'self' https://author.cdn.example;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // Outside production the site may be plain HTTP: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the Permissions-Policy', () => {
  const allowed = (header: string) =>
    Object.fromEntries(
      header.split(', ').map((entry) => {
        const [feature = '', list = ''] = entry.split('=');
        return [feature, list];
      }),
    );

  it('denies the powerful features the site never uses, to the page and any frame', () => {
    const policy = allowed(PERMISSIONS_POLICY_HEADER);
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
      'fullscreen',
      'clipboard-read',
      'browsing-topics',
    ]) {
      expect(policy[feature], feature).toBe('()');
    }
  });

  it('keeps the clipboard for this origin (copying a Path of Building export), nothing for others', () => {
    expect(allowed(PERMISSIONS_POLICY_HEADER)['clipboard-write']).toBe('(self)');
    // No frame is embedded anywhere: no feature is allowed to another origin or to all.
    const lists = Object.values(PERMISSIONS_POLICY);
    expect(lists.filter((list) => list !== '()' && list !== '(self)')).toEqual([]);
  });
});

describe('route policies and HSTS', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  it('leaves the stricter policy of a route serving files of its own', async () => {
    app = await buildTestApp({
      setup: (a) =>
        a.get('/own-policy', async (_request, reply) =>
          reply.header('content-security-policy', "default-src 'none'; sandbox").send('x'),
        ),
    });
    const res = await app.inject({ method: 'GET', url: '/own-policy' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY_HEADER);
  });

  it('is sent in production only', async () => {
    app = await buildTestApp({ config: { production: true } });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
