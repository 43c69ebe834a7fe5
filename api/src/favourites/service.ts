import { FAVOURITE_TABLES, type FavouriteKind } from '../content/favourites.js';
import { SqlParams, visibleTo } from '../content/listQuery.js';
import { DEFAULT_LIMIT } from '../content/listSchemas.js';
import { isoDate } from '../content/text.js';
import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../platform/db/client.js';
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

/**
 * Marks an item the viewer may see as a favourite; marking it again changes nothing. One
 * statement, so no transaction holds a connection between two: the count moves with the insert
 * (trigger of migration 12), and the answer is the count the statement read plus its own mark.
 */
export async function addFavourite(
  db: Queryable,
  kind: FavouriteKind,
  viewer: Viewer,
  id: number,
): Promise<FavouriteState> {
  const { items, favourites, column } = FAVOURITE_TABLES[kind];
  const params = new SqlParams();
  const user = params.add(viewer.id);
  const conditions = [`id = ${params.add(id)}`];
  const visible = visibleTo(viewer, params);
  if (visible) conditions.push(visible);
  const { rows } = await db.query<{ favourite_count: number }>(
    `with item as (
       select id, favourite_count from ${items} where ${conditions.join(' and ')}
     ), added as (
       insert into ${favourites} (user_id, ${column}) select ${user}, id from item
       on conflict do nothing returning ${column}
     )
     select favourite_count + (select count(*) from added)::int as favourite_count from item`,
    params.values,
    { prepare: true },
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, NOT_FOUND[kind]);
  return { is_favourite: true, favourite_count: Number(row.favourite_count) };
}

/**
 * Removes the viewer's mark; removing it again changes nothing. A favourite of an item that has
 * since become private can still be removed; an item the viewer never marked nor may see is 404.
 * One statement, like marking.
 */
export async function removeFavourite(
  db: Queryable,
  kind: FavouriteKind,
  viewer: Viewer,
  id: number,
): Promise<FavouriteState> {
  const { items, favourites, column } = FAVOURITE_TABLES[kind];
  const params = new SqlParams();
  const user = params.add(viewer.id);
  const item = params.add(id);
  const visible = visibleTo(viewer, params) ?? 'true';
  const { rows } = await db.query<{ favourite_count: number; visible: boolean; removed: number }>(
    `with removed as (
       delete from ${favourites} where user_id = ${user} and ${column} = ${item}
       returning ${column}
     )
     select favourite_count - r.n as favourite_count, ${visible} as visible, r.n as removed
     from ${items}, (select count(*)::int as n from removed) r where id = ${item}`,
    params.values,
    { prepare: true },
  );
  const row = rows[0];
  if (!row || (!row.visible && row.removed === 0)) throw new HttpError(404, NOT_FOUND[kind]);
  return { is_favourite: false, favourite_count: Number(row.favourite_count) };
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
