import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { askedNames, MAX_NAMES } from './names.js';

describe('GET /api/game/names on the bundled seed', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const names = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/game/names?${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers the French names of the gems, currencies and uniques asked, whatever their case', async () => {
    const { status, body } = await names('lang=fr&names=fireball|Chaos%20Orb|Goldrim|Nothing');
    expect(status).toBe(200);
    expect(body.names).toEqual([
      { kind: 'currency', name: 'Chaos Orb', displayName: 'Orbe du chaos' },
      { kind: 'gem', name: 'Fireball', displayName: 'Boule de feu' },
      { kind: 'unique', name: 'Goldrim', displayName: 'Bordoré' },
    ]);
  });

  it('answers the English names in English', async () => {
    const { body } = await names('lang=en&names=Fireball');
    expect(body.names).toEqual([{ kind: 'gem', name: 'Fireball', displayName: 'Fireball' }]);
  });

  it('refuses an empty list with a French message', async () => {
    const { status, body } = await names('names=%7C%20%7C');
    expect(status).toBe(400);
    expect(body.error).toMatch(/aucun nom/);
  });
});

describe('askedNames', () => {
  it('trims and drops repeats', () => {
    expect(askedNames(' Cyclone |Chaos Orb|Cyclone')).toEqual(['Cyclone', 'Chaos Orb']);
  });

  it(`refuses more than ${MAX_NAMES} names`, () => {
    const many = Array.from({ length: MAX_NAMES + 1 }, (_, i) => `Gem ${i}`).join('|');
    expect(() => askedNames(many)).toThrow(/au maximum/);
  });
});
