import type { Queryable } from '../platform/db/client.js';
import type { CachedAnswers } from './cachedAnswers.js';
import type { Viewer } from './viewer.js';

/** Collects `$n` parameters while a statement's text is put together. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What a viewer may see: anonymous, public only; a user, public and their own; an admin, all. */
export function visibleTo(viewer: Viewer | null, params: SqlParams): string | null {
  if (viewer === null) return 'is_public';
  if (viewer.admin) return null;
  return `(is_public or user_id = ${params.add(viewer.id)})`;
}

/**
 * Text as it is searched: without accents (NFD, marks stripped) and in lower case, so that
 * « necro » finds « Nécromancienne » and « ELEMENTALISTE » finds « Élémentaliste ». Applied to
 * the stored text and to the query alike.
 * @example foldText('Élémentaliste Arc') // 'elementaliste arc'
 */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The folded text searched, stored beside the title and author (see migrations 5 and 19):
 * the title, the author, then any other words the item is found by (a build's class,
 * ascendancy and main skill, in English and French).
 */
export const searchText = (title: string, author: string, ...more: string[]) =>
  foldText([title, author, ...more].filter(Boolean).join(' '));

/**
 * Which derivation of the search text (and of a build's other index columns) a row holds, in
 * its `index_version` column: rows below it are derived again at start (see migration 19).
 * From 2, a build's JSON columns are also stored as the cleaners leave them, so its reading
 * answer is written by PostgreSQL as stored (builds/buildJson.ts).
 */
export const INDEX_VERSION = 2;

/**
 * The search split on spaces, folded; at most 10 words are used.
 * @example searchWords('  Cyclone  SLAYER ') // ['cyclone', 'slayer']
 * @example searchWords('Nécro') // ['necro']
 */
export const searchWords = (search = '') =>
  foldText(search).split(/\s+/).filter(Boolean).slice(0, 10);

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word must occur in the searched text (see searchText). */
export function searchConditions(search: string | undefined, params: SqlParams): string[] {
  return searchWords(search).map(
    (word) => `search_text like ${params.add(`%${escapeLike(word)}%`)}`,
  );
}

export interface ListFilters {
  viewer: Viewer | null;
  user_id?: number;
  is_public?: boolean;
  search?: string;
}

/** The conditions both lists share: visibility, owner, public flag and search. */
export function commonConditions(filters: ListFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  const visible = visibleTo(filters.viewer, params);
  if (visible) conditions.push(visible);
  if (filters.user_id !== undefined) conditions.push(`user_id = ${params.add(filters.user_id)}`);
  if (filters.is_public !== undefined) {
    conditions.push(filters.is_public ? 'is_public' : 'not is_public');
  }
  conditions.push(...searchConditions(filters.search, params));
  return conditions;
}

export const whereClause = (conditions: string[]) =>
  conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;

export const NEWEST = 'created_at desc, id desc';
export const ORDER_BY: Record<string, string> = {
  newest: NEWEST,
  oldest: 'created_at asc, id asc',
  title: 'lower(title), id',
  favourites: `favourite_count desc, ${NEWEST}`,
};

/** Tables whose public rows the database counts as they are written (`public_counts`). */
const COUNTED_TABLES: ReadonlySet<string> = new Set(['builds', 'guides']);

/** Pages and counts are asked on every list: their plans are kept (see QueryOptions). */
const PREPARED = { prepare: true } as const;

/**
 * One page of rows and the total matching the conditions, in two statements (a window count
 * would make PostgreSQL read every match before it could stop at the page's end). The total is
 * taken from `counts` when given: kept per statement and parameters until the table changes,
 * so paging through a list or asking it again counts its matches once. Every public build or
 * guide, unfiltered, is not counted at all: the database keeps that number.
 */
export async function fetchPage<Row>(
  db: Queryable,
  select: {
    table: string;
    /** A function when the columns take parameters of their own (after the conditions'). */
    columns: string | ((params: SqlParams) => string);
    order: string;
  },
  conditions: string[],
  params: SqlParams,
  paging: { page: number; limit: number },
  counts?: CachedAnswers<number>,
): Promise<{ rows: Row[]; total: number }> {
  const where = whereClause(conditions);
  const filtered = [...params.values];
  const columns = typeof select.columns === 'string' ? select.columns : select.columns(params);
  const range = `limit ${params.add(paging.limit)} offset ${params.add((paging.page - 1) * paging.limit)}`;
  // Every public one, the list most visitors see: the number the database keeps (migration 24).
  const everyPublic =
    COUNTED_TABLES.has(select.table) &&
    conditions.length > 0 &&
    conditions.every((condition) => condition === 'is_public');
  const countText = everyPublic
    ? `select total from public_counts where kind = '${select.table}'`
    : `select count(*)::int as total from ${select.table} ${where}`;
  const count = async () =>
    (await db.query<{ total: number }>(countText, everyPublic ? [] : filtered, PREPARED)).rows[0]
      ?.total ?? 0;
  const [page, total] = await Promise.all([
    db.query<Row>(
      paging.page === 1
        ? `select ${columns} from ${select.table} ${where} order by ${select.order} ${range}`
        : // Later pages: the skipped rows are walked in the index alone, then only the page's
          // rows are read and their columns computed (the select list's subqueries included).
          `select ${columns} from ${select.table} where id in (
             select id from ${select.table} ${where} order by ${select.order} ${range}
           ) order by ${select.order}`,
      params.values,
      PREPARED,
    ),
    counts ? counts.get(`${countText}\n${JSON.stringify(filtered)}`, count) : count(),
  ]);
  return { rows: page.rows, total };
}
