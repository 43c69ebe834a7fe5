import type { Queryable } from '../../platform/db/client.js';
import { listTreeVersions, readTreeJson } from './sql.js';
import type { PassiveTreeData, TreeNode } from './types.js';

/** A parsed tree with the lookups validation and highlights need. */
export interface LoadedTree {
  data: PassiveTreeData;
  nodes: Map<number, TreeNode>;
}

/**
 * Stored trees by `version/hash`: a hash names one content for ever, so an entry is never
 * stale; a new run of the job stores a new hash, read on first use.
 */
export function createTreeStore(db: Queryable) {
  const loaded = new Map<string, LoadedTree>();

  async function load(version: string): Promise<LoadedTree | undefined> {
    const stored = (await listTreeVersions(db)).find((v) => v.version === version);
    if (!stored) return undefined;
    const key = `${stored.version}/${stored.hash}`;
    const hit = loaded.get(key);
    if (hit) return hit;
    const json = await readTreeJson(db, stored.version, stored.hash);
    if (json === undefined) return undefined;
    const data = JSON.parse(json) as PassiveTreeData;
    const tree = { data, nodes: new Map(data.nodes.map((n) => [n.id, n])) };
    // Older hashes of the same version are no longer asked for by anything we write.
    for (const k of loaded.keys()) if (k.startsWith(`${version}/`)) loaded.delete(k);
    loaded.set(key, tree);
    return tree;
  }

  return { load };
}

export type TreeStore = ReturnType<typeof createTreeStore>;
