import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { UpstreamStandIns } from '../upstreams/plugin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { mergeGemInfo } from './gemInfo.js';

describe('GET /api/game/gems/:name/info', () => {
  let app: App;
  let standIns: UpstreamStandIns;
  beforeAll(async () => {
    app = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '300' } });
    if (!app.upstreams.standIns) throw new Error('tests run against the stand-ins');
    standIns = app.upstreams.standIns;
  });
  afterAll(() => app.close());

  const info = (name: string, lang = 'fr') =>
    app.inject({
      method: 'GET',
      url: `/api/game/gems/${encodeURIComponent(name)}/info?lang=${lang}`,
    });

  /**
   * What a few minutes' wait does: failures and the short-lived answers are forgotten. Each test
   * starts with it for its gem, so none depends on what the others left in the cache.
   */
  const forget = (gem: string) =>
    app.db.query(`delete from cache where key like 'upstream-down:%' or key = $1`, [
      `gem-info:${gem}`,
    ]);

  it('merges the wiki’s info box with poe.ninja’s values, the price site winning', async () => {
    await forget('Fireball');
    const res = await info('Fireball', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toMatchObject({
      name: 'Fireball',
      displayName: 'Fireball',
      level: '1-20',
      cost: '(6-28) Mana',
      castTime: '0.75 sec',
      aoeRadius: '9',
      critChance: '6.00%',
      effectiveness: '(240-386)%',
      requiresLevel: 1,
      // Both sources describe the gem and list effects: poe.ninja's text is kept.
      description:
        'Unleashes a ball of fire towards a target which explodes, damaging nearby foes.',
      effects: ['Deals 9 to 14 Fire Damage', '25% chance to Ignite enemies'],
      qualityEffects: ['(0-40)% increased Projectile Speed'],
      tags: ['Projectile', 'Spell', 'AoE', 'Fire'],
      cached: false,
      sources: { wiki: true, priceSite: true },
    });
  });

  it('gives a French reader the French name and the facts, never an English sentence', async () => {
    await forget('Fireball');
    const res = (await info('Fireball')).json();
    expect(res).toMatchObject({
      displayName: 'Boule de feu',
      castTime: '0.75 sec',
      requiresLevel: 1,
      tags: ['Projectile', 'Spell', 'AoE', 'Fire'],
      description: '',
      effects: [],
      qualityEffects: [],
    });
  });

  it('answers from the shared cache the next time, with the first fetch’s timestamp', async () => {
    await forget('Fireball');
    expect((await info('Fireball', 'en')).json()).toMatchObject({ cached: false });
    const wikiCalls = standIns.wiki.requests.length;
    const first = (await info('Fireball', 'en')).json();
    expect(first).toMatchObject({ cached: true, displayName: 'Fireball' });
    expect(standIns.wiki.requests.length).toBe(wikiCalls);
    const row = await app.db.query<{ value: { fetchedAt: string } }>(
      `select value from cache where key = 'gem-info:Fireball'`,
    );
    expect(first.fetchedAt).toBe(row.rows[0]?.value.fetchedAt);
  });

  it('uses the wiki alone for a gem poe.ninja does not list', async () => {
    await forget('Hatred');
    const res = (await info('Hatred', 'en')).json();
    expect(res).toMatchObject({
      description: 'Casts an aura that grants extra cold damage.',
      cost: '50% Mana',
      requiresLevel: 24,
      sources: { wiki: true, priceSite: false },
    });
  });

  it('falls back to the catalogue, uncached, while both sources are down or answer garbage', async () => {
    await forget('Ice Nova');
    await app.db.query(`delete from cache where key like 'poe-ninja:%'`);
    standIns.poeNinja.behave('timeout');
    standIns.wiki.behave('garbage');
    const res = await info('Ice Nova');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ice Nova',
      displayName: 'Nova de glace',
      level: '1-20',
      castTime: null,
      sources: { wiki: false, priceSite: false },
      cached: false,
    });
    standIns.poeNinja.behave('ok');
    standIns.wiki.behave('ok');
    // poe.ninja failed: it is left alone a few minutes, even once it is back.
    const ninjaCalls = standIns.poeNinja.requests.length;
    expect((await info('Ice Nova')).json()).toMatchObject({
      sources: { wiki: true, priceSite: false },
    });
    expect(standIns.poeNinja.requests.length).toBe(ninjaCalls);
    await forget('Ice Nova');
    expect((await info('Ice Nova')).json()).toMatchObject({
      castTime: '0.70 sec',
      cached: false,
      sources: { wiki: true, priceSite: true },
    });
  });

  it('keeps an answer without the wiki only while the wiki is left alone, not for a day', async () => {
    await forget('Cyclone');
    standIns.wiki.behave('error');
    const res = await info('Cyclone');
    standIns.wiki.behave('ok');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toMatchObject({ sources: { wiki: false, priceSite: true } });
    const kept = await app.db.query<{ seconds: number }>(
      `select extract(epoch from expires_at - now())::int as seconds from cache
       where key = 'gem-info:Cyclone'`,
    );
    expect(kept.rows[0]?.seconds).toBeLessThanOrEqual(5 * 60);
  });

  it('answers 404 for a gem outside the catalogue without asking any upstream', async () => {
    const before = standIns.wiki.requests.length;
    const res = await info('../../w/api.php?action=delete');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Gem introuvable' });
    expect(standIns.wiki.requests.length).toBe(before);
  });
});

describe('mergeGemInfo', () => {
  const base = {
    name: 'X',
    level: '1-20',
    cost: null,
    castTime: null,
    aoeRadius: null,
    critChance: null,
    effectiveness: null,
    requiresLevel: 4,
    description: 'catalogue',
    effects: [],
    qualityEffects: [],
    tags: ['Spell'],
    fetchedAt: '2025-01-01T00:00:00.000Z',
    sources: { wiki: false, priceSite: false },
  };

  it('lets empty values of a later source leave earlier ones alone', () => {
    const merged = mergeGemInfo(
      base,
      { description: 'wiki', effects: ['a'], castTime: '1 sec', tags: [] },
      { levelRequired: null, flavourText: '', effects: [] },
    );
    expect(merged).toMatchObject({
      description: 'wiki',
      effects: ['a'],
      castTime: '1 sec',
      tags: ['Spell'],
      requiresLevel: 4,
      sources: { wiki: true, priceSite: true },
    });
  });
});
