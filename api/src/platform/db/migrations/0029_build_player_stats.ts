import type { Migration } from '../types.js';

/**
 * What Path of Building computed for a build, as an import brought it: per phase tab, its
 * `<PlayerStat>`s by PoB's name (`{ "main": { "Life": 4533, "CombinedDPS": 120000 } }`), and
 * the export's `<Notes>` as plain text. A build typed by hand keeps `{}` and ''. The stored
 * public answers are dropped so each build's next answer carries the fields.
 */
export const buildPlayerStats: Migration = {
  version: 30,
  name: 'build_player_stats',
  sql: `
    alter table builds add column pob_stats jsonb not null default '{}'::jsonb;
    alter table builds add column pob_notes text not null default '';
    update builds set public_answer = null where public_answer is not null;
  `,
};
