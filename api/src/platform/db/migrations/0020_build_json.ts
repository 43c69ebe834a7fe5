import type { Migration } from '../types.js';

const JSON_COLUMNS = [
  'equipment',
  'leveling_equipment',
  'premier_equipement_equipment',
  'endgame_equipment',
  'optimisation_equipment',
  'gem_sockets',
  'gem_sockets_main',
  'gem_sockets_leveling',
  'gem_sockets_premier_equipement',
  'gem_sockets_endgame',
  'gem_sockets_optimisation',
  'gem_links',
].join(', ');

/**
 * A build's reading answer is written by PostgreSQL from its stored JSON columns when the row's
 * `index_version` says they are stored cleaned (builds/buildJson.ts). An update of those
 * columns that does not set `index_version` itself sets it back to 0: a value written by hand
 * is then read through the JavaScript cleaners until the server cleans it (its own writes at
 * once, the startup backfill for the rest) and marks the row current again, in a later
 * statement that leaves the JSON columns alone. An insert keeps the version it names (0 unless
 * said: the column's default).
 *
 * Also the indexes the list sorted by title reads its pages from (README « Query plans »).
 */
export const buildJson: Migration = {
  version: 20,
  name: 'build_json',
  sql: `
    create function builds_json_written() returns trigger language plpgsql as $$
    begin
      new.index_version := 0;
      return new;
    end $$;
    create trigger builds_json_written before update of ${JSON_COLUMNS} on builds
      for each row when (new.index_version = old.index_version)
      execute function builds_json_written();
    -- The list sorted by title: a page is read from the index, not by sorting every build.
    create index builds_public_title on builds (is_public, lower(title), id);
    create index builds_title on builds (lower(title), id);
  `,
};
