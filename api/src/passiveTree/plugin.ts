import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError.js';
import { parseTreeExport } from './parseExport.js';
import { passiveTreeRoutes } from './routes.js';
import { createTreeStore, type TreeStore } from './service.js';
import { listTreeVersions, storeTree } from './sql.js';
import { standInTreeExport } from './standIn/standInExport.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored passive trees, parsed once per content. */
    passiveTrees: TreeStore;
  }
}

const hasCurrentTree = async (app: FastifyInstance) =>
  (await listTreeVersions(app.db)).some((v) => v.version === app.config.upstreams.gameVersion);

/**
 * The passive tree: its routes, and a tree for the current game version from the first start.
 * With the local stand-ins that tree is stored before anything else reads it (the demo builds
 * carry trees); with the live upstreams `GAME_DATA_ON_START` fetches the game's export once
 * listening, as it does for the gems.
 */
export const passiveTreePlugin = fp(
  async (app) => {
    app.decorate('passiveTrees', createTreeStore(app.db));
    if (app.config.upstreams.mode === 'fake' && !(await hasCurrentTree(app))) {
      const tree = parseTreeExport(standInTreeExport(), app.config.upstreams.gameVersion);
      await storeTree(app.db, tree, 'stand-in');
    }
    if (app.config.upstreams.mode === 'live' && app.config.upstreams.gameDataOnStart) {
      app.addHook('onListen', async () => {
        void fetchTreeOnce(app);
      });
    }
    await app.register(passiveTreeRoutes);
  },
  { name: 'passiveTree', dependencies: ['config', 'db', 'auth', 'jobs', 'upstreams'] },
);

async function fetchTreeOnce(app: FastifyInstance): Promise<void> {
  try {
    if (await hasCurrentTree(app)) return;
    const job = await app.jobs.start('update-passive-tree');
    app.log.info({ job: job.id }, 'first start: fetching the passive tree');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return;
    app.log.warn({ err: error }, 'first start: the passive tree could not be fetched');
  }
}
