import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { RESTRICTED } from '../accounts/plugin.js';
import type { Role } from '../accounts/users/roles.js';
import type { Viewer } from './viewer.js';

/** Who may create builds and guides (the twitch role's status card promises it too). */
export const CREATOR_ROLES: readonly Role[] = ['admin', 'createur', 'twitch'];

/** What rights checks need of a stored build or guide. */
export interface Ownership {
  user_id: number | null;
  is_public: boolean;
}

export interface RightsMessages {
  notFound: string;
  forbidden: string;
}

/**
 * Lets the owner or an admin change an item. An item the viewer may not even see answers 404,
 * as reading it would, so its existence is not revealed; a blacklisted owner may delete their
 * item but no longer edit it.
 */
export function assertCanChange(
  viewer: Viewer,
  item: Ownership | undefined,
  action: 'edit' | 'delete',
  messages: RightsMessages,
): asserts item is Ownership {
  const owner = item !== undefined && item.user_id === viewer.id;
  if (item === undefined || (!item.is_public && !owner && !viewer.admin)) {
    throw new HttpError(404, messages.notFound);
  }
  if (viewer.admin) return;
  if (!owner) throw new HttpError(403, messages.forbidden);
  if (action === 'edit' && viewer.blacklisted) throw new HttpError(403, RESTRICTED);
}

/**
 * Whether an item is public after a write. Only an admin publishes: a non-admin's new item stays
 * private whatever was sent (a draft, or waiting for validation when they asked for publication,
 * see review.ts), and their edit can withdraw it but never publish it.
 * @example publicAfterWrite({ admin: false, ... }, undefined, true) // false
 */
export function publicAfterWrite(
  viewer: Viewer,
  current: boolean | undefined,
  requested: boolean | undefined,
): boolean {
  if (viewer.admin) return requested ?? current ?? false;
  return (current ?? false) && requested !== false;
}

/**
 * Runs `write` in a transaction holding a build's or guide's row, once `assertCanChange` allows
 * what a delete needs: deleting the item, or taking back its waiting edit.
 */
export function changeOwnedItem(
  db: Db,
  table: 'builds' | 'guides',
  viewer: Viewer,
  id: number,
  messages: RightsMessages,
  write: (tx: Queryable) => Promise<unknown>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Ownership>(
      `select user_id, is_public from ${table} where id = $1 for update`,
      [id],
    );
    assertCanChange(viewer, rows[0], 'delete', messages);
    await write(tx);
  });
}

/** Deletes a build or guide: both kinds alike, only their table and messages differ. */
export const deleteOwnedItem = (
  db: Db,
  table: 'builds' | 'guides',
  viewer: Viewer,
  id: number,
  messages: RightsMessages,
): Promise<void> =>
  changeOwnedItem(db, table, viewer, id, messages, (tx) =>
    tx.query(`delete from ${table} where id = $1`, [id]),
  );
