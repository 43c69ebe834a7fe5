import type { Migration } from '../types.js';

/**
 * Counts one hit against a subject's fixed windows in one call (`platform/rateLimit/windows.ts`):
 * opens (or reopens, once elapsed) each window with its row locked, and counts the hit in every
 * window only if none is full. Returns the seconds to wait (at least 1) when one is full, null
 * once counted.
 *
 * The same two statements were sent one by one before; on PGlite, the database's single
 * connection stayed held by the write's transaction while the second waited for its turn on the
 * server's busy main thread. One call is also one statement: atomic without a transaction.
 */
function hitFunction(
  table: 'post_rate_windows' | 'rate_windows',
  keys: readonly { column: string; type: string }[],
): string {
  const args = keys.map((key, i) => `k${i + 1} ${key.type}`).join(', ');
  const columns = keys.map((key) => key.column).join(', ');
  const values = keys.map((_, i) => `k${i + 1}`).join(', ');
  const match = keys.map((key, i) => `w.${key.column} = k${i + 1}`).join(' and ');
  const elapsed = 'w.window_start + make_interval(secs => w.window_seconds) <= now()';
  return `
    create function ${table}_hit(${args}, lengths integer[], maxima integer[])
    returns integer language plpgsql as $$
    declare wait integer;
    begin
      with opened as (
        insert into ${table} as w (${columns}, window_seconds, window_start, hits)
        select ${values}, n, now(), 0 from unnest(lengths) as n
        on conflict (${columns}, window_seconds) do update set
          window_start = case when ${elapsed} then now() else w.window_start end,
          hits = case when ${elapsed} then 0 else w.hits end
        returning w.window_seconds, w.hits,
          extract(epoch from w.window_start + make_interval(secs => w.window_seconds) - now())
            as seconds_left
      )
      select max(greatest(1, ceil(opened.seconds_left)))::integer into wait
      from opened join unnest(lengths, maxima) as l (seconds, maximum)
        on l.seconds = opened.window_seconds
      where opened.hits >= l.maximum;
      if wait is null then
        update ${table} as w set hits = w.hits + 1
        where ${match} and w.window_seconds = any (lengths);
      end if;
      return wait;
    end $$;`;
}

export const windowHits: Migration = {
  version: 25,
  name: 'window_hits',
  sql: `
    ${hitFunction('post_rate_windows', [{ column: 'user_id', type: 'integer' }])}
    ${hitFunction('rate_windows', [
      { column: 'bucket', type: 'text' },
      { column: 'subject', type: 'text' },
    ])}
  `,
};
