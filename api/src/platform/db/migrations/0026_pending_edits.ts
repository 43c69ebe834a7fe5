import type { Migration } from '../types.js';

const pendingColumns = (table: 'builds' | 'guides') => `
    alter table ${table}
      add column pending_edit jsonb,
      add column edit_status text check (edit_status in ('pending', 'refused')),
      add column pending_at timestamptz,
      add constraint ${table}_pending_edit_whole check (
        (pending_edit is null) = (edit_status is null)
        and (pending_edit is null) = (pending_at is null)),
      add constraint ${table}_pending_edit_published check (
        edit_status is null or review_status = 'published');
    create index ${table}_edit_pending on ${table} (pending_at, id) where edit_status = 'pending';
`;

/**
 * A non-admin owner's edit of their published build or guide, waiting for an admin beside the
 * approved version, which readers keep seeing (content/pendingEdit.ts):
 * - `pending_edit`: the columns the edit changes, with the values a direct edit would have
 *   written (validated and sanitised the same way; JSON columns as JSON, not text);
 * - `edit_status`: 'pending' while it waits, 'refused' once an admin turned it down (kept so
 *   its owner sees it and may rework or withdraw it);
 * - `pending_at`: when its owner last saved it (the queue's order).
 *
 * The three are set or cleared together, and only a published item has one: withdrawing,
 * refusing or deleting the item never leaves an edit behind. The partial indexes serve the
 * admin's queue at no cost to other rows.
 */
export const pendingEdits: Migration = {
  version: 26,
  name: 'pending_edits',
  sql: pendingColumns('builds') + pendingColumns('guides'),
};
