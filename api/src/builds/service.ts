import { CRITERIA } from 'game-facts';
import { favouriteColumn, withFavourite } from '../content/favourites.js';
import type { CachedAnswers } from '../content/cachedAnswers.js';
import {
  commonConditions,
  fetchPage,
  NEWEST,
  ORDER_BY,
  SqlParams,
  whereClause,
} from '../content/listQuery.js';
import { DEFAULT_LIMIT } from '../content/listSchemas.js';
import {
  editToStore,
  NO_PENDING_EDIT,
  pendingColumns,
  pendingEditColumns,
  pendingEditStatement,
  pendingMarker,
  seesPendingEdit,
  waitsForReview,
  withdrawPendingEdit,
  withPendingEdit,
  type PendingEditRow,
} from '../content/pendingEdit.js';
import { reviewColumns, reviewOnCreate, reviewOnUpdate } from '../content/review.js';
import { assertCanChange, deleteOwnedItem, publicAfterWrite } from '../content/rights.js';
import { cleanEquipment, cleanGemSockets } from '../content/jsonFields.js';
import { withoutNul } from '../content/text.js';
import type { Viewer, Writer } from '../content/viewer.js';
import { insertStatement, updateStatement, type Columns } from '../content/writeSql.js';
import type { Db, Queryable } from '../platform/db/client.js';
import type { CostedBuild } from '../prices/phaseCost.js';
import { imagePath } from '../gameData/images/paths.js';
import { CachedJson } from '../platform/http/compress.js';
import { HttpError } from '../platform/http/httpError.js';
import { readTrees, type LoadTree } from '../gameData/passiveTree/buildTrees.js';
import { buildJson, cleanJsonColumns } from './buildJson.js';
import { derivedIndex, INDEX_VERSION, type IndexInput } from './indexColumns.js';
import { assertValidBuild, toColumns } from './input.js';
import { keepPublicAnswer } from './publicAnswer.js';
import {
  CARD_COLUMNS,
  EDITABLE_COLUMNS,
  EQUIPMENT_FIELDS,
  GEM_FIELDS,
  toBuild,
  toCard,
} from './rows.js';
import type { BuildRow, CardRow } from './rows.js';
import type { Build, BuildCard, BuildInput, BuildListParams, MainSkill } from './schemas.js';

export const BUILD_NOT_FOUND = "Build non trouvé. Veuillez vérifier l'ID ou réessayer.";
/** The answers of the rights checks on a build (content/rights.ts). */
export const BUILD_RIGHTS = {
  notFound: BUILD_NOT_FOUND,
  forbidden: 'Seul l’auteur du build ou un administrateur peut le modifier ou le supprimer.',
};
const messages = BUILD_RIGHTS;
const JSON_COLUMNS: ReadonlySet<string> = new Set([
  ...EQUIPMENT_FIELDS,
  ...GEM_FIELDS,
  'gem_links',
  'passive_trees',
  'pob_stats',
  'pending_edit',
]);

const SORTS: Record<string, string> = {
  ...ORDER_BY,
  ...Object.fromEntries(
    CRITERIA.flatMap((c) => [
      [`${c}_asc`, `${c} asc, created_at desc, id desc`],
      [`${c}_desc`, `${c} desc, created_at desc, id desc`],
    ]),
  ),
};

export interface BuildList {
  builds: BuildCard[];
  total: number;
  page: number;
  limit: number;
}

/**
 * One page of cards the viewer may see, newest first unless asked otherwise, and the total.
 * `currentVersion` is the game version `up_to_date` asks for (3.29 takes 3.29.1 too).
 */
