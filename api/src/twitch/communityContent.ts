import { SqlParams, visibleTo } from '../content/listQuery.js';
import { isoDate } from '../content/text.js';
import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../platform/db/client.js';
import type { RecentContent } from './schemas.js';

/** The spec's « up to 5 recent creations » per user. */
export const RECENT_LIMIT = 5;

export interface ContentSummary {
  buildsCount: number;
  guidesCount: number;
  recentContent: RecentContent[];
}

interface CountRow {
  user_id: number;
  type: RecentContent['type'];
  count: number;
}
interface RecentRow {
  user_id: number;
  type: RecentContent['type'];
  id: number;
  title: string;
  created_at: Date | string;
}

/**
 * Counts and latest items of these users, as `viewer` may see them (public only; an admin,
 * everything; a user, also their own), in two statements whatever the number of users.
 */
export async function contentOf(
  db: Queryable,
  userIds: number[],
  viewer: Viewer | null,
): Promise<Map<number, ContentSummary>> {
  const params = new SqlParams();
  const owners = params.add(userIds);
  const visible = visibleTo(viewer, params);
  const where = `user_id = any(${owners}::int[])${visible ? ` and ${visible}` : ''}`;
  // Per user, the five newest of each table are enough to pick the five newest of both; the
  // owner index (user_id, created_at desc, id desc) serves each branch.
  const latest = (table: string, type: string) =>
    `(select '${type}' as type, id, title, created_at from ${table}
      where user_id = u.id${visible ? ` and ${visible}` : ''}
      order by created_at desc, id desc limit ${RECENT_LIMIT})`;
  const [counts, recent] = await Promise.all([
    db.query<CountRow>(
      `select user_id, 'build' as type, count(*)::int as count from builds where ${where}
       group by user_id
       union all
       select user_id, 'guide', count(*)::int from guides where ${where} group by user_id`,
      params.values,
    ),
    db.query<RecentRow>(
      `select u.id as user_id, r.type, r.id, r.title, r.created_at
       from unnest(${owners}::int[]) as u (id)
       cross join lateral (
         ${latest('builds', 'build')} union all ${latest('guides', 'guide')}
         order by created_at desc, id desc limit ${RECENT_LIMIT}
       ) r
       order by u.id, r.created_at desc, r.id desc`,
      params.values,
    ),
  ]);

  const summaries = new Map<number, ContentSummary>(
    userIds.map((id) => [id, { buildsCount: 0, guidesCount: 0, recentContent: [] }]),
  );
  for (const row of counts.rows) {
    const summary = summaries.get(row.user_id);
    if (summary && row.type === 'build') summary.buildsCount = row.count;
    if (summary && row.type === 'guide') summary.guidesCount = row.count;
  }
  for (const { user_id: userId, created_at: createdAt, ...item } of recent.rows) {
    summaries.get(userId)?.recentContent.push({ ...item, created_at: isoDate(createdAt) });
  }
  return summaries;
}
