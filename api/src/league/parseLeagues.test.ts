import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { challengeLeagueFromNinja, challengeLeagueFromTrade } from './parseLeagues.js';
import { standInNinjaIndex, standInTradeLeagues } from './standIn.js';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('the challenge league in the trade site’s list of leagues', () => {
  it('reads Allflame from the real 3.29 answer, with or without realms', () => {
    expect(challengeLeagueFromTrade(fixture('tradeLeagues.allflame.json'))).toBe('Allflame');
    expect(challengeLeagueFromTrade(fixture('tradeLeagues.xiletrade.json'))).toBe('Allflame');
  });

  it('skips the permanent leagues and the variants, whatever their order, and other realms', () => {
    const json = {
      result: [
        { id: 'Mirage', realm: 'xbox', text: 'Mirage' },
        { id: 'Standard', realm: 'pc', text: 'Standard' },
        { id: 'Hardcore Mirage', realm: 'pc', text: 'Hardcore Mirage' },
        { id: 'HC Ruthless Mirage', realm: 'pc', text: 'HC Ruthless Mirage' },
        { id: 'SSF Mirage', realm: 'pc', text: 'SSF Mirage' },
        { id: 'Mirage', realm: 'pc', text: 'Mirage' },
      ],
    };
    expect(challengeLeagueFromTrade(json)).toBe('Mirage');
  });

  it('says so when the answer has no challenge league or is not the format', () => {
    expect(() =>
      challengeLeagueFromTrade({ result: [{ id: 'Standard' }, { id: 'Hardcore' }] }),
    ).toThrow(/aucune ligue de défi/);
    expect(() => challengeLeagueFromTrade({ error: { code: 3 } })).toThrow(/illisible/);
    expect(() => challengeLeagueFromTrade('<html>')).toThrow(/illisible/);
  });
});

describe('the challenge league in poe.ninja’s index', () => {
  it('reads Kalandra from the real 2022 answer (filed under « challenge »)', () => {
    expect(challengeLeagueFromNinja(fixture('ninjaIndexState.kalandra.json'))).toBe('Kalandra');
  });

  it('takes the first softcore league that is no permanent one when none is under « challenge »', () => {
    const json = {
      economyLeagues: [
        { name: 'Hardcore Allflame', url: 'allflamehc', hardcore: true },
        { name: 'Standard', url: 'standard', hardcore: false },
        { name: 'Allflame', url: 'allflame', hardcore: false },
      ],
    };
    expect(challengeLeagueFromNinja(json)).toBe('Allflame');
  });

  it('says so when the index lists no challenge league or is not the format', () => {
    expect(() => challengeLeagueFromNinja({ economyLeagues: [{ name: 'Standard' }] })).toThrow(
      /aucune ligue de défi/,
    );
    expect(() => challengeLeagueFromNinja({ leagues: [] })).toThrow(/illisible/);
  });
});

describe('the local stand-ins’ answers', () => {
  it('have the real answers’ shape: the same keys on every entry', () => {
    const keys = (entries: unknown[]) =>
      new Set(
        entries.map((e) =>
          Object.keys(e as object)
            .sort()
            .join(),
        ),
      );
    const trade = fixture('tradeLeagues.allflame.json') as { result: unknown[] };
    expect(keys(standInTradeLeagues().result)).toEqual(keys(trade.result));
    const ninja = fixture('ninjaIndexState.kalandra.json') as Record<string, unknown[]>;
    expect(Object.keys(standInNinjaIndex()).sort()).toEqual(Object.keys(ninja).sort());
    expect(keys(standInNinjaIndex().economyLeagues)).toEqual(keys(ninja.economyLeagues ?? []));
  });

  it('match the real 3.29 trade answer entry for entry, and name Allflame in both', () => {
    expect(standInTradeLeagues()).toEqual(fixture('tradeLeagues.allflame.json'));
    expect(challengeLeagueFromNinja(standInNinjaIndex())).toBe('Allflame');
  });
});
