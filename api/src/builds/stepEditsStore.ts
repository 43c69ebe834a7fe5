import { assertCanChange, type Ownership } from '../content/rights.js';
import type { Viewer } from '../content/viewer.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { BUILD_RIGHTS, getBuild } from './service.js';
import { cleanStepEdits, loadStepEdits } from './stepEdits.js';
import type { FollowDeps } from './follow.js';
import { stepsOf } from './follow.js';
import type { StepEdits, StepEditsInput } from './stepsSchemas.js';

async function ownership(db: Queryable, id: number, lock: boolean) {
  const { rows } = await db.query<Ownership>(
    `select user_id, is_public from builds where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

/** The edits with the steps as generated, which the edit screen lists (hidden ones too). */
async function editsView(deps: FollowDeps, viewer: Viewer, id: number): Promise<StepEdits> {
  const [build, edits] = await Promise.all([
    getBuild(deps.db, viewer, id),
    loadStepEdits(deps.db, id),
  ]);
  return { buildId: id, ...edits, generated: await stepsOf(deps, build) };
}

/**
 * `GET /api/builds/{id}/steps/edits`: for the build's author or an admin, as the build's edit
 * is (another's draft 404, another's public build 403). A blacklisted author still reads them:
 * only writing is taken from them, as for the build itself.
 */
export async function readStepEdits(
  deps: FollowDeps,
  viewer: Viewer,
  id: number,
): Promise<StepEdits> {
  assertCanChange(viewer, await ownership(deps.db, id, false), 'delete', BUILD_RIGHTS);
  return editsView(deps, viewer, id);
}

/**
 * `PUT /api/builds/{id}/steps/edits`: replaces the whole set in one transaction holding the
 * build's row, after the same rights as the build's edit; a refused or invalid set writes
 * nothing.
 */
export async function saveStepEdits(
  deps: FollowDeps & { db: Db },
  viewer: Viewer,
  id: number,
  input: StepEditsInput,
): Promise<StepEdits> {
  const edits = cleanStepEdits(input);
  await deps.db.transaction(async (tx) => {
    assertCanChange(viewer, await ownership(tx, id, true), 'edit', BUILD_RIGHTS);
    await tx.query('delete from build_step_edits where build_id = $1', [id]);
    await tx.query('delete from build_step_orders where build_id = $1', [id]);
    if (edits.steps.length > 0) {
      await tx.query(
        `insert into build_step_edits (build_id, step_key, note, hidden)
         select $1, * from unnest($2::text[], $3::text[], $4::boolean[])`,
        [
          id,
          edits.steps.map((e) => e.key),
          edits.steps.map((e) => e.note),
          edits.steps.map((e) => e.hidden),
        ],
      );
    }
    for (const [phase, keys] of Object.entries(edits.order)) {
      await tx.query(
        'insert into build_step_orders (build_id, phase, keys) values ($1, $2, $3::text[])',
        [id, phase, keys],
      );
    }
  });
  return editsView(deps, viewer, id);
}
