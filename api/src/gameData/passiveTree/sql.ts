import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db/client.js';
import type { PassiveTreeData } from './types.js';

export interface StoredTreeVersion {
  version: string;
  hash: string;
  fetchedAt: Date;
}

/** The content's own name: its address changes exactly when the tree does. */
export const treeHash = (json: string) =>
  createHash('sha256').update(json).digest('base64url').slice(0, 16);

/** Stores (or replaces) one version's tree; the same content keeps its hash and address. */
export async function storeTree(db: Queryable, tree: PassiveTreeData, source: string) {
  const json = JSON.stringify(tree);
  const hash = treeHash(json);
  await db.query(
    `insert into passive_trees (version, hash, data, source) values ($1, $2, $3, $4)
     on conflict (version) do update set hash = excluded.hash, data = excluded.data,
       source = excluded.source, fetched_at = now()`,
    [tree.version, hash, json, source],
  );
  return { version: tree.version, hash, nodes: tree.nodes.length };
}

/** Every stored version, newest game version first. */
export async function listTreeVersions(db: Queryable): Promise<StoredTreeVersion[]> {
  const { rows } = await db.query<{ version: string; hash: string; fetched_at: Date }>(
    'select version, hash, fetched_at from passive_trees',
  );
  return rows
    .map((r) => ({ version: r.version, hash: r.hash, fetchedAt: new Date(r.fetched_at) }))
    .sort((a, b) => compareVersions(b.version, a.version));
}

/** The version new trees are read against: the current league's when stored, else the newest. */
export async function currentTreeVersion(db: Queryable, gameVersion: string): Promise<string> {
  const stored = await listTreeVersions(db);
  return stored.some((v) => v.version === gameVersion)
    ? gameVersion
    : (stored[0]?.version ?? gameVersion);
}

/** The stored JSON of a version when its hash is still the one asked for. */
export async function readTreeJson(
  db: Queryable,
  version: string,
  hash: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ data: string }>(
    'select data from passive_trees where version = $1 and hash = $2',
    [version, hash],
  );
  return rows[0]?.data;
}

/**
 * @example compareVersions('3.9', '3.26') < 0
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
