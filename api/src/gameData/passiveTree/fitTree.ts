import type { FastifyInstance } from 'fastify';
import { FIRST_CLUSTER_NODE, type PassiveTreeInput } from './schemas.js';
import type { LoadedTree } from './service.js';
import { currentTreeVersion } from './sql.js';

/** A tree as the site can keep it: on a version it stores, with nodes that version holds. */
export interface FittedTree {
  tree: PassiveTreeInput;
  loaded: LoadedTree;
  /** Set when the tree had to move: the version it came with, and its nodes that version lacks. */
  moved?: { from: string; absent: number };
}

/** Where fitting reads the stored trees from. */
interface StoredTrees {
  load(version: string): Promise<LoadedTree | undefined>;
  currentVersion(): Promise<string>;
}

/**
 * Fits many trees (every spec of one export) reading each stored version and the current
 * version once: an export's specs then cost a lookup per version, not one each.
 */
export function treeFitter(app: FastifyInstance) {
  const loads = new Map<string, Promise<LoadedTree | undefined>>();
  let current: Promise<string> | undefined;
  const stored: StoredTrees = {
    load(version) {
      let loading = loads.get(version);
      if (!loading) loads.set(version, (loading = app.passiveTrees.load(version)));
      return loading;
    },
    currentVersion: () =>
      (current ??= currentTreeVersion(app.db, app.league.current().gameVersion)),
  };
  return (input: PassiveTreeInput) => fitStoredTree(stored, input);
}

/**
 * A tree read from an export or an address, on the version the site stores for it: its own when
 * stored, else the current one (Path of Building keeps a build's tree on the version it was
 * made with, often the league before; node ids carry over between versions), with every node,
 * also those that version lacks (they are kept for the export and counted, never dropped).
 * Undefined when the site stores no tree at all, or when the class or the ascendancy is not in
 * the version it falls back on.
 */
export const fitTree = (app: FastifyInstance, input: PassiveTreeInput) => treeFitter(app)(input);

async function fitStoredTree(
  stored: StoredTrees,
  input: PassiveTreeInput,
): Promise<FittedTree | undefined> {
  const own = await stored.load(input.version);
  const version = own ? input.version : await stored.currentVersion();
  const loaded = own ?? (await stored.load(version));
  if (!loaded) return undefined;
  const classe = loaded.data.classes.find((c) => c.id === input.class_id);
  if (!classe) return undefined;
  if (input.ascendancy_id !== 0 && !classe.ascendancies.some((a) => a.id === input.ascendancy_id)) {
    return undefined;
  }
  const tree = { ...input, version };
  if (own) return { tree, loaded };
  // Cluster jewels' nodes are in no version's export: they are not another version's.
  const absent = input.nodes.filter(
    (id) => id < FIRST_CLUSTER_NODE && !loaded.nodes.has(id),
  ).length;
  return { tree, loaded, moved: { from: input.version, absent } };
}
