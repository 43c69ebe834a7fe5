import type { Queryable } from '../platform/db/client.js';
import type { PostLimit } from '../platform/config/forumConfig.js';
import { HttpError } from '../platform/http/httpError.js';
import { hitWindows, type WindowTable } from '../platform/rateLimit/windows.js';

export const TOO_MANY_POSTS = 'Trop de messages envoyés. Réessayez dans quelques instants.';

/** 429 carrying how long to wait, which the route sends as Retry-After. */
export class TooManyPosts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_POSTS);
  }
}

/** The forum's own counters: their rows go with the account (on delete cascade). */
const POST_WINDOWS: WindowTable = { table: 'post_rate_windows', keyColumns: ['user_id'] };

/**
 * Counts one post against every limit, inside the caller's transaction: throws `TooManyPosts`
 * (counting nothing) when a window is full. A post whose transaction rolls back (unknown
 * target...) is not counted.
 */
export async function countPost(
  tx: Queryable,
  userId: number,
  limits: readonly PostLimit[],
): Promise<void> {
  const wait = await hitWindows(tx, POST_WINDOWS, [userId], limits);
  if (wait !== undefined) throw new TooManyPosts(wait);
}
