import type { FastifyInstance } from 'fastify';
import { getBuild, BUILD_RIGHTS, updateBuild } from '../builds/service.js';
import type { Build } from '../builds/schemas.js';
import { waitsForReview } from '../content/pendingEdit.js';
import { assertCanChange } from '../content/rights.js';
import type { Viewer } from '../content/viewer.js';
import type { PobImportInput } from './schemas.js';
import { importPob } from './service.js';
import { buildChanges, type BuildChanges } from './updateChanges.js';
import { updateBody } from './updateBody.js';

export interface PobUpdateReview {
  changes: BuildChanges;
  /** What the export could not carry over, in French. */
  warnings: string[];
  /** Whether confirming stores the update for an admin (a published build's owner). */
  waits_for_review: boolean;
}

/**
 * The build as its writer edits it (its pending edit over it), once the rights of an edit
 * allow it, then the edit the code makes of it. The code is read after the rights are checked,
 * so a stranger learns nothing of it; nothing is written.
 */
async function prepare(app: FastifyInstance, viewer: Viewer, id: number, input: PobImportInput) {
  const build: Build = await getBuild(app.db, viewer, id);
  assertCanChange(viewer, build, 'edit', BUILD_RIGHTS);
  const pob = await importPob(app, input);
  // Read when asked: the league and version the site follows may change while it runs.
  const { league, gameVersion } = app.league.current();
  return { build, pob, body: updateBody(pob, build, { league, gameVersion }) };
}

/** `POST /api/builds/:id/pob/review`: what the update would change, for the owner to confirm. */
export async function reviewPobUpdate(
  app: FastifyInstance,
  viewer: Viewer,
  id: number,
  input: PobImportInput,
): Promise<PobUpdateReview> {
  const { build, pob, body } = await prepare(app, viewer, id, input);
  return {
    changes: buildChanges(build, body, pob.level),
    warnings: pob.warnings,
    waits_for_review: waitsForReview(viewer, build, undefined),
  };
}

/**
 * `POST /api/builds/:id/pob/update`: the update written as any edit of the build is (a
 * published build's owner's goes to moderation, see content/pendingEdit.ts).
 */
export async function applyPobUpdate(
  app: FastifyInstance,
  viewer: Viewer,
  id: number,
  input: PobImportInput,
): Promise<Build> {
  const { body } = await prepare(app, viewer, id, input);
  const { league } = app.league.current();
  return updateBuild(app.db, viewer, id, body, league, app.passiveTrees.load);
}
