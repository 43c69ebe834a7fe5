import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';

// Port 9 (discard) refuses connections: the site's streamer lookup fails fast, from the row.
const env = {
  TWITCH_AUTH_URL: 'http://127.0.0.1:9/oauth2',
  TWITCH_HELIX_URL: 'http://127.0.0.1:9/helix',
  STREAMER_LOGIN: 'chef_du_stream',
  ADMIN_RATE_LIMITS: '10000/1m',
};

describe('PUT /api/admin/static-guides/:slug', () => {
  let app: App;
  let admin: TestUser;
  let streamer: TestUser;
  let creator: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ env });
    admin = await addUser(app, 'admin_guides', 'admin');
    // The streamer passes the admin gate whatever the stored role.
    streamer = await addUser(app, 'chef_du_stream', 'user');
    creator = await addUser(app, 'createur_guides', 'createur');
    reader = await addUser(app, 'lecteur_guides', 'user');
  });
  afterAll(() => app.close());

  const put = (slug: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/static-guides/${slug}`,
      headers,
      payload: payload as object,
    });
  const hiddenOnSite = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { hiddenStaticGuides: string[] }).hiddenStaticGuides;
  };

  it('lists no hidden guide on a new site, and lets browsers ask again at each load', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      streamer: { login: 'chef_du_stream', displayName: 'Chef_du_stream' },
      hiddenStaticGuides: [],
      game: { league: 'Allflame', gameVersion: '3.29', leagues: ['Allflame'] },
      demoData: true,
    });
  });

  it.each([
    ['an anonymous visitor', () => ({}), 401, 'Authentification requise'],
    [
      'a createur',
      () => creator.headers,
      403,
      "Vous n'avez pas les droits d'administration nécessaires.",
    ],
    [
      'a user',
      () => reader.headers,
      403,
      "Vous n'avez pas les droits d'administration nécessaires.",
    ],
  ])('refuses %s and hides nothing', async (_who, headers, status, message) => {
    const res = await put('premier-build', { hidden: true }, headers());
    expect(res.statusCode).toBe(status);
    expect((res.json() as { error: string }).error).toContain(message);
    expect(await hiddenOnSite()).toEqual([]);
  });

  it('hides a guide for everyone, twice without harm, then restores it', async () => {
    const hidden = await put('premier-build', { hidden: true }, admin.headers);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ hiddenStaticGuides: ['premier-build'] });
    expect((await put('premier-build', { hidden: true }, admin.headers)).json()).toEqual({
      hiddenStaticGuides: ['premier-build'],
    });
    expect(await hiddenOnSite()).toEqual(['premier-build']);

    const restored = await put('premier-build', { hidden: false }, admin.headers);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ hiddenStaticGuides: [] });
    expect(await hiddenOnSite()).toEqual([]);
  });

  it("lets the streamer's account do it too, answering in the guides' order", async () => {
    await put('boss', { hidden: true }, streamer.headers);
    const res = await put('premier-build', { hidden: true }, streamer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hiddenStaticGuides: ['premier-build', 'boss'] });
    expect(await hiddenOnSite()).toEqual(['premier-build', 'boss']);
    await put('boss', { hidden: false }, admin.headers);
    await put('premier-build', { hidden: false }, admin.headers);
    expect(await hiddenOnSite()).toEqual([]);
  });

  it.each([
    ['an unknown guide', 'guide-inconnu', { hidden: true }],
    ['no choice', 'crafting', {}],
    ['a choice that is not yes or no', 'crafting', { hidden: 'peut-être' }],
  ])('refuses %s with a French message and changes nothing', async (_case, slug, body) => {
    const res = await put(slug, body, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(await hiddenOnSite()).toEqual([]);
  });
});
