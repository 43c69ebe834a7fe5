import type { Migration } from '../types.js';

/**
 * How far a signed-in reader has followed a build (« Suivre ce build »): the keys of the steps
 * they ticked. Step keys are derived from the steps' content (gem name, phase, node id), so a
 * build edited since keeps the ticks of the steps it still has; keys of steps it no longer has
 * stay in the row and are simply not shown. One row per account and build, both sides cascade;
 * the primary key serves the account's reads, `(build_id)` the cascade.
 */
export const buildProgress: Migration = {
  version: 31,
  name: 'build_progress',
  sql: `
    create table build_progress (
      user_id integer not null references users (id) on delete cascade,
      build_id integer not null references builds (id) on delete cascade,
      ticked text[] not null default '{}' check (cardinality(ticked) <= 2000),
      updated_at timestamptz not null default now(),
      primary key (user_id, build_id)
    );
    create index build_progress_build on build_progress (build_id);
  `,
};
