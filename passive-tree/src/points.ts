import type { AllocatedTree, TreeData, TreeNode } from './types';

/** The points a tree spends: main-tree points and ascendancy points apart. */
export interface PointCount {
  points: number;
  ascendancyPoints: number;
}

/** Class and ascendancy starts are given, not bought. */
const isFree = (node: TreeNode) => node.kind === 'classStart' || node.kind === 'ascendancyStart';

/**
 * The points spent on the allocated nodes, as the game counts them (the server's `points` and
 * `ascendancy_points` follow the same rule); ids missing from the data count for nothing.
 * @example countPoints(data, [start, 101, 102]) // { points: 2, ascendancyPoints: 0 }
 */
export function countPoints(
  data: Pick<TreeData, 'nodes'>,
  allocated: Iterable<number>,
): PointCount {
  const byId = new Map(data.nodes.map((node) => [node.id, node]));
  const count: PointCount = { points: 0, ascendancyPoints: 0 };
  for (const id of new Set(allocated)) {
    const node = byId.get(id);
    if (!node || isFree(node)) continue;
    if (node.ascendancy === null) count.points += 1;
    else count.ascendancyPoints += 1;
  }
  return count;
}

/**
 * The nodes of `current` that `previous` did not have: what a reader takes next between two
 * phases. Without a previous tree (or of another class) nothing is new.
 * @example nodesAdded({ nodes: [1, 2, 3], ... }, { nodes: [1], ... }) // Set {2, 3}
 */
export function nodesAdded(
  current: Pick<AllocatedTree, 'nodes' | 'class_id'>,
  previous: Pick<AllocatedTree, 'nodes' | 'class_id'> | null | undefined,
): Set<number> {
  if (!previous || previous.class_id !== current.class_id) return new Set();
  const before = new Set(previous.nodes);
  return new Set(current.nodes.filter((id) => !before.has(id)));
}

/**
 * How many more points a phase spends than the one before it (never below zero: a respec that
 * frees points reads as nothing added).
 * @example pointsAddedSince({ points: 87 }, { points: 64 }) // 23
 */
export const pointsAddedSince = (current: { points: number }, previous: { points: number }) =>
  Math.max(0, current.points - previous.points);

/** A keystone or notable as the build's answer lists it. */
export interface Highlight {
  id: number;
  name: string;
  kind: 'keystone' | 'notable';
  stats: string[];
  ascendancy: string | null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The highlights whose name or one of whose stats contains every word of the query, case and
 * accents ignored; an empty query keeps them all.
 * @example filterHighlights(list, 'resolute') // [{ name: 'Resolute Technique', ... }]
 */
export function filterHighlights<T extends Pick<Highlight, 'name' | 'stats'>>(
  list: readonly T[],
  query: string,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((item) => {
    const text = fold([item.name, ...item.stats].join('\n'));
    return words.every((word) => text.includes(word));
  });
}
