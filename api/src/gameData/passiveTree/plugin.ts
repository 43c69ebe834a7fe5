import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../platform/http/httpError.js';
import { parseTreeExport } from './parseExport.js';
import { passiveTreeRoutes, type PassiveTreeRoutesOptions } from './routes.js';
import { createTreeStore, type TreeStore } from './service.js';
import { listTreeVersions, storeTree, treeHash } from './sql.js';
import { standInTreeExport } from './standIn/standInExport.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored passive trees, parsed once per content. */
    passiveTrees: TreeStore;
  }
}

const hasCurrentTree = async (app: FastifyInstance) =>
  (await listTreeVersions(app.db)).some((v) => v.version === app.league.current().gameVersion);

/**
 * The passive tree: its routes, and a tree for the current game version from the first start.
 * With the local stand-ins that tree is stored before anything else reads it (the demo builds
 * carry trees). With `GAME_DATA_ON_START` (on with the live upstreams) a start that finds no
 * tree of the current version runs the tree job once listening, as it does for the gems.
 * `decodeTrees` (pob's) is handed in by app.ts for the decoding route.
 */
export const passiveTreePlugin = fp<PassiveTreeRoutesOptions>(
  async (app, { decodeTrees }) => {
    app.decorate('passiveTrees', createTreeStore(app.db));
    if (app.config.upstreams.mode === 'fake') await storeStandInTree(app);
    if (app.config.upstreams.gameDataOnStart) {
      app.addHook('onListen', async () => {
        void fetchTreeOnce(app);
      });
    }
    await app.register(passiveTreeRoutes, { decodeTrees });
  },
  { name: 'passiveTree', dependencies: ['config', 'db', 'auth', 'jobs', 'upstreams'] },
);

/** `passive_trees.source` of the stand-in stored at start. */
export const STAND_IN_SOURCE = 'stand-in';
/**
 * The version the stand-in is stored under: the one the demo builds' trees were drawn on
 * (demo/trees.ts), not the followed league's, whose real tree it is not. A tree of the
 * followed version, once the job stores one, is served before it (`currentTreeVersion`).
 */
export const STAND_IN_TREE_VERSION = '3.26';

/**
 * Stores the stand-in tree as the current version's, unless a tree the job fetched is there:
 * a stand-in stored by an older start is replaced when the project's stand-in has changed.
 */
export async function storeStandInTree(app: FastifyInstance): Promise<void> {
  const version = STAND_IN_TREE_VERSION;
  const { rows } = await app.db.query<{ source: string; hash: string }>(
    'select source, hash from passive_trees where version = $1',
    [version],
  );
  const stored = rows[0];
  if (stored && stored.source !== STAND_IN_SOURCE) return;
  const tree = parseTreeExport(standInTreeExport(), version);
  if (stored?.hash === treeHash(JSON.stringify(tree))) return;
  await storeTree(app.db, tree, STAND_IN_SOURCE);
}

/** The tree job once, when no tree of the current game version is stored; 409 is left alone. */
export async function fetchTreeOnce(app: FastifyInstance): Promise<void> {
  try {
    if (await hasCurrentTree(app)) return;
    const job = await app.jobs.start('update-passive-tree');
    app.log.info({ job: job.id }, 'first start: fetching the passive tree');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return;
    app.log.warn({ err: error }, 'first start: the passive tree could not be fetched');
  }
}
