import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../content/viewer.js';
import { exportBuildCode } from './encode.js';
import { readExportContext } from './exportContext.js';
import { getBuild } from '../builds/service.js';

/**
 * The Path of Building code of a build the viewer may read. Reading goes through the builds'
 * own service, so a private build gets the same 404 as its page, never a code. Its trees are
 * written with the versions of the trees the site stores.
 */
export async function exportBuild(
  app: FastifyInstance,
  viewer: Viewer | null,
  id: number,
): Promise<{ code: string }> {
  const build = await getBuild(app.db, viewer, id);
  return { code: exportBuildCode(build, await readExportContext(app)) };
}
