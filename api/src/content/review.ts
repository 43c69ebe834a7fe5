import { Type } from 'typebox';
import type { Viewer } from './viewer.js';

/**
 * Where a build or guide stands in moderation (migration 7). Null: not under review, an admin's
 * own private item. The rule kept everywhere: an item is public exactly when it is 'published'.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'refused'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A new item: a non-admin's waits for validation; an admin's is published when public and out
 * of review otherwise.
 * @example reviewOnCreate({ admin: false, ... }, false) // 'pending'
 */
export function reviewOnCreate(writer: Viewer, isPublic: boolean): ReviewStatus | null {
  if (!writer.admin) return 'pending';
  return isPublic ? 'published' : null;
}

export interface ReviewedItem {
  user_id: number | null;
  review_status: ReviewStatus | null;
}

/**
 * An edited item, once `publicAfterWrite` has decided `isPublic`:
 * - public: 'published' (only an admin makes an item public, so publishing is a review);
 * - a non-admin owner's edit leaves it waiting: a refused item goes back to 'pending', and one
 *   they withdrew from the public lists waits to be published again;
 * - an admin editing without publishing keeps the status, except when they withdraw a published
 *   item: their own leaves review (null), someone else's is 'refused' (the owner sees why it
 *   disappeared and may edit it to submit it again).
 * @example reviewOnUpdate(owner, { user_id: 3, review_status: 'refused' }, false) // 'pending'
 */
export function reviewOnUpdate(
  writer: Viewer,
  current: ReviewedItem,
  isPublic: boolean,
): ReviewStatus | null {
  if (isPublic) return 'published';
  if (!writer.admin) return 'pending';
  if (current.review_status !== 'published') return current.review_status;
  return current.user_id === writer.id ? null : 'refused';
}

/**
 * The columns a write sets: the status, and `reviewed_at` stamped when an item gets a decision
 * (published or refused) it did not have, cleared when it waits again.
 */
export function reviewColumns(
  before: ReviewStatus | null | undefined,
  after: ReviewStatus | null,
  now: Date,
): { review_status: ReviewStatus | null; reviewed_at?: string | null } {
  if (before === after) return { review_status: after };
  const decided = after === 'published' || after === 'refused';
  return { review_status: after, reviewed_at: decided ? now.toISOString() : null };
}

/** How read answers carry the status (null: not under review). */
export const ReviewStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('published'),
  Type.Literal('refused'),
  Type.Null(),
]);
