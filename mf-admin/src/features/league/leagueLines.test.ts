import { describe, expect, it } from 'vitest';
import type { FollowedLeague } from './leagueApi';
import { leagueLines } from './leagueLines';

const offline: FollowedLeague = {
  league: 'Allflame',
  gameVersion: '3.29',
  source: 'bundled',
  versionSource: 'facts',
  since: null,
  checkedAt: null,
  failedAt: null,
  lastError: null,
  standIns: true,
  bundled: { league: 'Allflame', gameVersion: '3.29' },
};

describe('leagueLines', () => {
  it('says an offline site follows the bundled facts, without dates', () => {
    expect(leagueLines(offline)).toEqual([
      { key: 'league.source.bundled', values: { league: 'Allflame', version: '3.29' } },
      { key: 'league.version.facts', values: { league: 'Allflame', version: '3.29' } },
    ]);
  });

  it('names poe.ninja, the stand-ins, a version newer than the table and both dates', () => {
    const lines = leagueLines({
      ...offline,
      league: 'Hollowmere',
      source: 'poe.ninja',
      versionSource: 'newest-known',
      since: '2026-12-01T06:00:00.000Z',
      checkedAt: '2026-12-02T06:00:00.000Z',
    });
    expect(lines.map((line) => line.key)).toEqual([
      'league.source.ninja',
      'league.standIns',
      'league.version.newest-known',
      'league.since',
      'league.checkedAt',
    ]);
    expect(lines[2]?.values).toEqual({ league: 'Hollowmere', version: '3.29' });
  });

  it('says nothing of stand-ins for the configuration', () => {
    const keys = leagueLines({
      ...offline,
      source: 'configuration',
      versionSource: 'configuration',
    }).map((line) => line.key);
    expect(keys).toEqual(['league.source.configuration', 'league.version.configuration']);
  });
});