export async function listBuilds(
  db: Queryable,
  viewer: Viewer | null,
  query: BuildListParams,
  counts?: CachedAnswers<number>,
  currentVersion = '',
): Promise<BuildList> {
  const { page = 1, limit = DEFAULT_LIMIT } = query;
  const params = new SqlParams();
  const conditions = commonConditions({ viewer, ...query }, params);
  if (query.classe !== undefined) conditions.push(`classe = ${params.add(query.classe)}`);
  if (query.ascendancy !== undefined) {
    conditions.push(`ascendancy = ${params.add(query.ascendancy)}`);
  }
  if (query.league !== undefined) conditions.push(`league = ${params.add(query.league)}`);
  if (query.up_to_date === true) {
    const version = params.add(currentVersion);
    conditions.push(`(game_version = ${version} or starts_with(game_version, ${version} || '.'))`);
  }
  if (query.main_skill !== undefined) {
    conditions.push(`main_skill = ${params.add(query.main_skill)}`);
  }
  for (const criterion of CRITERIA) {
    const min = query[`min_${criterion}`];
    const max = query[`max_${criterion}`];
    if (min !== undefined) conditions.push(`${criterion} >= ${params.add(min)}`);
    if (max !== undefined) conditions.push(`${criterion} <= ${params.add(max)}`);
  }
  const order = SORTS[query.sort ?? 'newest'] ?? NEWEST;
  // A signed-in viewer's marks come with the page: one round trip fewer.
  const columns =
    viewer === null
      ? CARD_COLUMNS
      : (more: SqlParams) => `${CARD_COLUMNS}, ${favouriteColumn('build', viewer, more)}`;
  const { rows, total } = await fetchPage<CardRow & { is_favourite?: boolean }>(
    db,
    { table: 'builds', columns, order },
    conditions,
    params,
    { page, limit },
    counts,
  );
  const builds = rows.map((row) =>
    viewer === null ? toCard(row) : { ...toCard(row), is_favourite: row.is_favourite === true },
  );
  return { builds, total, page, limit };
}

/**
 * The reading answer: for a signed-out reader, the answer kept compressed in the row, else its
 * JSON text, kept there for the next ones (publicAnswer.ts); for a signed-in one, the JSON text
 * written by PostgreSQL in one statement for a current row (buildJson.ts); else the build
 * cleaned in JavaScript from its row (getBuild).
 */
export async function readBuild(
  db: Queryable,
  viewer: Viewer | null,
  id: number,
): Promise<string | Build | CachedJson> {
  const found = await buildJson(db, viewer, id);
  if (found === null) throw new HttpError(404, BUILD_NOT_FOUND);
  if ('br' in found) return new CachedJson({ br: found.br });
  if ('stale' in found) return getBuild(db, viewer, id);
  if (viewer !== null) return found.json;
  const answer = new CachedJson(found.json);
  // Failing to store it only means the next reader's JSON is built again; this read still succeeds.
  await keepPublicAnswer(db, id, found.stamp, answer).catch(() => false);
  return answer;
}

export async function getBuild(db: Queryable, viewer: Viewer | null, id: number): Promise<Build> {
  const params = new SqlParams();
  const conditions = commonConditions({ viewer }, params);
  conditions.push(`id = ${params.add(id)}`);
  const { rows } = await db.query<BuildRow>(
    `select *, (select g.name_fr from gems g where g.name = builds.main_skill) as main_skill_fr
     from builds ${whereClause(conditions)}`,
    params.values,
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, BUILD_NOT_FOUND);
  // Its owner and admins read its pending edit over it; everyone else the approved build.
  const build = seesPendingEdit(viewer, row)
    ? { ...toBuild(withPendingEdit(row)), ...pendingMarker(row) }
    : toBuild(row);
  return withFavourite(db, 'build', viewer, build);
}

const COSTED_FIELDS = [...EQUIPMENT_FIELDS, ...GEM_FIELDS];

/**
 * What a build's cost is computed from (its equipment and gem columns, cleaned), for whoever may
 * read the build (its 404 otherwise): the cost asks for these alone, not the whole build with
 * its texts, trees and favourite, and its statement is prepared.
 */
export async function getCostedBuild(
  db: Queryable,
  viewer: Viewer | null,
  id: number,
): Promise<CostedBuild> {
  const params = new SqlParams();
  const conditions = commonConditions({ viewer }, params);
  conditions.push(`id = ${params.add(id)}`);
  const { rows } = await db.query<Record<(typeof COSTED_FIELDS)[number], unknown>>(
    `select ${COSTED_FIELDS.join(', ')} from builds ${whereClause(conditions)}`,
    params.values,
    { prepare: true },
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, BUILD_NOT_FOUND);
  return costedFields(row);
}

/**
 * The equipment and gem fields a cost is computed from, cleaned, out of a row or of a build's
 * answer (whose fields are the row's, cleaned already: cleaning them again changes nothing).
 */
export function costedFields(source: Partial<Record<string, unknown>>): CostedBuild {
  const costed = {} as CostedBuild;
  for (const field of EQUIPMENT_FIELDS) costed[field] = cleanEquipment(source[field]);
  for (const field of GEM_FIELDS) costed[field] = cleanGemSockets(source[field]);
  return costed;
}

/** The JSON columns the index columns are derived from. */
type IndexJson = Exclude<keyof IndexInput, 'title' | 'author' | 'classe' | 'ascendancy'>;

/**
 * What a write's index columns are derived from: the columns it writes (JSON as text), over the
 * row as it was (`current`, nothing for a new build). A PUT may send sockets without links, or
 * links without sockets.
 */
