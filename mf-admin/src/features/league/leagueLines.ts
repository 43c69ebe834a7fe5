import type { FollowedLeague, LeagueSource, VersionSource } from './leagueApi';

/** i18next reads dots as nesting: poe.ninja's key is `ninja`. */
const SOURCE_KEY = {
  trade: 'trade',
  'poe.ninja': 'ninja',
  configuration: 'configuration',
  bundled: 'bundled',
} as const satisfies Record<LeagueSource, string>;

export type LeagueKey =
  | `league.source.${(typeof SOURCE_KEY)[LeagueSource]}`
  | 'league.standIns'
  | `league.version.${VersionSource}`
  | 'league.since'
  | 'league.checkedAt';

/** One line of the league card: a translation key and its values (dates as ISO strings). */
export type LineValues = {
  league?: string;
  version?: string;
  /** ISO, formatted by the card in the page's language. */
  date?: string;
};

export interface LeagueLine {
  key: LeagueKey;
  values: LineValues;
}

/**
 * What the card says, in order: where the league comes from, where its version comes from,
 * since when and the last check. No React, so the wording rules are tested alone.
 * @example leagueLines({ source: 'bundled', standIns: true, ... })[0] // { key: 'league.source.bundled', ... }
 */
export function leagueLines(followed: FollowedLeague): LeagueLine[] {
  const { bundled } = followed;
  const lines: LeagueLine[] = [
    {
      key: `league.source.${SOURCE_KEY[followed.source]}`,
      values: { league: bundled.league, version: bundled.gameVersion },
    },
  ];
  const discovered = followed.source === 'trade' || followed.source === 'poe.ninja';
  if (discovered && followed.standIns) lines.push({ key: 'league.standIns', values: {} });
  lines.push({
    key: `league.version.${followed.versionSource}`,
    values: { version: followed.gameVersion, league: followed.league },
  });
  if (followed.since) lines.push({ key: 'league.since', values: { date: followed.since } });
  if (followed.checkedAt) {
    lines.push({ key: 'league.checkedAt', values: { date: followed.checkedAt } });
  }
  return lines;
}
