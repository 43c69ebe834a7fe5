import type { Migration } from '../types.js';

/**
 * Transfigured gems (« Boneshatter of Carnage »: a variant of a base gem, 3.23 and later) are
 * told apart from the others: they take their base gem's colour and the wheel's exclusions.
 */
export const transfiguredGems: Migration = {
  version: 22,
  name: 'transfigured_gems',
  sql: `
    alter table gems add column is_transfigured boolean not null default false;
  `,
};
