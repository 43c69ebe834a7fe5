import type { Queryable } from '../src/platform/db/client.js';

/** Leagues of the generated builds, oldest first: a quarter each. */
export const BENCH_LEAGUES = ['Necropolis', 'Settlers', 'Phrecia', 'Mercenaries'] as const;
const VERSIONS = ['3.24', '3.25', '3.25', '3.26'];

/** mulberry32: the same favourites on every run, so runs compare. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Gives the seeded builds a league and game version (by id, a quarter each) and marks favourites
 * as readers would: each bench account marks `perUser` public builds, the first ones far more
 * often (a squared random index), so "most favourited" has a few leaders and a long tail of
 * ties. The counters move through the favourites tables' triggers, as on the live server.
 * @returns the number of favourites stored
 */
export async function seedLeaguesAndFavourites(
  db: Queryable,
  publicIds: number[],
  perUser = 25,
): Promise<number> {
  await db.query(
    `update builds set league = ($1::text[])[1 + id % 4], game_version = ($2::text[])[1 + id % 4]`,
    [BENCH_LEAGUES, VERSIONS],
  );
  const users = await db.query<{ id: number }>(
    "select id from users where login like 'bench\\_%' order by id",
  );
  const next = random(11);
  const userIds: number[] = [];
  const buildIds: number[] = [];
  for (const { id } of users.rows) {
    for (let k = 0; k < perUser; k += 1) {
      const r = next();
      userIds.push(id);
      buildIds.push(publicIds[Math.floor(r * r * publicIds.length)] ?? 0);
    }
  }
  const { rows } = await db.query<{ n: number }>(
    `with inserted as (
       insert into build_favourites (user_id, build_id)
       select * from unnest($1::int[], $2::int[]) on conflict do nothing returning 1
     )
     select count(*)::int as n from inserted`,
    [userIds, buildIds],
  );
  await db.query('vacuum analyze builds');
  await db.query('vacuum analyze build_favourites');
  return rows[0]?.n ?? 0;
}
