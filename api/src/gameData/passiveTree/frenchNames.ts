import table from './data/frenchNames.json' with { type: 'json' };
import { coverageLine } from '../catalogue/current/frenchNames.js';
import type { TreeNode } from './types.js';

/** Node id → [English name, French name], from the trade site's stats (see the file's source). */
const NAMES = new Map<number, readonly [string, string]>(
  Object.entries(table.names as Record<string, string[]>).map(([id, [en = '', fr = '']]) => [
    Number(id),
    [en, fr],
  ]),
);
/** The same by English name, for a node whose id differs between versions of the tree. */
const BY_ENGLISH = new Map([...NAMES.values()]);

/**
 * The French client's name of a notable or keystone: the table's under the node's id when its
 * English name is the node's (an id the game gave to another node since is not trusted), else
 * the one under the same English name, else null (no French string at hand).
 * @example frenchPassiveName(6, 'Twin Terrors') // 'Terreurs jumelles'
 */
export function frenchPassiveName(id: number, english: string): string | null {
  const byId = NAMES.get(id);
  if (byId && byId[0] === english) return byId[1];
  return BY_ENGLISH.get(english) ?? null;
}

/**
 * The coverage line of a tree's notables and keystones (ascendancy ones included).
 * @example passiveNameCoverage(tree.nodes) // 'talents notables : 485 noms français sur 579 (83 %) ; …'
 */
export function passiveNameCoverage(nodes: readonly TreeNode[]): string {
  const named = nodes.filter((n) => n.kind === 'notable' || n.kind === 'keystone');
  const english = named.filter((n) => frenchPassiveName(n.id, n.name) === null).map((n) => n.name);
  return coverageLine('talents notables', named.length - english.length, named.length, english);
}
