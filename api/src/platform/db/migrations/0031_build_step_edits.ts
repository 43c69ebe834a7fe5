import type { Migration } from '../types.js';

/**
 * The author's edits of a build's « Suivre ce build » steps, by step key: their own advice for a
 * step and whether it is hidden from readers (`build_step_edits`), and their order of a phase's
 * steps (`build_step_orders`). Keys are those the steps are generated with (derived from the
 * content), so a key the build no longer has stays stored and is simply not applied. Both
 * cascade with the build; the primary keys serve the reads, which are always by build.
 */
export const buildStepEdits: Migration = {
  version: 32,
  name: 'build_step_edits',
  sql: `
    create table build_step_edits (
      build_id integer not null references builds (id) on delete cascade,
      step_key text not null check (char_length(step_key) between 1 and 300),
      note text not null default '' check (char_length(note) <= 1000),
      hidden boolean not null default false,
      primary key (build_id, step_key)
    );
    create table build_step_orders (
      build_id integer not null references builds (id) on delete cascade,
      phase text not null
        check (phase in ('leveling', 'premier_equipement', 'endgame', 'optimisation')),
      keys text[] not null check (cardinality(keys) <= 500),
      primary key (build_id, phase)
    );
  `,
};
