import type { Migration } from '../types.js';

/**
 * French names of unique items, known before the unique itself is: the catalogue seed fills it
 * from the bundled game data (which names uniques but not their bases), and the unique refresh
 * jobs add the items (base, class, picture) to `uniques`. Listing a unique reads its own
 * `name_fr` first, then this table's.
 */
export const uniqueNames: Migration = {
  version: 9,
  name: 'unique_names',
  sql: `
    create table unique_names (
      name text primary key,
      name_fr text not null
    );
  `,
};
