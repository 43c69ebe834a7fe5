import type { Migration } from '../types.js';

/**
 * Market prices for the build cost estimate, read from poe.ninja for a league. Kept apart from
 * the catalogue (`currencies.chaos_equivalent` is refreshed only by the admin's job and holds no
 * uniques or gems) so that prices refresh on their own schedule and the catalogue never waits
 * on them.
 *
 * `price_lists`: one row per league and poe.ninja overview (`Currency`, `UniqueWeapon`, …,
 * `SkillGem`): when its lines were last stored (`fetched_at`) and last asked for
 * (`attempted_at`, a lease: a process claims a stale list by moving it, so several API
 * processes never ask poe.ninja for the same list together, and a failing upstream is asked at
 * most once every few minutes).
 *
 * `item_prices`: one row per league, list and name, with the chaos value of the variant the
 * estimate uses (see `src/prices/overviewPrices.ts`); a list's rows are replaced together.
 */
export const itemPrices: Migration = {
  version: 15,
  name: 'item_prices',
  sql: `
    create table price_lists (
      league text not null,
      source text not null,
      fetched_at timestamptz,
      attempted_at timestamptz not null default now(),
      primary key (league, source)
    );

    create table item_prices (
      league text not null,
      kind text not null check (kind in ('unique', 'gem', 'currency')),
      name text not null,
      source text not null,
      chaos_value double precision not null check (chaos_value >= 0),
      primary key (league, source, name),
      foreign key (league, source) references price_lists (league, source) on delete cascade
    );
    -- Build items are matched whatever their case ('goldrim' is Goldrim).
    create index item_prices_lower_name on item_prices (league, lower(name));
  `,
};
