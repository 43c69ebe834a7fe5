import type { Migration } from '../types.js';

/**
 * The challenge league the site follows, as the last successful discovery found it (the trade
 * site's list of leagues, else poe.ninja's index): one row, shared by every API process.
 * - `league`, `source`: what was found and where ('trade' or 'poe.ninja');
 * - `since`: when that league was first found (kept while later checks confirm it);
 * - `checked_at`: the last check that found it;
 * - `failed_at`, `last_error`: the last check that found nothing (both sources down), which
 *   keeps the league as it was: the last good answer stays followed (a first check that
 *   failed leaves only these two, and the bundled facts are followed).
 */
export const followedLeague: Migration = {
  version: 27,
  name: 'followed_league',
  sql: `
    create table followed_league (
      id boolean primary key default true check (id),
      league text,
      source text check (source in ('trade', 'poe.ninja')),
      since timestamptz,
      checked_at timestamptz,
      failed_at timestamptz,
      last_error text,
      constraint followed_league_whole check (
        (league is null) = (source is null) and (league is null) = (since is null)
        and (league is null) = (checked_at is null))
    );
  `,
};
