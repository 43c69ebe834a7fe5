import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../platform/db/client.js';
import { exportBuildCode } from './encode.js';
import { getBuild } from '../builds/service.js';

/**
 * The Path of Building code of a build the viewer may read. Reading goes through the builds'
 * own service, so a private build gets the same 404 as its page, never a code.
 */
export async function exportBuild(
  db: Queryable,
  viewer: Viewer | null,
  id: number,
): Promise<{ code: string }> {
  const build = await getBuild(db, viewer, id);
  return { code: exportBuildCode(build) };
}
