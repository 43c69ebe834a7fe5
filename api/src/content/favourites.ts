import type { Queryable } from '../platform/db/client.js';
import type { SqlParams } from './listQuery.js';
import type { Viewer } from './viewer.js';

export type FavouriteKind = 'build' | 'guide';

/** Where each kind's items and favourites live (fixed names, never from a request). */
export const FAVOURITE_TABLES: Record<
  FavouriteKind,
  { items: 'builds' | 'guides'; favourites: string; column: string }
> = {
  build: { items: 'builds', favourites: 'build_favourites', column: 'build_id' },
  guide: { items: 'guides', favourites: 'guide_favourites', column: 'guide_id' },
};

/**
 * A select-list column `is_favourite`: whether the signed-in viewer marked the row of the
 * kind's table, read in the same statement as the page (one indexed probe per row).
 */
export function favouriteColumn(kind: FavouriteKind, viewer: Viewer, params: SqlParams): string {
  const { items, favourites, column } = FAVOURITE_TABLES[kind];
  return `exists (select 1 from ${favourites} f
    where f.user_id = ${params.add(viewer.id)} and f.${column} = ${items}.id) as is_favourite`;
}

/**
 * The ids among `ids` that the viewer has marked as favourites: one indexed lookup per page.
 * @returns an empty set for an anonymous viewer or no ids
 */
export async function favouriteIds(
  db: Queryable,
  kind: FavouriteKind,
  viewer: Viewer | null,
  ids: readonly number[],
): Promise<Set<number>> {
  if (viewer === null || ids.length === 0) return new Set();
  const { favourites, column } = FAVOURITE_TABLES[kind];
  const { rows } = await db.query<{ id: number }>(
    `select ${column} as id from ${favourites} where user_id = $1 and ${column} = any($2::int[])`,
    [viewer.id, [...ids]],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The cards with `is_favourite` set for a signed-in viewer (absent for an anonymous one).
 * @example await withFavourites(db, 'build', viewer, cards) // [{ ...card, is_favourite: true }]
 */
export async function withFavourites<Card extends { id: number }>(
  db: Queryable,
  kind: FavouriteKind,
  viewer: Viewer | null,
  cards: Card[],
): Promise<(Card & { is_favourite?: boolean })[]> {
  if (viewer === null) return cards;
  const marked = await favouriteIds(
    db,
    kind,
    viewer,
    cards.map((card) => card.id),
  );
  return cards.map((card) => ({ ...card, is_favourite: marked.has(card.id) }));
}

/** One item with `is_favourite` set for a signed-in viewer (a read or a write's answer). */
export async function withFavourite<Card extends { id: number }>(
  db: Queryable,
  kind: FavouriteKind,
  viewer: Viewer | null,
  card: Card,
): Promise<Card & { is_favourite?: boolean }> {
  const [marked] = await withFavourites(db, kind, viewer, [card]);
  return marked ?? card;
}
