import type { Migration } from '../types.js';

/**
 * Builds and guides, and the record of the demo content seeded once.
 *
 * The list endpoints must stay fast with 10,000 builds, so:
 * - the card columns (title, author, class, ratings...) stay small; the equipment sets, gem
 *   sockets and phase texts are jsonb/text that PostgreSQL moves out of line (TOAST) when large,
 *   and the list query never reads them;
 * - `search_text` is `lower(title || ' ' || author)` computed by the server with JavaScript's
 *   Unicode case folding (PostgreSQL's `lower()` depends on the database locale, and under `C`
 *   leaves « É » alone), searched with `like` and, where pg_trgm exists, a trigram GIN index;
 * - btree indexes serve the default order (newest first) for each visibility, the owner filter
 *   and the class/ascendancy or type filters.
 *
 * pg_trgm is created once per database in `public` (test schemas come and go; an extension
 * inside one would vanish with it) under a lock shared by every schema, and only used when
 * available: a server without it still answers searches, by scanning.
 */
export const buildsGuides: Migration = {
  version: 5,
  name: 'builds_guides',
  sql: `
    select pg_advisory_xact_lock(hashtext('poe-debutants:extension:pg_trgm'));
    do $$
    begin
      create extension if not exists pg_trgm with schema public;
    exception when others then
      raise notice 'pg_trgm unavailable (%), searches will scan', sqlerrm;
    end $$;

    create table builds (
      id serial primary key,
      user_id integer references users (id) on delete set null,
      author text not null,
      title text not null check (char_length(title) between 1 and 150),
      introduction text not null default '',
      classe text not null default '',
      ascendancy text not null default '',
      difficulte smallint not null default 5 check (difficulte between 0 and 5),
      cout smallint not null default 5 check (cout between 0 and 5),
      boss smallint not null default 5 check (boss between 0 and 5),
      rapidite smallint not null default 5 check (rapidite between 0 and 5),
      survie smallint not null default 5 check (survie between 0 and 5),
      is_public boolean not null default false,
      search_text text not null,
      atlas_tree_url text not null default '',
      pobb_in_url text not null default '',
      video_url text not null default '',
      equipment jsonb not null default '{}',
      leveling_equipment jsonb not null default '{}',
      premier_equipement_equipment jsonb not null default '{}',
      endgame_equipment jsonb not null default '{}',
      optimisation_equipment jsonb not null default '{}',
      gem_sockets jsonb not null default '{}',
      gem_sockets_main jsonb not null default '{}',
      gem_sockets_leveling jsonb not null default '{}',
      gem_sockets_premier_equipement jsonb not null default '{}',
      gem_sockets_endgame jsonb not null default '{}',
      gem_sockets_optimisation jsonb not null default '{}',
      leveling text not null default '',
      premier_equipement text not null default '',
      endgame text not null default '',
      optimisation text not null default '',
      mecaniques text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index builds_public_newest on builds (is_public, created_at desc, id desc);
    create index builds_newest on builds (created_at desc, id desc);
    create index builds_owner_newest on builds (user_id, created_at desc, id desc);
    create index builds_class_newest on builds (classe, ascendancy, created_at desc, id desc);

    create table guides (
      id serial primary key,
      user_id integer references users (id) on delete set null,
      author text not null,
      title text not null check (char_length(title) between 1 and 150),
      description text not null default '' check (char_length(description) <= 200),
      content text not null default '',
      type text not null default 'Guide global'
        check (type in ('Guide global', 'Guide de craft', 'Astuce de Farm')),
      is_public boolean not null default false,
      search_text text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index guides_public_newest on guides (is_public, created_at desc, id desc);
    create index guides_newest on guides (created_at desc, id desc);
    create index guides_owner_newest on guides (user_id, created_at desc, id desc);
    create index guides_type_newest on guides (type, created_at desc, id desc);

    -- The trigram operator class lives wherever pg_trgm was installed: look it up.
    do $$
    declare ext_schema text;
    begin
      select n.nspname into ext_schema
        from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm';
      if ext_schema is not null then
        execute format(
          'create index builds_search on builds using gin (search_text %I.gin_trgm_ops)',
          ext_schema);
        execute format(
          'create index guides_search on guides using gin (search_text %I.gin_trgm_ops)',
          ext_schema);
      end if;
    end $$;

    -- One row per seed that ran: a seed never runs twice, so content an admin deleted stays
    -- deleted across restarts.
    create table content_seeds (
      name text primary key,
      ran_at timestamptz not null default now()
    );
  `,
};
