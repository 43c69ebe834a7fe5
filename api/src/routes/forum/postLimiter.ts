import type { Queryable } from '../../db/client.js';
import type { PostLimit } from '../../forumConfig.js';
import { HttpError } from '../../http/httpError.js';

export const TOO_MANY_POSTS = 'Trop de messages envoyés. Réessayez dans quelques instants.';

/** 429 carrying how long to wait, which the route sends as Retry-After. */
export class TooManyPosts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_POSTS);
  }
}

interface WindowRow {
  window_seconds: number;
  hits: number;
  seconds_left: number;
}

/**
 * Opens (or reopens, once elapsed) each of the user's windows and locks their rows. A window
 * starts at the first post after the previous one ended. The row locks make a user's
 * concurrent posts wait for each other, so the count is exact; nobody else, and no reader, ever
 * waits on them.
 */
const OPEN_WINDOWS = `
  insert into post_rate_windows as w (user_id, window_seconds, window_start, hits)
  select $1, seconds, now(), 0 from unnest($2::int[]) as seconds
  on conflict (user_id, window_seconds) do update set
    window_start = case when w.window_start + make_interval(secs => w.window_seconds) <= now()
      then now() else w.window_start end,
    hits = case when w.window_start + make_interval(secs => w.window_seconds) <= now()
      then 0 else w.hits end
  returning window_seconds, hits,
    extract(epoch from window_start + make_interval(secs => window_seconds) - now())::float8
      as seconds_left`;

/**
 * Counts one post against every limit, inside the caller's transaction: throws `TooManyPosts`
 * (counting nothing) when a window is full. The counters live in PostgreSQL, so every API
 * process shares them; a post whose transaction rolls back (unknown target...) is not counted.
 */
export async function countPost(
  tx: Queryable,
  userId: number,
  limits: readonly PostLimit[],
): Promise<void> {
  if (limits.length === 0) return;
  const seconds = limits.map((l) => l.windowSeconds);
  const { rows } = await tx.query<WindowRow>(OPEN_WINDOWS, [userId, seconds]);
  const full = rows.filter((row) => {
    const limit = limits.find((l) => l.windowSeconds === row.window_seconds);
    return limit !== undefined && row.hits >= limit.max;
  });
  if (full.length > 0) {
    const wait = Math.max(...full.map((row) => Math.ceil(row.seconds_left)));
    throw new TooManyPosts(Math.max(1, wait));
  }
  await tx.query(
    'update post_rate_windows set hits = hits + 1 where user_id = $1 and window_seconds = any($2::int[])',
    [userId, seconds],
  );
}
