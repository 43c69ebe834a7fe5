import type { PassiveTreeData, TreeNode } from './types.js';

/** What a change between two phases' trees reads of a version's tree: nodes and their links. */
export type ChangeTreeData = {
  nodes: readonly Pick<TreeNode, 'id' | 'kind' | 'ascendancy' | 'x' | 'y'>[];
  links: readonly Pick<PassiveTreeData['links'][number], 'a' | 'b'>[];
};

/** The starts a tree grows from: the class's start and, when one is chosen, its ascendancy's. */
export interface TreeStarts {
  classStart: number;
  ascendancyStart?: number | null;
}

/** One phase's tree against the phase before it. */
export interface TreeChange {
  /** Nodes both phases allocate, in this phase's order. */
  kept: number[];
  /**
   * Nodes this phase adds, in an order a player can take them: each one linked to the class
   * start (or its ascendancy's start) through nodes already allocated when it comes. The main
   * tree's points come first, then the ascendancy's. Nodes the data cannot link (another
   * version's ids, a tree with a gap) close the list, in this phase's order.
   */
  added: number[];
  /** Nodes the previous phase had and this one drops (a respec), in the previous order. */
  removed: number[];
}

/** Given, never bought: they are neither kept, added nor removed. */
const isStart = (node: { kind: string } | undefined) =>
  node?.kind === 'classStart' || node?.kind === 'ascendancyStart';

const squaredDistance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/**
 * The change from `previous` to `current` (two lists of allocated node ids on one version's
 * tree): what stays, what comes and in which order, what goes. The order is breadth-first from
 * the class start and the kept nodes through this phase's nodes only, so every added node
 * touches one allocated before it; the ascendancy is walked apart from its own start (the game
 * links it to the main tree by no path). Masteries have no links in the data: one is taken right
 * after the first allocated node of this phase that lies nearest to it (the nodes of its group
 * circle it), which is when the game lets it be picked.
 * @example treeChange(data, [start, 1], [start, 1, 2, 3], { classStart: start })
 *   // { kept: [1], added: [2, 3], removed: [] } when start–1–2–3 is a path
 */
export function treeChange(
  data: ChangeTreeData,
  previous: readonly number[],
  current: readonly number[],
  starts: TreeStarts,
): TreeChange {
  const byId = new Map(data.nodes.map((node) => [node.id, node]));
  const before = new Set(previous);
  const now = new Set(current);
  const kept = [...now].filter((id) => before.has(id) && !isStart(byId.get(id)));
  const removed = [...before].filter((id) => !now.has(id) && !isStart(byId.get(id)));

  const neighbours = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    const list = neighbours.get(a);
    if (list) list.push(b);
    else neighbours.set(a, [b]);
  };
  // The starts are there even when a tree leaves them out of its list.
  const present = new Set([...now, starts.classStart]);
  if (starts.ascendancyStart != null) present.add(starts.ascendancyStart);
  for (const { a, b } of data.links) {
    if (!present.has(a) || !present.has(b)) continue; // only this phase's nodes carry a path
    link(a, b);
    link(b, a);
  }
  // Lowest id first where several come at once: the same trees give the same order.
  for (const list of neighbours.values()) list.sort((x, y) => x - y);

  // Each mastery waits for the allocated non-mastery node of this phase nearest to it.
  const masteriesAfter = new Map<number, number[]>();
  const linked = [...now].filter((id) => {
    const node = byId.get(id);
    return node && node.kind !== 'mastery' && node.ascendancy === null;
  });
  for (const id of now) {
    const mastery = byId.get(id);
    if (mastery?.kind !== 'mastery' || before.has(id)) continue;
    let nearest: number | undefined;
    let best = Infinity;
    for (const other of linked) {
      const node = byId.get(other);
      if (!node) continue;
      const distance = squaredDistance(node, mastery);
      if (distance < best) [best, nearest] = [distance, other];
    }
    if (nearest === undefined) continue;
    masteriesAfter.set(nearest, [...(masteriesAfter.get(nearest) ?? []), id]);
  }

  const reached = new Set<number>();
  const added: number[] = [];
  const take = (id: number) => {
    for (const mastery of masteriesAfter.get(id) ?? []) {
      if (reached.has(mastery)) continue;
      reached.add(mastery);
      added.push(mastery);
    }
  };
  /** Breadth-first through this phase's nodes from the seeds (already allocated). */
  const walk = (seeds: readonly number[]) => {
    const queue: number[] = [];
    for (const seed of seeds) {
      if (reached.has(seed)) continue;
      reached.add(seed);
      queue.push(seed);
      take(seed);
    }
    for (let head = 0; head < queue.length; head += 1) {
      for (const next of neighbours.get(queue[head] as number) ?? []) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
        added.push(next);
        take(next);
      }
    }
  };

  const isAscendancy = (id: number) => byId.get(id)?.ascendancy != null;
  walk([starts.classStart, ...kept.filter((id) => !isAscendancy(id))]);
  if (starts.ascendancyStart != null) walk([starts.ascendancyStart, ...kept.filter(isAscendancy)]);

  // What no path reaches: other versions' ids, and gaps the author left.
  for (const id of current) {
    if (!reached.has(id) && !before.has(id) && !isStart(byId.get(id))) {
      reached.add(id);
      added.push(id);
    }
  }
  return { kept, added, removed };
}
