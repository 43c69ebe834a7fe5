import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { MAX_REWARD_GEMS, rewardNames } from './rewards.js';

describe('GET /api/game/gems/rewards on the bundled seed', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.query(`update gems set level_required = 28 where name = 'Cyclone'`);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers each asked gem in order with its level and every way to get it, earliest first', async () => {
    const res = await get('/api/game/gems/rewards?names=Cyclone,Unknown%20Gem');
    expect(res.statusCode).toBe(200);
    const { gems } = res.json();
    expect(gems.map((g: { name: string }) => g.name)).toEqual(['Cyclone', 'Unknown Gem']);
    expect(gems[0].levelRequired).toBe(28);
    expect(gems[0].rewards[0]).toEqual({
      kind: 'quest',
      act: 3,
      quest: 'Sever the Right Hand',
      questFr: null,
      npc: null,
      classes: ['Marauder', 'Duelist', 'Scion'],
    });
    expect(gems[0].rewards[1]).toEqual({
      kind: 'vendor',
      act: 3,
      quest: 'Sever the Right Hand',
      questFr: null,
      npc: 'Clarissa',
      classes: ['Marauder', 'Ranger', 'Duelist', 'Templar', 'Scion'],
    });
    expect(gems[0].rewards.at(-1)).toMatchObject({ act: 6, npc: 'Lilly Roth', classes: [] });
    expect(gems[1]).toEqual({ name: 'Unknown Gem', levelRequired: null, rewards: [] });
  });

  it('is cacheable like the other catalogue reads, with a 304 for the same body', async () => {
    const first = await get('/api/game/gems/rewards?names=Fireball');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await get('/api/game/gems/rewards?names=Fireball', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/api/game/gems/rewards', /^Requête invalide/],
    ['/api/game/gems/rewards?names=', /^Requête invalide/],
    ['/api/game/gems/rewards?names=,%20,', /^Requête invalide : aucune gem demandée$/],
    [
      `/api/game/gems/rewards?names=${Array.from({ length: MAX_REWARD_GEMS + 1 }, (_, i) => `G${i}`).join(',')}`,
      /^Requête invalide : 100 gems au maximum$/,
    ],
    [
      `/api/game/gems/rewards?names=${'x'.repeat(201)}`,
      /^Requête invalide : nom de gem trop long$/,
    ],
  ])('refuses %s with a French 400', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});

describe('rewardNames', () => {
  it.each([
    ['Arc', ['Arc']],
    [' Arc , Fireball,Arc ', ['Arc', 'Fireball']],
    ["Sniper's Mark,Added Fire Damage Support", ["Sniper's Mark", 'Added Fire Damage Support']],
  ])('reads %j', (raw, names) => {
    expect(rewardNames(raw)).toEqual(names);
  });
});
