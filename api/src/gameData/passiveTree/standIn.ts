import { startStandInServer, type StandInServer } from '../../platform/upstream/standInServer.js';
import { bundledTreeExportText } from './bundledTree.js';

/** Where the game publishes its tree export; the local stand-in answers the same path. */
export const TREE_EXPORT_PATH = '/grindinggear/skilltree-export/master/data.json';
export const LIVE_TREE_EXPORT_URL = `https://raw.githubusercontent.com${TREE_EXPORT_PATH}`;

/**
 * raw.githubusercontent.com for the tree export, offline: the game's own export the site
 * bundles (3.15, bundledTree.ts) as `data.json`, served as `text/plain` like GitHub's raw files;
 * any other path is its 404.
 */
export async function startTreeExportStandIn(): Promise<TreeExportStandIn> {
  let body: string | undefined;
  const server = await startStandInServer((url) => {
    if (url.pathname !== TREE_EXPORT_PATH) {
      return { status: 404, type: 'text/plain; charset=utf-8', body: '404: Not Found' };
    }
    return { type: 'text/plain; charset=utf-8', body: body ?? bundledTreeExportText() };
  }, 'text/plain');
  return { ...server, serveExport: (text) => (body = text) };
}

export interface TreeExportStandIn extends StandInServer {
  /** Tests play a newer export of the game with another text; undefined: the bundled one. */
  serveExport(text: string | undefined): void;
}
