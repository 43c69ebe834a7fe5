import { startFakeServer, type FakeServer } from '../../../platform/upstream/fakeServer.js';
import { standInTreeExport } from './standInExport.js';

/** Where the game publishes its tree export; the stand-in answers the same path. */
export const TREE_EXPORT_PATH = '/grindinggear/skilltree-export/master/data.json';
export const LIVE_TREE_EXPORT_URL = `https://raw.githubusercontent.com${TREE_EXPORT_PATH}`;

/**
 * raw.githubusercontent.com for the tree export: the stand-in tree as `data.json`, served as
 * `text/plain` like GitHub's raw files; any other path is its 404.
 */
export function startTreeExportFake(): Promise<FakeServer> {
  const body = JSON.stringify(standInTreeExport());
  return startFakeServer((url) => {
    if (url.pathname !== TREE_EXPORT_PATH) {
      return { status: 404, type: 'text/plain; charset=utf-8', body: '404: Not Found' };
    }
    return { type: 'text/plain; charset=utf-8', body };
  }, 'text/plain');
}
