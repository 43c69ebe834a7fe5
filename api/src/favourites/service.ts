import { FAVOURITE_TABLES, type FavouriteKind } from '../content/favourites.js';
import { SqlParams, visibleTo } from '../content/listQuery.js';
import { DEFAULT_LIMIT } from '../content/listSchemas.js';
import { isoDate } from '../content/text.js';
import type { Viewer } from '../content/viewer.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { CARD_COLUMNS as BUILD_CARD_COLUMNS, toCard as toBuildCard } from '../builds/rows.js';
import type { CardRow as BuildCardRow } from '../builds/rows.js';
import { BUILD_NOT_FOUND } from '../builds/service.js';
import { CARD_COLUMNS as GUIDE_CARD_COLUMNS, toCard as toGuideCard } from '../guides/rows.js';
import type { CardRow as GuideCardRow } from '../guides/rows.js';
import { GUIDE_NOT_FOUND } from '../guides/service.js';
import type {
  FavouriteItem,
  FavouriteList,
  FavouriteListParams,
  FavouriteState,
} from './schemas.js';

export const NOT_FOUND: Record<FavouriteKind, string> = {
  build: BUILD_NOT_FOUND,
  guide: GUIDE_NOT_FOUND,
};

/** The item's count and the viewer's mark, if the viewer may see it. */
async function stateOf(
  tx: Queryable,
  kind: FavouriteKind,
  viewer: Viewer,
  id: number,
): Promise<FavouriteState | undefined> {
  const { items, favourites, column } = FAVOURITE_TABLES[kind];
  const params = new SqlParams();
  const user = params.add(viewer.id);
  const conditions = [`id = ${params.add(id)}`];
  const visible = visibleTo(viewer, params);
  if (visible) conditions.push(visible);
  const { rows } = await tx.query<FavouriteState>(
    `select favourite_count,
       exists (select 1 from ${favourites} f where f.user_id = ${user} and f.${column} = i.id)
         as is_favourite
     from ${items} i where ${conditions.join(' and ')}`,
    params.values,
  );
  const row = rows[0];
  return row && { is_favourite: row.is_favourite, favourite_count: Number(row.favourite_count) };
}

/**
 * Marks an item the viewer may see as a favourite; marking it again changes nothing. The count
 * moves in the same transaction (trigger of migration 12).
 */
export function addFavourite(
  db: Db,
  kind: FavouriteKind,
  viewer: Viewer,
  id: number,
): Promise<FavouriteState> {
  const { items, favourites, column } = FAVOURITE_TABLES[kind];
  return db.transaction(async (tx) => {
    const params = new SqlParams();
    const user = params.add(viewer.id);
    const conditions = [`id = ${params.add(id)}`];
    const visible = visibleTo(viewer, params);
    if (visible) conditions.push(visible);
    // One statement: an item deleted meanwhile inserts nothing rather than breaking the key.
    await tx.query(
      `insert into ${favourites} (user_id, ${column})
       select ${user}, id from ${items} where ${conditions.join(' and ')}
       on conflict do nothing`,
      params.values,
    );
    const state = await stateOf(tx, kind, viewer, id);
    if (!state) throw new HttpError(404, NOT_FOUND[kind]);
    return state;
  });
}

/**
 * Removes the viewer's mark; removing it again changes nothing. A favourite of an item that has
 * since become private can still be removed; an item the viewer never marked nor may see is 404.
 */
export function removeFavourite(
  db: Db,
  kind: FavouriteKind,
  viewer: Viewer,
  id: number,
): Promise<FavouriteState> {
  const { items, favourites, column } = FAVOURITE_TABLES[kind];
  return db.transaction(async (tx) => {
    const removed = await tx.query(
      `delete from ${favourites} where user_id = $1 and ${column} = $2 returning ${column}`,
      [viewer.id, id],
    );
    const state = await stateOf(tx, kind, viewer, id);
    if (state) return state;
    if (removed.rows.length === 0) throw new HttpError(404, NOT_FOUND[kind]);
    const { rows } = await tx.query<{ favourite_count: number }>(
      `select favourite_count from ${items} where id = $1`,
      [id],
    );
    return { is_favourite: false, favourite_count: Number(rows[0]?.favourite_count ?? 0) };
  });
}

interface Entry {
  kind: FavouriteKind;
  id: number;
  favourited_at: Date | string;
}

/**
 * The viewer's favourites they may still see, most recently marked first, builds and guides
 * together (or one kind), as the lists' cards.
 */
export async function listFavourites(
  db: Queryable,
  viewer: Viewer,
  query: FavouriteListParams,
): Promise<FavouriteList> {
  const { page = 1, limit = DEFAULT_LIMIT } = query;
  const params = new SqlParams();
  const user = params.add(viewer.id);
  const kinds = query.kind === undefined ? (['build', 'guide'] as const) : [query.kind];
  const parts = kinds.map((kind) => {
    const { items, favourites, column } = FAVOURITE_TABLES[kind];
    // Inside exists, user_id and is_public are the item's (the nearest scope).
    const visible = visibleTo(viewer, params) ?? 'true';
    return `select '${kind}' as kind, f.${column} as id, f.created_at as favourited_at
      from ${favourites} f
      where f.user_id = ${user}
        and exists (select 1 from ${items} where id = f.${column} and ${visible})`;
  });
  const union = parts.join(' union all ');
  const counted = [...params.values];
  const range = `limit ${params.add(limit)} offset ${params.add((page - 1) * limit)}`;
  const [entries, count] = await Promise.all([
    db.query<Entry>(
      `select * from (${union}) e order by favourited_at desc, kind, id desc ${range}`,
      params.values,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from (${union}) e`, counted),
  ]);
  const ids = (kind: FavouriteKind) =>
    entries.rows.filter((entry) => entry.kind === kind).map((entry) => entry.id);
  const [builds, guides] = await Promise.all([
    db.query<BuildCardRow>(`select ${BUILD_CARD_COLUMNS} from builds where id = any($1::int[])`, [
      ids('build'),
    ]),
    db.query<GuideCardRow>(`select ${GUIDE_CARD_COLUMNS} from guides where id = any($1::int[])`, [
      ids('guide'),
    ]),
  ]);
  const buildById = new Map(builds.rows.map((row) => [row.id, row]));
  const guideById = new Map(guides.rows.map((row) => [row.id, row]));
  const items = entries.rows.flatMap((entry): FavouriteItem[] => {
    const favourited_at = isoDate(entry.favourited_at);
    if (entry.kind === 'build') {
      const row = buildById.get(entry.id);
      return row
        ? [{ kind: 'build', favourited_at, build: { ...toBuildCard(row), is_favourite: true } }]
        : [];
    }
    const row = guideById.get(entry.id);
    return row
      ? [{ kind: 'guide', favourited_at, guide: { ...toGuideCard(row), is_favourite: true } }]
      : [];
  });
  return { items, total: count.rows[0]?.total ?? 0, page, limit };
}
