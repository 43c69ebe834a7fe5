import { describe, expect, it } from 'vitest';
import { ruleFor } from './rules.js';

describe('ruleFor', () => {
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
    { method: 'POST', url: '/api/buildsmith', expected: undefined },
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
    expect(ruleFor(method, url)?.bucket).toBe(expected);
  });
});
