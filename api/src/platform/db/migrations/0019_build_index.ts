import type { Migration } from '../types.js';

/**
 * What the build index shows and filters on without reading the big JSON columns:
 * - `main_skill`: the English name of the main skill gem, derived by the server from the main
 *   set's sockets and links (content/mainSkill.ts) on every write; '' when there is none;
 * - `main_cost_chaos`: the main set's estimated price in chaos from the stored poe.ninja prices,
 *   refreshed when the build is written and when the price lists are read again; null when
 *   nothing in it has a known price;
 * - `index_version`: which derivation wrote those columns and `search_text` (now folded: no
 *   accents, with class, ascendancy and main skill). The derivation is JavaScript (gem tags,
 *   link groups, price lookups) that SQL cannot repeat faithfully, so rows written before are
 *   brought up to date by the server at start, in batches (builds/indexBackfill.ts), and
 *   the column says which rows still need it; guides take the same column for their search text.
 */
export const buildIndex: Migration = {
  version: 19,
  name: 'build_index',
  sql: `
    alter table builds add column main_skill text not null default '';
    alter table builds add column main_cost_chaos double precision;
    alter table builds add column index_version integer not null default 0;
    alter table guides add column index_version integer not null default 0;
    create index builds_main_skill_newest on builds (main_skill, created_at desc, id desc);
    -- The filter's choices count the public builds per skill from the index alone.
    create index builds_public_main_skill on builds (is_public, main_skill);
    create index builds_index_version on builds (index_version);
    create index guides_index_version on guides (index_version);
  `,
};
