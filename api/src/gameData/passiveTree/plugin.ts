import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../platform/http/httpError.js';
import { parseTreeExport } from './parseExport.js';
import { passiveTreeRoutes, type PassiveTreeRoutesOptions } from './routes.js';
import { createTreeStore, type TreeStore } from './service.js';
import { listTreeVersions, storeTree, treeHash } from './sql.js';
import { warmTreeDrawings } from './drawing.js';
import { BUNDLED_SOURCE, BUNDLED_TREE, bundledTreeExport } from './bundledTree.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored passive trees, parsed once per content. */
    passiveTrees: TreeStore;
  }
}

const hasCurrentTree = async (app: FastifyInstance) =>
  (await listTreeVersions(app.db)).some((v) => v.version === app.league.current().gameVersion);

/**
 * The passive tree: its routes, and the game's own tree from the first start. The bundled
 * official export (3.15) is stored before anything else reads it (the demo builds carry trees
 * of it); with `GAME_DATA_ON_START` (on with the live upstreams) a start that finds no tree of
 * the current version runs the tree job once listening, which stores the current export.
 * `decodeTrees` (pob's) is handed in by app.ts for the decoding route.
 */
export const passiveTreePlugin = fp<PassiveTreeRoutesOptions>(
  async (app, { decodeTrees }) => {
    app.decorate('passiveTrees', createTreeStore(app.db));
    await storeBundledTree(app);
    // Once serving (not for the tests' unlistened apps): 3 s of a pool thread per tree.
    app.addHook('onListen', async () => {
      void warmTreeDrawings(app.db).catch(() => undefined);
    });
    if (app.config.upstreams.gameDataOnStart) {
      app.addHook('onListen', async () => {
        void fetchTreeOnce(app);
      });
    }
    await app.register(passiveTreeRoutes, { decodeTrees });
  },
  { name: 'passiveTree', dependencies: ['config', 'db', 'auth', 'jobs', 'upstreams'] },
);

/**
 * Stores the bundled export as the tree of its version, unless the job fetched that version;
 * one stored by an older start is replaced when the bundled file has changed. The hand-made
 * stand-in tree older starts stored (`stand-in`) is deleted: it is not the game's tree.
 */
export async function storeBundledTree(app: FastifyInstance): Promise<void> {
  await app.db.query("delete from passive_trees where source = 'stand-in'");
  const { rows } = await app.db.query<{ source: string; hash: string }>(
    'select source, hash from passive_trees where version = $1',
    [BUNDLED_TREE.version],
  );
  const stored = rows[0];
  if (stored && stored.source !== BUNDLED_SOURCE) return;
  const tree = parseTreeExport(bundledTreeExport(), BUNDLED_TREE.version);
  if (stored?.hash === treeHash(JSON.stringify(tree))) return;
  await storeTree(app.db, tree, BUNDLED_SOURCE);
}

/** The tree job once, when no tree of the current game version is stored; 409 is left alone. */
export async function fetchTreeOnce(app: FastifyInstance): Promise<void> {
  try {
    if (await hasCurrentTree(app)) return;
    const job = await app.jobs.start('update-passive-tree');
    app.log.info({ job: job.id }, 'first start: fetching the passive tree');
  } catch (error) {
    // 409: another process is at it; 503: the server closed first.
    if (error instanceof HttpError && [409, 503].includes(error.statusCode)) return;
    app.log.warn({ err: error }, 'first start: the passive tree could not be fetched');
  }
}
