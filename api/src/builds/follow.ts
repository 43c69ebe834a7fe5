import { anonymousObject, type AnonymousRead } from '../content/anonymousItems.js';
import { SqlParams, visibleTo } from '../content/listQuery.js';
import { isoDate } from '../content/text.js';
import type { Viewer } from '../content/viewer.js';
import { gemRewards } from '../gameData/rewards.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import type { Build } from './schemas.js';
import { BUILD_NOT_FOUND, getBuild } from './service.js';
import {
  buildSteps,
  stepGemNames,
  type CatalogueGem,
  type PhasePassives,
  type StepSource,
} from './steps.js';
import { applyStepEdits, loadStepEdits } from './stepEdits.js';
import type { BuildSteps, NextSteps, Progress } from './stepsSchemas.js';

/** The passive points of a build's phase, once its trees are known (see treeSteps). */
export type BuildPassives = (build: StepSource) => Promise<PhasePassives | undefined>;

export interface FollowDeps {
  db: Db;
  /** The build as signed-out readers see it (`app.anonymous.build`). */
  anonymous?: AnonymousRead;
  passives?: BuildPassives;
}

/** The catalogue's facts and the campaign rewards of the given gems, in two queries. */
async function gemFacts(db: Queryable, names: string[]) {
  if (names.length === 0) return { catalogue: new Map<string, CatalogueGem>(), rewards: [] };
  const [{ rows }, rewards] = await Promise.all([
    db.query<CatalogueGem>(
      'select name, name_fr, level_required, icon_url from gems where name = any($1::text[])',
      [names],
    ),
    gemRewards(db as Db, names),
  ]);
  return { catalogue: new Map(rows.map((g) => [g.name, g])), rewards };
}

/** The steps of a build already read. */
export async function stepsOf(deps: FollowDeps, build: StepSource): Promise<BuildSteps> {
  const [facts, passives] = await Promise.all([
    gemFacts(deps.db, stepGemNames(build)),
    deps.passives?.(build),
  ]);
  return buildSteps(build, { ...facts, ...(passives && { passives }) });
}

/** The steps of a build already read, with its author's edits applied: what readers follow. */
async function editedStepsOf(deps: FollowDeps, build: StepSource): Promise<BuildSteps> {
  const [steps, edits] = await Promise.all([
    stepsOf(deps, build),
    loadStepEdits(deps.db, build.id),
  ]);
  return applyStepEdits(steps, edits);
}

/**
 * `GET /api/builds/{id}/steps`: the build as steps, for whoever may read it (its 404 otherwise).
 * A signed-out reader's build is the cached public answer, as the build page reads it.
 */
export async function readSteps(
  deps: FollowDeps,
  viewer: Viewer | null,
  id: number,
): Promise<BuildSteps> {
  const build =
    viewer === null && deps.anonymous
      ? anonymousObject<Build>(await deps.anonymous(id))
      : await getBuild(deps.db, viewer, id);
  return editedStepsOf(deps, build);
}

/** Whether the viewer may read the build: the same rule as reading it. */
async function readable(db: Queryable, viewer: Viewer, id: number): Promise<boolean> {
  const params = new SqlParams();
  const conditions = [`id = ${params.add(id)}`];
  const visible = visibleTo(viewer, params);
  if (visible) conditions.push(visible);
  const { rows } = await db.query(`select 1 from builds where ${conditions.join(' and ')}`, [
    ...params.values,
  ]);
  return rows.length > 0;
}

interface ProgressRow {
  ticked: string[];
  updated_at: Date | string;
}

/** The viewer's own progress on a build they may read; nothing ticked when never saved. */
export async function readProgress(db: Queryable, viewer: Viewer, id: number): Promise<Progress> {
  if (!(await readable(db, viewer, id))) throw new HttpError(404, BUILD_NOT_FOUND);
  const { rows } = await db.query<ProgressRow>(
    'select ticked, updated_at from build_progress where user_id = $1 and build_id = $2',
    [viewer.id, id],
  );
  const row = rows[0];
  return {
    buildId: id,
    ticked: row?.ticked ?? [],
    updated_at: row ? isoDate(row.updated_at) : null,
  };
}

/**
 * Replaces the viewer's ticked keys of a build they may read (their 404 otherwise), in one
 * statement: the build's visibility is checked by the insert itself, so a refused call writes
 * nothing. Keys come without repeats, in the order sent.
 */
export async function saveProgress(
  db: Queryable,
  viewer: Viewer,
  id: number,
  ticked: readonly string[],
): Promise<Progress> {
  const keys = [...new Set(ticked)];
  const params = new SqlParams();
  const user = params.add(viewer.id);
  const keyList = params.add(keys);
  const conditions = [`id = ${params.add(id)}`];
  const visible = visibleTo(viewer, params);
  if (visible) conditions.push(visible);
  const { rows } = await db.query<ProgressRow>(
    `insert into build_progress (user_id, build_id, ticked, updated_at)
     select ${user}, id, ${keyList}::text[], now() from builds where ${conditions.join(' and ')}
     on conflict (user_id, build_id)
       do update set ticked = excluded.ticked, updated_at = excluded.updated_at
     returning ticked, updated_at`,
    params.values,
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, BUILD_NOT_FOUND);
  return { buildId: id, ticked: row.ticked, updated_at: isoDate(row.updated_at) };
}

/** At most this many favourites get their next step: the favourites page's largest page. */
export const MAX_NEXT_STEPS = 50;

/**
 * The next step not ticked of each favourite build the viewer has started following (has a
 * saved progress for) and may still read, most recently followed first.
 */
export async function favouriteNextSteps(deps: FollowDeps, viewer: Viewer): Promise<NextSteps> {
  const { rows } = await deps.db.query<{ build_id: number; ticked: string[] }>(
    `select p.build_id, p.ticked from build_progress p
     join build_favourites f on f.user_id = p.user_id and f.build_id = p.build_id
     where p.user_id = $1 order by p.updated_at desc limit ${MAX_NEXT_STEPS}`,
    [viewer.id],
  );
  const builds = await Promise.all(
    rows.map(async (row) => {
      const build = await getBuild(deps.db, viewer, row.build_id).catch((err: unknown) => {
        // A favourite the viewer may no longer read is left out, as the list leaves it out.
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      });
      if (build === null) return [];
      const steps = await editedStepsOf(deps, build);
      const ticked = new Set(row.ticked);
      const all = steps.phases.flatMap((p) => p.steps.map((step) => ({ step, phase: p.phase })));
      const next = all.find(({ step }) => !ticked.has(step.key));
      return [
        {
          buildId: row.build_id,
          done: all.filter(({ step }) => ticked.has(step.key)).length,
          total: all.length,
          step: next?.step ?? null,
          phase: next?.phase ?? null,
        },
      ];
    }),
  );
  return { builds: builds.flat() };
}
