import type { Migration } from '../types.js';

/**
 * The fixed beginner guides of the reading side (their texts ship with the browser code) that an
 * admin has hidden from visitors. A row means hidden; restoring deletes it, so nothing else about
 * a static guide lives here.
 *
 * - `slug` is the guide's address on the site (`/guide/<slug>`); the server accepts only the
 *   known ones.
 * - `hidden_by` remembers who did it; deleting that account keeps the guide hidden.
 */
export const hiddenStaticGuides: Migration = {
  version: 11,
  name: 'hidden_static_guides',
  sql: `
    create table hidden_static_guides (
      slug text primary key check (slug ~ '^[a-z0-9-]{1,64}$'),
      hidden_by integer references users (id) on delete set null,
      hidden_at timestamptz not null default now()
    );
  `,
};
