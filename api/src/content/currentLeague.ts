import type { Queryable } from '../platform/db/client.js';

/** The current league and game version (configuration) and the leagues public builds name. */
export interface GameInfo {
  league: string;
  gameVersion: string;
  /** The leagues of public builds, the current one first, then newest version first. */
  leagues: string[];
}

/** At most this many leagues are offered to filter on. */
const MAX_LEAGUES = 30;
/** Distinct (league, version) pairs read at most: a guard, far above any real site's. */
const MAX_PAIRS = 1000;

/**
 * Compares game versions part by part ('3.9' < '3.26' < '3.26.1'); '' is lowest.
 * @example compareVersions('3.9', '3.26') // -1
 */
export function compareVersions(a: string, b: string): number {
  const pa = a === '' ? [] : a.split('.').map(Number);
  const pb = b === '' ? [] : b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/**
 * The leagues to offer: the current one, then those of public builds by their newest version.
 * The distinct pairs are read with a loose index scan (a recursive query that jumps from one
 * pair to the next in `builds_public_league_versions`), so the cost follows the number of
 * leagues, not of builds: this runs on every page load.
 */
export async function gameInfo(
  db: Queryable,
  current: { league: string; gameVersion: string },
): Promise<GameInfo> {
  const { rows } = await db.query<{ league: string; game_version: string }>(
    `with recursive pairs as (
       (select league, game_version from builds where is_public and league <> ''
        order by league, game_version limit 1)
       union all
       select next.league, next.game_version from pairs, lateral (
         select league, game_version from builds
         where is_public and league <> ''
           and (league, game_version) > (pairs.league, pairs.game_version)
         order by league, game_version limit 1
       ) next
     )
     select league, game_version from pairs limit ${MAX_PAIRS}`,
  );
  const newest = new Map<string, string>();
  for (const { league, game_version } of rows) {
    const known = newest.get(league);
    if (known === undefined || compareVersions(game_version, known) > 0) {
      newest.set(league, game_version);
    }
  }
  const others = [...newest]
    .filter(([league]) => league !== current.league)
    .sort(([la, va], [lb, vb]) => compareVersions(vb, va) || la.localeCompare(lb))
    .map(([league]) => league);
  return {
    league: current.league,
    gameVersion: current.gameVersion,
    leagues: [current.league, ...others].slice(0, MAX_LEAGUES),
  };
}
