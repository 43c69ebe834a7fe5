import type { Migration } from '../types.js';

/**
 * The league and game version a build was written for ('Mercenaries', '3.26'). Builds written
 * before this migration keep empty strings: unknown, and shown without a tag. The server fills
 * both from its configuration (POE_LEAGUE, POE_GAME_VERSION) on create unless the author picks
 * others. The checks repeat the API's rules, so no other writer can store anything else.
 */
export const buildLeague: Migration = {
  version: 14,
  name: 'build_league',
  sql: `
    alter table builds add column league text not null default ''
      check (char_length(league) <= 40);
    alter table builds add column game_version text not null default ''
      check (game_version ~ '^([0-9]{1,2}\\.[0-9]{1,2}(\\.[0-9]{1,2})?)?$');
    create index builds_league_newest on builds (league, created_at desc, id desc);
    -- The leagues offered to filter on (GET /api/site) are read by skipping through this small
    -- index, one probe per league and version, however many builds there are.
    create index builds_public_league_versions on builds (league, game_version)
      where is_public and league <> '';
  `,
};
