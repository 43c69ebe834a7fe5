import type { Queryable } from '../platform/db/client.js';
import type { LeagueSource } from './discover.js';

/** The last discovery, as stored (migration 27). */
export interface StoredLeague {
  league: string | null;
  source: LeagueSource | null;
  since: Date | null;
  checkedAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
}

export async function readStoredLeague(db: Queryable): Promise<StoredLeague | null> {
  const { rows } = await db.query<{
    league: string | null;
    source: LeagueSource | null;
    since: Date | null;
    checked_at: Date | null;
    failed_at: Date | null;
    last_error: string | null;
  }>('select league, source, since, checked_at, failed_at, last_error from followed_league');
  const row = rows[0];
  if (!row) return null;
  return {
    league: row.league,
    source: row.source,
    since: row.since,
    checkedAt: row.checked_at,
    failedAt: row.failed_at,
    lastError: row.last_error,
  };
}

/**
 * A check that found `league`: `since` moves only when the league differs from the one
 * stored (a new league began), and the last failure is cleared.
 */
export async function storeFoundLeague(
  db: Queryable,
  found: { league: string; source: LeagueSource },
): Promise<{ changed: boolean }> {
  const { rows } = await db.query<{ changed: boolean }>(
    `with before as (select league from followed_league)
     insert into followed_league (id, league, source, since, checked_at, failed_at, last_error)
     values (true, $1, $2, now(), now(), null, null)
     on conflict (id) do update set
       league = excluded.league, source = excluded.source, checked_at = now(),
       failed_at = null, last_error = null,
       since = case when followed_league.league is distinct from excluded.league
                    then now() else followed_league.since end
     returning (select league from before) is distinct from $1 as changed`,
    [found.league, found.source],
  );
  return { changed: rows[0]?.changed ?? true };
}

/** A check that found nothing: the league stored stays, the failure is noted beside it. */
export async function storeLeagueFailure(db: Queryable, error: string): Promise<void> {
  await db.query(
    `insert into followed_league (id, failed_at, last_error) values (true, now(), $1)
     on conflict (id) do update set failed_at = now(), last_error = excluded.last_error`,
    [error],
  );
}
