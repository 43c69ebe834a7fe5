import { Type } from 'typebox';
import { REVIEW_STATUSES, type ReviewStatus } from 'game-facts';
import type { Viewer } from './viewer.js';

// Where a build or guide stands in moderation (migration 7): REVIEW_STATUSES. Null: not under
// review, a private draft (an admin's own private item, or a creator's draft they have not
// submitted). The rule kept everywhere: an item is public exactly when it is 'published'.

/**
 * A new item. A non-admin's enters the moderation queue only when they asked for publication
 * (`requested` true, the form's 'Soumettre pour publication'); otherwise it is their private
 * draft, which no admin is asked to look at. An admin's is published when public, else a draft.
 * @example reviewOnCreate({ admin: false, ... }, false, true) // 'pending'
 * @example reviewOnCreate({ admin: false, ... }, false, false) // null (a draft)
 */
export function reviewOnCreate(
  writer: Viewer,
  isPublic: boolean,
  requested: boolean | undefined,
): ReviewStatus | null {
  if (!writer.admin) return requested === true ? 'pending' : null;
  return isPublic ? 'published' : null;
}

export interface ReviewedItem {
  user_id: number | null;
  review_status: ReviewStatus | null;
}

/**
 * An edited item, once `publicAfterWrite` has decided `isPublic`:
 * - public: 'published' (only an admin makes an item public, so publishing is a review; an owner's
 *   edit of their published item never comes here: it waits beside it, content/pendingEdit.ts);
 * - a non-admin owner: asking for publication (`requested` true) makes it 'pending'; saving it
 *   private (`requested` false) makes it a draft again, out of the queue, even when it was
 *   published or waiting; an edit that says nothing keeps a waiting item waiting and submits a
 *   refused one again;
 * - an admin editing without publishing keeps the status, except when they withdraw a published
 *   item: their own leaves review (null), someone else's is 'refused' (the owner sees why it
 *   disappeared and may edit it to submit it again).
 * @example reviewOnUpdate(owner, { user_id: 3, review_status: null }, false, true) // 'pending'
 */
export function reviewOnUpdate(
  writer: Viewer,
  current: ReviewedItem,
  isPublic: boolean,
  requested: boolean | undefined,
): ReviewStatus | null {
  if (isPublic) return 'published';
  if (!writer.admin) {
    if (requested !== undefined) return requested ? 'pending' : null;
    return current.review_status === null ? null : 'pending';
  }
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
export const ReviewStatusSchema = Type.Union([Type.Enum(REVIEW_STATUSES), Type.Null()]);
