import { createTreeView, type TreeViewHandle, type TreeViewOptions } from './controller';
import type { TreeData } from './types';

/** `GET /api/game/passive-tree`: the tree versions the site has, each at an immutable address. */
interface TreeIndex {
  current: string;
  versions: { version: string; dataUrl: string }[];
}

export const TREE_INDEX_URL = '/api/game/passive-tree';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

// One download per version and page: a build shows up to six trees of the same version.
const loads = new Map<string, Promise<TreeData>>();

async function fetchJson<T>(fetcher: Fetch, url: string): Promise<T> {
  const answer = await fetcher(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/**
 * The tree data of a game version, through the index (short cache) to the data's immutable
 * address (cached for good by the browser); a version the site no longer holds is drawn on its
 * current tree (node ids carry over between versions). A failure is forgotten, so a retry asks
 * again.
 */
export function loadTreeData(
  version: string,
  fetcher: Fetch = (url) => fetch(new Request(url)),
): Promise<TreeData> {
  let load = loads.get(version);
  if (!load) {
    load = fetchJson<TreeIndex>(fetcher, TREE_INDEX_URL).then((index) => {
      const entry =
        index.versions.find((candidate) => candidate.version === version) ??
        index.versions.find((candidate) => candidate.version === index.current);
      if (!entry) throw new Error(`no passive tree ${version} on the site`);
      return fetchJson<TreeData>(fetcher, entry.dataUrl);
    });
    loads.set(version, load);
    load.catch(() => loads.delete(version));
  }
  return load;
}

/** Loads the tree data of `options.tree.version` and draws it on `canvas`. */
export async function showTree(
  canvas: HTMLCanvasElement,
  options: Omit<TreeViewOptions, 'data'>,
): Promise<TreeViewHandle> {
  const data = await loadTreeData(options.tree.version);
  return createTreeView(canvas, { ...options, data });
}
