import type { TreeData } from './types';

// No drawing code here (`passive-tree/load`): a page imports it up front, so the tree's data
// downloads beside the drawing's code instead of after it.

/** `GET /api/game/passive-tree`: the tree versions the site has, each at an immutable address. */
interface TreeIndex {
  current: string;
  versions: { version: string; dataUrl: string }[];
}

export const TREE_INDEX_URL = '/api/game/passive-tree';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

const browserFetch: Fetch = (url) => fetch(new Request(url));

// One index per page and fetcher, one download per version: a build shows up to six trees.
const indexes = new WeakMap<Fetch, Promise<TreeIndex>>();
const loads = new Map<string, Promise<TreeData>>();

async function fetchJson<T>(fetcher: Fetch, url: string): Promise<T> {
  const answer = await fetcher(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

interface Cache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
  delete(key: K): unknown;
}

/** A failed promise is forgotten, so a retry asks again. */
function remembered<K, V>(cache: Cache<K, Promise<V>>, key: K, make: () => Promise<V>) {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

/**
 * Asks for the tree index (451 bytes, kept five minutes) ahead of the drawing, so a tree coming
 * into view waits for one download, its data, not two.
 */
export function preloadTreeIndex(fetcher: Fetch = browserFetch): Promise<TreeIndex> {
  return remembered(indexes, fetcher, () => fetchJson<TreeIndex>(fetcher, TREE_INDEX_URL));
}

/**
 * The tree data of a game version, through the index (short cache) to the data's immutable
 * address (cached for good by the browser); a version the site no longer holds is drawn on its
 * current tree (node ids carry over between versions).
 */
export function loadTreeData(version: string, fetcher: Fetch = browserFetch): Promise<TreeData> {
  return remembered(loads, version, () => {
    const load = preloadTreeIndex(fetcher).then((index) => {
      const entry =
        index.versions.find((candidate) => candidate.version === version) ??
        index.versions.find((candidate) => candidate.version === index.current);
      if (!entry) throw new Error(`no passive tree ${version} on the site`);
      return fetchJson<TreeData>(fetcher, entry.dataUrl);
    });
    // The index may be what was wrong (no tree yet): a retry reads it again.
    load.catch(() => indexes.delete(fetcher));
    return load;
  });
}
