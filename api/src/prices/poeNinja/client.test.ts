import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import bases from '../../gameData/catalogue/data/bases.json' with { type: 'json' };
import { createFetcher, UpstreamError } from '../../platform/upstream/http.js';
import { createPoeNinjaClient } from './client.js';
import { startPoeNinjaStandIn, type PoeNinjaStandIn } from './standIn.js';

describe('the poe.ninja client’s two address families', () => {
  let fake: PoeNinjaStandIn;
  const fetcher = createFetcher({ allowedHosts: ['127.0.0.1'], timeoutMs: 2000, maxBytes: 1e7 });
  const client = () => createPoeNinjaClient(fetcher, fake.url, 'Mercenaries');
  const paths = () => fake.requests.map((r) => r.split('?')[0]);

  beforeAll(async () => {
    fake = await startPoeNinjaStandIn('http://127.0.0.1:1', bases);
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.gone.clear();
    fake.failing.clear();
  });
  afterAll(() => fake.close());

  it('asks the current addresses first and reads their sparkLine spelling', async () => {
    const gems = await client().itemOverview('SkillGem');
    expect(paths()).toEqual(['/poe1/api/economy/stash/current/item/overview']);
    expect(gems[0]?.sparkline).toEqual({ data: [0, 1.5, null, 2], totalChange: 2 });
    const currency = await client().currencyOverview('Currency');
    expect(currency.find((c) => c.name === 'Divine Orb')).toMatchObject({
      chaosEquivalent: expect.any(Number),
      sparkline: { totalChange: 0.5 },
    });
  });

  it('falls back to the legacy addresses when the current ones answer 404, and stays there', async () => {
    fake.gone.add('current');
    const ninja = client();
    const uniques = await ninja.itemOverview('UniqueArmour');
    expect(uniques.find((u) => u.name === 'Goldrim')?.sparkline).toEqual({
      data: [0, 1.5, null, 2],
      totalChange: 2,
    });
    await ninja.itemOverview('UniqueFlask');
    expect(paths()).toEqual([
      '/poe1/api/economy/stash/current/item/overview',
      '/api/data/itemoverview',
      '/api/data/itemoverview',
    ]);
  });

  it('goes back to the current addresses when the legacy ones are gone in turn', async () => {
    fake.gone.add('current');
    const ninja = client();
    await ninja.currencyOverview('Fragment');
    fake.gone.clear();
    fake.gone.add('legacy');
    expect(await ninja.currencyOverview('Currency')).not.toHaveLength(0);
    expect(paths()).toEqual([
      '/poe1/api/economy/stash/current/currency/overview',
      '/api/data/currencyoverview',
      '/api/data/currencyoverview',
      '/poe1/api/economy/stash/current/currency/overview',
    ]);
  });

  it('does not ask the other family when poe.ninja is down (5xx), nor when both are gone', async () => {
    fake.failing.add('UniqueJewel');
    const down = await client()
      .itemOverview('UniqueJewel')
      .catch((err: unknown) => err);
    expect(down).toMatchObject({ reason: 'status', status: 503 });
    expect(paths()).toEqual(['/poe1/api/economy/stash/current/item/overview']);
    fake.gone.add('current');
    fake.gone.add('legacy');
    const gone = await client()
      .itemOverview('UniqueJewel')
      .catch((err: unknown) => err);
    expect(gone).toBeInstanceOf(UpstreamError);
    expect(gone).toMatchObject({ status: 404 });
  });
});
