import type { Migration } from '../types.js';

/**
 * The game catalogue (seeded from bundled data at start, refreshed by the maintenance jobs) and
 * the jobs themselves. Icons are stored as the upstream address the image jobs download from;
 * the browser only ever sees our own `/images/...` paths.
 */
export const gameData: Migration = {
  version: 3,
  name: 'game_data',
  sql: `
    create table gems (
      name text primary key,
      name_fr text,
      colour text not null default 'white' check (colour in ('red', 'green', 'blue', 'white')),
      tags text[] not null default '{}',
      level_required integer,
      icon_url text,
      description text not null default '',
      is_support boolean not null default false,
      is_aura boolean not null default false,
      is_vaal boolean not null default false,
      is_awakened boolean not null default false,
      updated_at timestamptz not null default now()
    );

    create table currencies (
      name text primary key,
      name_fr text,
      type text not null check (type in ('Currency', 'Fragment', 'Scarab', 'Essence', 'Fossil')),
      icon_url text,
      description text not null default '',
      chaos_equivalent double precision,
      details_id text,
      -- Position among the spec's 23 base currencies, listed first; null for the others.
      base_rank integer,
      updated_at timestamptz not null default now()
    );

    create table item_bases (
      name text primary key,
      name_fr text,
      item_class text not null,
      -- Grammatical gender of the French base name (M/F), for gendered unique names.
      inflection text
    );

    create table uniques (
      name text primary key,
      name_fr text,
      base text not null,
      item_class text not null,
      icon_url text,
      updated_at timestamptz not null default now()
    );

    create table jobs (
      id serial primary key,
      kind text not null,
      status text not null check (status in ('running', 'succeeded', 'failed')),
      progress integer not null default 0 check (progress between 0 and 100),
      logs jsonb not null default '[]',
      result jsonb,
      started_at timestamptz not null default now(),
      finished_at timestamptz
    );
    -- One job of a kind at a time, whichever API process starts it.
    create unique index jobs_one_running_per_kind on jobs (kind) where status = 'running';
  `,
};
