import type { Migration } from '../types.js';

/**
 * Favourites: a signed-in account marks builds and guides it wants to find again ('Mes favoris').
 *
 * - One table per kind, keyed by account and item, so marking twice is one row; both sides
 *   cascade, so deleting an account or an item takes its favourites with it.
 * - `favourite_count` on builds and guides is kept by triggers on those tables, in the same
 *   transaction as the insert or delete (cascades included), so sorting by most favourited reads
 *   one indexed column instead of counting rows per card.
 * - `(user_id, created_at desc)` serves the account's list, newest first; `(build_id)` and
 *   `(guide_id)` the cascades.
 */
export const favourites: Migration = {
  version: 12,
  name: 'favourites',
  sql: `
    alter table builds add column favourite_count integer not null default 0
      check (favourite_count >= 0);
    alter table guides add column favourite_count integer not null default 0
      check (favourite_count >= 0);

    create table build_favourites (
      user_id integer not null references users (id) on delete cascade,
      build_id integer not null references builds (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, build_id)
    );
    create index build_favourites_build on build_favourites (build_id);
    create index build_favourites_user_newest on build_favourites (user_id, created_at desc);

    create table guide_favourites (
      user_id integer not null references users (id) on delete cascade,
      guide_id integer not null references guides (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, guide_id)
    );
    create index guide_favourites_guide on guide_favourites (guide_id);
    create index guide_favourites_user_newest on guide_favourites (user_id, created_at desc);

    create function count_build_favourite() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update builds set favourite_count = favourite_count + 1 where id = new.build_id;
      else
        update builds set favourite_count = favourite_count - 1 where id = old.build_id;
      end if;
      return null;
    end $$;
    create trigger build_favourites_count after insert or delete on build_favourites
      for each row execute function count_build_favourite();

    create function count_guide_favourite() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update guides set favourite_count = favourite_count + 1 where id = new.guide_id;
      else
        update guides set favourite_count = favourite_count - 1 where id = old.guide_id;
      end if;
      return null;
    end $$;
    create trigger guide_favourites_count after insert or delete on guide_favourites
      for each row execute function count_guide_favourite();

    -- Most favourited first, ties newest first, for each visibility as the default order has.
    create index builds_public_favourites
      on builds (is_public, favourite_count desc, created_at desc, id desc);
    create index builds_favourites on builds (favourite_count desc, created_at desc, id desc);
    create index guides_public_favourites
      on guides (is_public, favourite_count desc, created_at desc, id desc);
    create index guides_favourites on guides (favourite_count desc, created_at desc, id desc);
  `,
};
