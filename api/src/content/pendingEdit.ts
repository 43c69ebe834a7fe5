import { isDeepStrictEqual } from 'node:util';
import { Type, type Static } from 'typebox';
import type { Db } from '../platform/db/client.js';
import { SqlParams } from './listQuery.js';
import { changeOwnedItem, type RightsMessages } from './rights.js';
import { isoDate } from './text.js';
import type { Viewer } from './viewer.js';
import type { Columns } from './writeSql.js';

/**
 * A non-admin owner's edit of their published build or guide (migration 26): stored beside the
 * approved version, which readers, lists, search, the sitemap and share previews keep showing,
 * until an admin approves it (written then as a direct edit would have been) or refuses it (kept,
 * marked refused, for its owner to rework or withdraw). Its owner and admins read the item with
 * the edit over it. An admin's edit, and any edit that leaves the item private, applies the
 * pending edit with what it sends: it is what their form showed.
 */

export type EditStatus = 'pending' | 'refused';

/** The pending-edit columns of a row, and its owner. */
export interface PendingEditRow {
  user_id: number | null;
  pending_edit: Record<string, unknown> | null;
  edit_status: EditStatus | null;
  pending_at: Date | string | null;
}

/** What an item's owner or an admin reads of its pending edit; absent when it has none. */
export const PendingEditSchema = Type.Object({
  status: Type.Union([Type.Literal('pending'), Type.Literal('refused')]),
  /** When its owner last saved it (ISO 8601). */
  submitted_at: Type.String(),
});
export type PendingEdit = Static<typeof PendingEditSchema>;

/**
 * Whether a write waits for an admin instead of changing the approved version: a non-admin's
 * edit of a public (so published) item that does not withdraw it.
 * @example waitsForReview({ admin: false, ... }, { is_public: true }, undefined) // true
 */
export const waitsForReview = (
  writer: Viewer,
  current: { is_public: boolean },
  requested: boolean | undefined,
) => !writer.admin && current.is_public && requested !== false;

/** Whether `viewer` reads the item with its pending edit over it: its owner and admins do. */
export const seesPendingEdit = (
  viewer: Viewer | null,
  row: Pick<PendingEditRow, 'user_id' | 'edit_status'>,
) => viewer !== null && row.edit_status !== null && (viewer.admin || row.user_id === viewer.id);

/** A row as its owner or an admin reads it: the pending edit's columns over the approved ones. */
export function withPendingEdit<Row extends PendingEditRow>(row: Row): Row {
  return row.pending_edit === null ? row : { ...row, ...row.pending_edit };
}

/** The marker an answer carries for whoever sees the pending edit. */
export function pendingMarker(row: PendingEditRow): { pending_edit?: PendingEdit } {
  if (row.edit_status === null || row.pending_at === null) return {};
  return { pending_edit: { status: row.edit_status, submitted_at: isoDate(row.pending_at) } };
}

/** A column's value as the edit stores it: JSON columns as JSON (written as text otherwise). */
const storedValue = (name: string, value: unknown, json: ReadonlySet<string>) =>
  json.has(name) && typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

/**
 * The stored edit's columns as a write sets them (JSON columns as text again), or none: what
 * approving it, or any write that applies it, starts from.
 */
export function pendingColumns(
  row: Pick<PendingEditRow, 'pending_edit'>,
  json: ReadonlySet<string>,
): Columns {
  const columns: Columns = {};
  for (const [name, value] of Object.entries(row.pending_edit ?? {})) {
    columns[name] = json.has(name) ? JSON.stringify(value) : (value as Columns[string]);
  }
  return columns;
}

/**
 * The edit to store: the columns `written` whose values differ from the approved row `current`
 * (a field put back as approved is no change), or null when none does (nothing to moderate).
 */
export function editToStore(
  written: Columns,
  current: Readonly<Record<string, unknown>>,
  json: ReadonlySet<string>,
): Record<string, unknown> | null {
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(written)) {
    const stored = storedValue(name, value, json);
    if (!isDeepStrictEqual(stored, current[name])) changed[name] = stored;
  }
  return Object.keys(changed).length === 0 ? null : changed;
}

/** The pending-edit columns cleared, for a write applying the edit (or finding none). */
export const NO_PENDING_EDIT: Readonly<Columns> = {
  pending_edit: null,
  edit_status: null,
  pending_at: null,
};

/** The pending-edit columns a write sets: the edit stored and waiting again, or none at all. */
export function pendingEditColumns(edit: Record<string, unknown> | null, now: Date): Columns {
  if (edit === null) return { ...NO_PENDING_EDIT };
  return {
    pending_edit: JSON.stringify(edit),
    edit_status: 'pending',
    pending_at: now.toISOString(),
  };
}

/**
 * The statement storing a pending edit: the approved columns, `updated_at` included, untouched,
 * so the public version stays as it is.
 */
export function pendingEditStatement(
  table: 'builds' | 'guides',
  id: number,
  columns: Columns,
  returning: (params: SqlParams) => string,
): { text: string; values: unknown[] } {
  const params = new SqlParams();
  const text = `update ${table} set pending_edit = ${params.add(columns.pending_edit)}::text::jsonb,
      edit_status = ${params.add(columns.edit_status)}, pending_at = ${params.add(columns.pending_at)}
    where id = ${params.add(id)} returning ${returning(params)}`;
  return { text, values: params.values };
}

/**
 * Drops the pending or refused edit of a build or guide, for its owner or an admin (the rights
 * of a delete: a blacklisted owner may still take their words back); the approved version is
 * untouched. Nothing to drop is no error.
 */
export function withdrawPendingEdit(
  db: Db,
  table: 'builds' | 'guides',
  viewer: Viewer,
  id: number,
  messages: RightsMessages,
): Promise<void> {
  return changeOwnedItem(db, table, viewer, id, messages, (tx) =>
    tx.query(
      `update ${table} set pending_edit = null, edit_status = null, pending_at = null
       where id = $1 and edit_status is not null`,
      [id],
    ),
  );
}
