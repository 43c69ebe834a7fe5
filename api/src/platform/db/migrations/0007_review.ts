import type { Migration } from '../types.js';

const reviewColumns = (table: 'builds' | 'guides') => `
    alter table ${table}
      add column review_status text check (review_status in ('pending', 'published', 'refused')),
      add column reviewed_at timestamptz;
    update ${table} t set
      review_status = case
        when t.is_public then 'published'
        when exists (select 1 from users u where u.id = t.user_id and u.role <> 'admin')
          then 'pending'
      end,
      reviewed_at = case when t.is_public then t.updated_at end;
    create index ${table}_pending on ${table} (created_at, id) where review_status = 'pending';
`;

/**
 * Moderation of builds and guides: `review_status` is null for an item not under review (an
 * admin's own private item), 'pending' while it waits for an admin, 'published' once public,
 * 'refused' when an admin turned it down (it stays private; its owner may edit it to submit it
 * again); `reviewed_at` is when the last decision was taken.
 *
 * Existing rows: public ones were published by an admin (the only role that could), private
 * ones of non-admin authors were waiting, the rest (admins' drafts, authorless rows) are out of
 * review. The partial indexes serve the admin's queue, oldest first, at no cost to other rows.
 */
export const review: Migration = {
  version: 7,
  name: 'review',
  sql: reviewColumns('builds') + reviewColumns('guides'),
};
