import { BUNDLED_LEAGUE, NEWEST_KNOWN_VERSION, versionOfLeague } from './leagueFacts.js';
import type { StoredLeague } from './sql.js';

/** Where the followed league comes from: a discovery, an override, or the bundled facts. */
export type FollowedSource = 'trade' | 'poe.ninja' | 'configuration' | 'bundled';
/**
 * Where its version comes from: `POE_GAME_VERSION`, the bundled table of leagues and
 * versions, or, for a league newer than that table, the newest version it knows.
 */
export type VersionSource = 'configuration' | 'facts' | 'newest-known';

/** The league and game version the site follows: prices, new builds, « ligue actuelle ». */
export interface FollowedLeague {
  league: string;
  gameVersion: string;
  source: FollowedSource;
  versionSource: VersionSource;
  /** When a discovery first found this league (ISO), or null for an override or the facts. */
  since: string | null;
  /** The last check that found it (ISO). */
  checkedAt: string | null;
  /** The last check that found nothing, and why, when it came after the last good one. */
  failedAt: string | null;
  lastError: string | null;
  /** `UPSTREAM_MODE=fake`: discoveries read the local stand-ins. */
  standIns: boolean;
}

export interface LeagueOverrides {
  /** `POE_LEAGUE`, when set. */
  league: string | undefined;
  /** `POE_GAME_VERSION`, when set. */
  gameVersion: string | undefined;
  standIns: boolean;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * An override wins (source « configuration »), else the last league a discovery found, else
 * the bundled facts (3.29 Allflame). The version follows the league through the table of
 * leagues unless `POE_GAME_VERSION` is set.
 * @example resolveFollowed(null, { league: undefined, gameVersion: undefined, standIns: true }).league // 'Allflame'
 */
export function resolveFollowed(
  stored: StoredLeague | null,
  overrides: LeagueOverrides,
): FollowedLeague {
  const found =
    stored?.league && stored.source ? { league: stored.league, source: stored.source } : null;
  const league = overrides.league ?? found?.league ?? BUNDLED_LEAGUE.league;
  const source: FollowedSource =
    overrides.league !== undefined ? 'configuration' : (found?.source ?? 'bundled');
  const known = versionOfLeague(league);
  const gameVersion = overrides.gameVersion ?? known ?? NEWEST_KNOWN_VERSION;
  const versionSource: VersionSource =
    overrides.gameVersion !== undefined
      ? 'configuration'
      : known !== null
        ? 'facts'
        : 'newest-known';
  const discovered = source === 'trade' || source === 'poe.ninja';
  const failedLater =
    stored?.failedAt != null && (stored.checkedAt == null || stored.failedAt > stored.checkedAt);
  return {
    league,
    gameVersion,
    source,
    versionSource,
    since: discovered ? iso(stored?.since) : null,
    checkedAt: discovered ? iso(stored?.checkedAt) : null,
    failedAt: failedLater ? iso(stored?.failedAt) : null,
    lastError: failedLater ? (stored?.lastError ?? null) : null,
    standIns: overrides.standIns,
  };
}
