import type { Migration } from '../types.js';

/**
 * The passive tree per game version, as the browser reads it (gameData/passiveTree/types.ts), written by
 * the tree job from the game's official export (or the local stand-in); `hash` names the exact
 * content so its address can be cached for ever. Builds keep their trees per phase as one JSON
 * object (`passive_trees`), checked against these rows when written.
 */
export const passiveTrees: Migration = {
  version: 21,
  name: 'passive_trees',
  sql: `
    create table passive_trees (
      version text primary key,
      hash text not null,
      data text not null,
      source text not null,
      fetched_at timestamptz not null default now()
    );
    alter table builds add column passive_trees jsonb not null default '{}';
  `,
};
