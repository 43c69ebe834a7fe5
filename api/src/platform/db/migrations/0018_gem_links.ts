import type { Migration } from '../types.js';

/**
 * Which sockets of each item are linked: per gem-socket field ('gem_sockets_main', ...), per slot
 * label, one link-group index per socket (`[0, 0, 0, 0, 1, 1]` is a 4-link and a 2-link). Builds
 * written before it keep `{}`, which reads as every slot's sockets linked together.
 */
export const gemLinks: Migration = {
  version: 18,
  name: 'gem_links',
  sql: `
    alter table builds add column gem_links jsonb not null default '{}';
  `,
};
