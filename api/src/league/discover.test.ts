import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandInServer, type StandInServer } from '../platform/upstream/standInServer.js';
import { createFetcher } from '../platform/upstream/http.js';
import { discoverLeague } from './discover.js';

const sample = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A site answering `body` as JSON at `path`, 404 elsewhere. */
const site = (path: string, body: () => string) =>
  startStandInServer(
    (url) =>
      url.pathname === path
        ? { type: 'application/json', body: body() }
        : { status: 404, type: 'text/html', body: 'Not found' },
    'application/json',
  );

describe('discovering the current league', () => {
  let trade: StandInServer;
  let ninja: StandInServer;
  let tradeBody = sample('tradeLeagues.allflame.json');
  const fetcher = createFetcher({
    allowedHosts: ['127.0.0.1'],
    timeoutMs: 2_000,
    maxBytes: 1 << 20,
  });
  const urls = () => ({ trade: trade.url, ninja: ninja.url });

  beforeAll(async () => {
    trade = await site('/api/trade/data/leagues', () => tradeBody);
    ninja = await site('/api/data/getindexstate', () => sample('ninjaIndexState.kalandra.json'));
  });
  afterAll(async () => {
    await Promise.all([trade.close(), ninja.close()]);
  });
  beforeEach(() => {
    trade.behave('ok');
    ninja.behave('ok');
    tradeBody = sample('tradeLeagues.allflame.json');
  });

  it('asks the trade site first and reads its real answer', async () => {
    expect(await discoverLeague(fetcher, urls())).toEqual({ league: 'Allflame', source: 'trade' });
  });

  it('asks poe.ninja’s index when the trade site is down, and says why', async () => {
    trade.behave('error');
    const found = await discoverLeague(fetcher, urls());
    expect(found).toMatchObject({ league: 'Kalandra', source: 'poe.ninja' });
    expect(found.tradeError).toMatch(/503/);
  });

  it('asks poe.ninja too when the trade site answers a list without a challenge league', async () => {
    tradeBody = JSON.stringify({ result: [{ id: 'Standard', realm: 'pc', text: 'Standard' }] });
    expect(await discoverLeague(fetcher, urls())).toMatchObject({ source: 'poe.ninja' });
  });

  it('refuses a name builds could not carry', async () => {
    tradeBody = JSON.stringify({ result: [{ id: '<script>', realm: 'pc', text: 'x' }] });
    expect(await discoverLeague(fetcher, urls())).toMatchObject({ source: 'poe.ninja' });
  });

  it('fails naming both reasons when both are down', async () => {
    trade.behave('error');
    ninja.behave('garbage');
    await expect(discoverLeague(fetcher, urls())).rejects.toThrow(
      /site d’échange : .*503.*poe\.ninja : /,
    );
  });
});