function indexInput(columns: Columns, current: Partial<Record<string, unknown>>): IndexInput {
  const text = (field: string) => String(columns[field] ?? current[field] ?? '');
  const json = (field: IndexJson) => {
    const sent = columns[field];
    return typeof sent === 'string' ? (JSON.parse(sent) as unknown) : current[field];
  };
  return {
    title: text('title'),
    author: text('author'),
    classe: text('classe'),
    ascendancy: text('ascendancy'),
    equipment: json('equipment'),
    gem_sockets_main: json('gem_sockets_main'),
    gem_sockets: json('gem_sockets'),
    gem_links: json('gem_links'),
  };
}

/** A written build as its answer needs it: the row, its main skill's French name, the mark. */
const writtenBuild = (writer: Viewer) => (params: SqlParams) =>
  `*, (select g.name_fr from gems g where g.name = builds.main_skill) as main_skill_fr,
   ${favouriteColumn('build', writer, params)}`;

type WrittenRow = BuildRow & { is_favourite: boolean };

/** The answer to a write, from the row `writtenBuild` returned: its writer sees its pending edit. */
function toWrittenBuild(row: WrittenRow): Build {
  return {
    ...toBuild(withPendingEdit(row)),
    ...pendingMarker(row),
    is_favourite: row.is_favourite,
  };
}

/**
 * One insert with its index columns derived beforehand, so the build is written whole in one
 * statement: the author is the writer, public only if an admin asked for it. `league` prices
 * the main set (the followed league).
 */
export async function createBuild(
  db: Db,
  writer: Writer,
  body: BuildInput,
  league: string,
  loadTree: LoadTree,
): Promise<Build> {
  const columns = await withTrees(toColumns(withoutNul(body)), body, loadTree);
  columns.author = writer.displayName;
  assertValidBuild({
    title: String(columns.title),
    classe: String(columns.classe),
    ascendancy: String(columns.ascendancy ?? ''),
    bloodline: String(columns.bloodline ?? ''),
    game_version: String(columns.game_version ?? ''),
  });
  const [index] = await derivedIndex(db, league, [indexInput(columns, {})]);
  const isPublic = publicAfterWrite(writer, undefined, body.is_public);
  const statement = insertStatement(
    'builds',
    {
      ...columns,
      ...index,
      user_id: writer.id,
      is_public: isPublic,
      ...reviewColumns(undefined, reviewOnCreate(writer, isPublic, body.is_public), new Date()),
    },
    JSON_COLUMNS,
    writtenBuild(writer),
  );
  const { rows } = await db.query<WrittenRow>(statement.text, statement.values);
  if (!rows[0]) throw new Error('insert returned no row');
  return toWrittenBuild(rows[0]);
}

/** The trees sent, checked against their versions' data and completed (gameData/passiveTree/buildTrees.ts). */
async function withTrees(columns: Columns, body: BuildInput, loadTree: LoadTree) {
  if (body.passive_trees !== undefined) {
    columns.passive_trees = JSON.stringify(await readTrees(loadTree, body.passive_trees));
  }
  return columns;
}

type Current = Pick<
  BuildRow,
  'user_id' | 'is_public' | 'review_status' | 'title' | 'author' | 'classe' | 'ascendancy'
> & { index_version: number } & PendingEditRow &
  Record<string, unknown>;

/** The build an edit starts from, its row locked: every column it may write, and its state. */
async function lockBuild(tx: Queryable, id: number): Promise<Current | undefined> {
  const { rows } = await tx.query<Current>(
    `select user_id, is_public, review_status, author, index_version, pending_edit, edit_status,
       pending_at, ${EDITABLE_COLUMNS.join(', ')}
     from builds where id = $1 for update`,
    [id],
  );
  return rows[0];
}

/**
 * Applies the fields sent, in a transaction holding the row, after the rights and rules: two
 * statements, the row read and locked, then written. A non-admin owner's edit of their
 * published build is stored as its pending edit, for an admin to approve (content/pendingEdit.ts);
 * any other edit writes the row whole with its index columns derived from what it will hold.
 */
