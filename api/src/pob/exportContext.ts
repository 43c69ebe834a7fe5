import type { FastifyInstance } from 'fastify';
import { currentTreeVersion, listTreeVersions } from '../gameData/passiveTree/sql.js';

/** What an export reads of the site besides the build: the passive trees it stores. */
export interface ExportContext {
  /** The game versions whose tree the site stores (`3.15`, `3.26`). */
  treeVersions: readonly string[];
  /** The version new trees are read against: the current league's when it is stored. */
  currentTreeVersion: string | null;
}

/** No stored tree: every spec goes without a version, which PoB opens on its own current tree. */
export const NO_TREES: ExportContext = { treeVersions: [], currentTreeVersion: null };

/**
 * PoB's name of a game version's tree, major and minor only.
 * @example pobVersionName('3.25.1') // '3_25'
 */
function pobVersionName(version: string | null | undefined): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})(?:\.\d+)?$/.exec(version?.trim() ?? '');
  return match ? `${match[1]}_${match[2]}` : null;
}

/**
 * The `treeVersion` of a spec: the tree's own version, else the build's game version, else the
 * current one, the first of them whose tree the site stores; null when the site stores none,
 * so an export never names a tree the site does not know.
 * @example pobTreeVersion({ treeVersions: ['3.15', '3.26'], currentTreeVersion: '3.26' }, undefined, '3.24') // '3_26'
 */
export function pobTreeVersion(
  context: ExportContext,
  treeVersion: string | undefined,
  gameVersion: string,
): string | null {
  const known = new Set(context.treeVersions.map(pobVersionName));
  for (const version of [treeVersion, gameVersion, context.currentTreeVersion]) {
    const name = pobVersionName(version);
    if (name && known.has(name)) return name;
  }
  return null;
}

/** The stored trees' versions and the current one, as an export reads them. */
export async function readExportContext(app: FastifyInstance): Promise<ExportContext> {
  const stored = await listTreeVersions(app.db);
  const current = await currentTreeVersion(app.db, app.league.current().gameVersion);
  return { treeVersions: stored.map((tree) => tree.version), currentTreeVersion: current };
}
