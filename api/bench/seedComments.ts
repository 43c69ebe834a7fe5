import type { Queryable } from '../src/platform/db/client.js';

export interface SeededComments {
  /** The public build with the longest discussion. */
  hotBuildId: number;
  /** How many comments it has. */
  hotComments: number;
  comments: number;
  replies: number;
  guides: number;
}

/** Share of the comments under the one long discussion. */
const HOT_SHARE = 0.1;
/** Share of the other comments under guides rather than builds. */
const GUIDE_SHARE = 0.2;
const GUIDES = 500;
const TEXT = 'Merci pour le partage, ça m’a bien aidé en campagne. ';

/**
 * Seeds `count` comments by the bench accounts, each statement one `generate_series`: a tenth
 * under one public build (two of them pinned), the rest spread over the public builds and
 * `GUIDES` public guides; one comment in five has one to three replies. The dates are spread so
 * the page order is meaningful. Needs the bench accounts and builds of `seedBuilds`.
 */
export async function seedComments(
  db: Queryable,
  count: number,
  publicBuildIds: number[],
): Promise<SeededComments> {
  const hotBuildId = publicBuildIds[0];
  if (hotBuildId === undefined) throw new Error('seed the builds first');
  const users = await db.query<{ id: number }>(
    `select id from users where twitch_id like 'bench-%' order by id`,
  );
  const userIds = users.rows.map((r) => r.id);
  const guides = await db.query<{ id: number }>(
    `insert into guides (user_id, author, title, description, content, is_public, search_text, created_at)
     select u, 'Joueur' || u, 'Guide n°' || n, 'Un guide pour débuter.',
            repeat('<p>Un conseil utile pour progresser.</p>', 20), true, 'guide n°' || n,
            timestamptz '2026-01-01' + n * interval '1 hour'
       from generate_series(1, $1::int) as n,
            lateral (select ($2::int[])[1 + n % cardinality($2::int[])] as u) as pick
     returning id`,
    [GUIDES, userIds],
  );
  const guideIds = guides.rows.map((r) => r.id);

  const hotComments = Math.round(count * HOT_SHARE);
  const spread = count - hotComments;
  const toGuides = Math.round(spread * GUIDE_SHARE);
  // $3 is the target: one build id, or the ids to spread over (a stride that visits them all).
  const insertComments = (type: 'build' | 'guide', target: string) =>
    `insert into comments (content_type, content_id, user_id, author_name, content, created_at)
     select '${type}', ${target}, u, 'Joueur' || u, $4 || n,
            timestamptz '2026-02-01' + n * interval '37 seconds'
       from generate_series(1, $1::int) as n,
            lateral (select ($2::int[])[1 + n % cardinality($2::int[])] as u) as pick`;
  const SPREAD = '($3::int[])[1 + (n * 7919) % cardinality($3::int[])]';
  await db.query(insertComments('build', '$3::int'), [hotComments, userIds, hotBuildId, TEXT]);
  await db.query(insertComments('build', SPREAD), [
    spread - toGuides,
    userIds,
    publicBuildIds,
    TEXT,
  ]);
  await db.query(insertComments('guide', SPREAD), [toGuides, userIds, guideIds, TEXT]);
  await db.query(
    `update comments set is_pinned = true where id in
       (select id from comments where content_type = 'build' and content_id = $1 order by id limit 2)`,
    [hotBuildId],
  );
  await db.query(
    `insert into replies (comment_id, user_id, author_name, content, created_at)
     select c.id, c.user_id, c.author_name, 'D’accord avec toi, réponse ' || r,
            c.created_at + r * interval '5 minutes'
       from comments c, generate_series(1, 1 + c.id % 3) as r
      where c.id % 5 = 0`,
  );
  // One statement each: VACUUM cannot run inside the implicit transaction of a script.
  for (const table of ['guides', 'comments', 'replies']) await db.query(`vacuum analyze ${table}`);
  const replies = await db.query<{ n: number }>('select count(*)::int as n from replies');
  return {
    hotBuildId,
    hotComments,
    comments: count,
    replies: replies.rows[0]?.n ?? 0,
    guides: guideIds.length,
  };
}
