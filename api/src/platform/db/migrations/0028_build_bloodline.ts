import type { Migration } from '../types.js';

/**
 * A build's bloodline, the secondary ascendancy the game offers since 3.27 (game-facts
 * `BLOODLINES`, by Path of Building's id: 'Aul', 'Trialmaster', …), '' for none. The stored
 * public answers are dropped so each build's next answer carries the field.
 */
export const buildBloodline: Migration = {
  version: 29,
  name: 'build_bloodline',
  sql: `
    alter table builds add column bloodline text not null default '';
    update builds set public_answer = null where public_answer is not null;
  `,
};
