import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../../../test/registeredRoutes.js';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

describe('the rate bucket each route declares', () => {
  let routes: RegisteredRoute[];
  const bucketOf = (method: string, url: string) => {
    const route = routes.find((found) => found.method === method && found.url === url);
    if (!route) throw new Error(`no route ${method} ${url}`);
    return route.config.rateBucket;
  };

  beforeAll(async () => {
    routes = await registeredRoutes();
  }, 120_000);

  it.each([
    { method: 'GET', url: '/api/auth/twitch/start', expected: 'signIn' },
    { method: 'GET', url: '/api/auth/twitch/callback', expected: 'signIn' },
    { method: 'POST', url: '/api/auth/twitch/confirm', expected: 'signIn' },
    { method: 'POST', url: '/api/auth/twitch/reauth', expected: 'signIn' },
    { method: 'GET', url: '/api/auth/me', expected: undefined },
    { method: 'POST', url: '/api/admin/update-gems', expected: 'admin' },
    { method: 'PUT', url: '/api/admin/users/:id/role', expected: 'admin' },
    { method: 'DELETE', url: '/api/admin/users/:id', expected: 'admin' },
    { method: 'GET', url: '/api/admin/jobs/:id', expected: undefined },
    { method: 'POST', url: '/api/builds', expected: 'contentWrite' },
    { method: 'PUT', url: '/api/builds/:id', expected: 'contentWrite' },
    { method: 'DELETE', url: '/api/guides/:id', expected: 'contentWrite' },
    { method: 'POST', url: '/api/guides', expected: 'contentWrite' },
    { method: 'POST', url: '/api/pob/import', expected: 'contentWrite' },
    { method: 'POST', url: '/api/game/passive-tree/decode', expected: 'contentWrite' },
    { method: 'GET', url: '/api/game/passive-tree', expected: undefined },
    { method: 'GET', url: '/api/builds', expected: undefined },
    { method: 'GET', url: '/api/guides/:id', expected: undefined },
    { method: 'POST', url: '/api/forum/comments', expected: undefined },
    { method: 'POST', url: '/api/uploads', expected: 'upload' },
    { method: 'GET', url: '/uploads/:file', expected: undefined },
    { method: 'PUT', url: '/api/builds/:id/favourite', expected: 'favourite' },
    { method: 'DELETE', url: '/api/guides/:id/favourite', expected: 'favourite' },
    { method: 'GET', url: '/api/favourites', expected: undefined },
    // Ticks are few (the page sends them together after a pause): the write budget covers them.
    { method: 'PUT', url: '/api/builds/:id/progress', expected: 'contentWrite' },
    { method: 'GET', url: '/api/builds/:id/steps', expected: undefined },
  ])('$method $url → $expected', ({ method, url, expected }) => {
    expect(bucketOf(method, url)).toBe(expected);
  });

  it('counts every sign-in step, and every admin and build or guide write', () => {
    const missing = routes.filter(({ method, url, config }) => {
      if (url.startsWith('/api/auth/twitch/')) return config.rateBucket !== 'signIn';
      if (SAFE_METHODS.includes(method)) return false;
      if (url.startsWith('/api/admin/')) return config.rateBucket !== 'admin';
      if (/^\/api\/(builds|guides|pob)(\/|$)/.test(url)) return config.rateBucket === undefined;
      return false;
    });
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });
});