export async function updateBuild(
  db: Db,
  writer: Viewer,
  id: number,
  body: BuildInput,
  league: string,
  loadTree: LoadTree,
): Promise<Build> {
  const sent = await withTrees(toColumns(withoutNul(body)), body, loadTree);
  return db.transaction(async (tx) => {
    const current = await lockBuild(tx, id);
    assertCanChange(writer, current, 'edit', messages);
    // The writer's form showed the pending edit over the approved build: both are what they save.
    const shown = withPendingEdit(current);
    const columns = { ...pendingColumns(current, JSON_COLUMNS), ...sent };
    // A new class without an ascendancy resets it, as choosing a class does on the form.
    if (
      sent.classe !== undefined &&
      sent.classe !== shown.classe &&
      sent.ascendancy === undefined
    ) {
      columns.ascendancy = '';
    }
    assertValidBuild({ ...current, ...columns } as Current, current?.ascendancy);
    if (waitsForReview(writer, current, body.is_public)) {
      const edit = editToStore(columns, current, JSON_COLUMNS);
      const statement = pendingEditStatement(
        'builds',
        id,
        pendingEditColumns(edit, new Date()),
        writtenBuild(writer),
      );
      const held = await tx.query<WrittenRow>(statement.text, statement.values);
      if (!held.rows[0]) throw new Error('update returned no row');
      return toWrittenBuild(held.rows[0]);
    }
    columns.is_public = publicAfterWrite(writer, current.is_public, body.is_public);
    const status = reviewOnUpdate(writer, current, columns.is_public, body.is_public);
    Object.assign(columns, reviewColumns(current.review_status, status, new Date()));
    if (current.edit_status !== null) Object.assign(columns, NO_PENDING_EDIT);
    return toWrittenBuild(
      await writeColumns(tx, id, current, columns, league, writtenBuild(writer)),
    );
  });
}

/**
 * Writes an edit's columns over the locked row `current`, with its index columns derived from
 * what it will hold, in one statement returning what `returning` names.
 */
async function writeColumns<Row>(
  tx: Queryable,
  id: number,
  current: Current,
  columns: Columns,
  league: string,
  returning: (params: SqlParams) => string,
): Promise<Row> {
  // Marked current by its index columns, so every JSON column must be stored clean (see
  // buildJson.ts): a row from before INDEX_VERSION has the ones not sent cleaned too.
  if (current.index_version < INDEX_VERSION) {
    for (const [field, clean] of Object.entries(cleanJsonColumns(current))) {
      columns[field] ??= clean;
    }
  }
  const [index] = await derivedIndex(tx, league, [indexInput(columns, current)]);
  const statement = updateStatement(
    'builds',
    id,
    { ...columns, ...index },
    JSON_COLUMNS,
    returning,
  );
  const updated = await tx.query<Row>(statement.text, statement.values);
  if (!updated.rows[0]) throw new Error('update returned no row');
  return updated.rows[0];
}

/**
 * An admin's approval of a build's pending edit, inside the decision's transaction: the edit is
 * checked again as a whole build and written as a direct edit would have been (index columns,
 * `updated_at`); comments, favourites and counts stay with the row. The decision stamps it.
 */
export async function approveBuildEdit(tx: Queryable, id: number, league: string): Promise<void> {
  const current = await lockBuild(tx, id);
  if (current?.edit_status !== 'pending') throw new Error(`build ${id} has no pending edit`);
  const columns = pendingColumns(current, JSON_COLUMNS);
  assertValidBuild({ ...current, ...columns } as Current, current.ascendancy);
  Object.assign(columns, NO_PENDING_EDIT);
  await writeColumns(tx, id, current, columns, league, () => 'id');
}

export function deleteBuild(db: Db, writer: Viewer, id: number): Promise<void> {
  return deleteOwnedItem(db, 'builds', writer, id, messages);
}

export function withdrawBuildEdit(db: Db, viewer: Viewer, id: number): Promise<void> {
  return withdrawPendingEdit(db, 'builds', viewer, id, messages);
}

/**
 * The main skills of the builds the viewer may see, most used first, named in `lang` (the
 * catalogue's French name, else the English one): the choices of the list's filter.
 */
export async function listMainSkills(
  db: Queryable,
  viewer: Viewer | null,
  lang: 'fr' | 'en',
): Promise<MainSkill[]> {
  const params = new SqlParams();
  const conditions = commonConditions({ viewer }, params);
  conditions.push(`main_skill <> ''`);
  // Counted first (from the (is_public, main_skill) index for a visitor), named after.
  const { rows } = await db.query<{ name: string; name_fr: string | null; count: number }>(
    `select s.name, g.name_fr, s.count
     from (select main_skill as name, count(*)::int as count from builds
           ${whereClause(conditions)} group by main_skill) s
     left join gems g on g.name = s.name
     order by s.count desc, s.name`,
    params.values,
  );
  return rows.map((r) => ({
    name: r.name,
    displayName: lang === 'fr' && r.name_fr ? r.name_fr : r.name,
    icon: imagePath('gems', r.name),
    count: r.count,
  }));
}
