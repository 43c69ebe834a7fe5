import { describe, expect, it } from 'vitest';
import { resolveFollowed } from './followed.js';
import { versionOfLeague } from './leagueFacts.js';
import type { StoredLeague } from './sql.js';

const none = { league: undefined, gameVersion: undefined, standIns: false };
const found = (league: string, extra: Partial<StoredLeague> = {}): StoredLeague => ({
  league,
  source: 'trade',
  since: new Date('2026-07-24T20:00:00Z'),
  checkedAt: new Date('2026-12-01T06:00:00Z'),
  failedAt: null,
  lastError: null,
  ...extra,
});

describe('the league the site follows', () => {
  it('is the bundled 3.29 Allflame before any discovery', () => {
    expect(resolveFollowed(null, { ...none, standIns: true })).toMatchObject({
      league: 'Allflame',
      gameVersion: '3.29',
      source: 'bundled',
      versionSource: 'facts',
      since: null,
      standIns: true,
    });
  });

  it('is the discovered league, with its version from the table and since when', () => {
    expect(resolveFollowed(found('Mirage', { source: 'poe.ninja' }), none)).toMatchObject({
      league: 'Mirage',
      gameVersion: '3.28',
      source: 'poe.ninja',
      since: '2026-07-24T20:00:00.000Z',
      checkedAt: '2026-12-01T06:00:00.000Z',
    });
  });

  it('shows a league newer than the table with the newest version known, marked so', () => {
    expect(resolveFollowed(found('Hollowmere'), none)).toMatchObject({
      league: 'Hollowmere',
      gameVersion: '3.29',
      versionSource: 'newest-known',
    });
  });

  it('keeps the last good league when a later check failed, and tells why', () => {
    const stored = found('Allflame', {
      failedAt: new Date('2026-12-02T06:00:00Z'),
      lastError: 'site d’échange : HTTP 503 ; poe.ninja : délai dépassé',
    });
    expect(resolveFollowed(stored, none)).toMatchObject({
      league: 'Allflame',
      source: 'trade',
      failedAt: '2026-12-02T06:00:00.000Z',
      lastError: 'site d’échange : HTTP 503 ; poe.ninja : délai dépassé',
    });
    // A failure before the last good check is over.
    const older = found('Allflame', { failedAt: new Date('2026-11-01T06:00:00Z'), lastError: 'x' });
    expect(resolveFollowed(older, none)).toMatchObject({ failedAt: null, lastError: null });
  });

  it('follows the bundled facts when every check so far failed', () => {
    const failedOnly: StoredLeague = {
      league: null,
      source: null,
      since: null,
      checkedAt: null,
      failedAt: new Date('2026-12-02T06:00:00Z'),
      lastError: 'hors ligne',
    };
    expect(resolveFollowed(failedOnly, none)).toMatchObject({
      league: 'Allflame',
      source: 'bundled',
      lastError: 'hors ligne',
    });
  });

  it('lets POE_LEAGUE and POE_GAME_VERSION win, each on its own', () => {
    const both = { league: 'Standard', gameVersion: '3.25.1', standIns: false };
    expect(resolveFollowed(found('Allflame'), both)).toMatchObject({
      league: 'Standard',
      gameVersion: '3.25.1',
      source: 'configuration',
      versionSource: 'configuration',
      since: null,
    });
    const leagueOnly = { ...none, league: 'Mercenaries' };
    expect(resolveFollowed(found('Allflame'), leagueOnly)).toMatchObject({
      league: 'Mercenaries',
      gameVersion: '3.26',
      source: 'configuration',
      versionSource: 'facts',
    });
    const versionOnly = { ...none, gameVersion: '3.29.1' };
    expect(resolveFollowed(found('Allflame'), versionOnly)).toMatchObject({
      league: 'Allflame',
      gameVersion: '3.29.1',
      source: 'trade',
      versionSource: 'configuration',
    });
  });
});

describe('the table of leagues and versions', () => {
  it('knows 3.25 Settlers to 3.29 Allflame, in any case', () => {
    expect(
      ['Settlers', 'Mercenaries', 'Keepers', 'Mirage', 'ALLFLAME'].map(versionOfLeague),
    ).toEqual(['3.25', '3.26', '3.27', '3.28', '3.29']);
    expect(versionOfLeague('Standard')).toBeNull();
  });
});
