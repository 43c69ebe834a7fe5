import { HttpError } from '../../platform/http/httpError.js';
import type {
  PassiveTree,
  PassiveTreeInput,
  PassiveTrees,
  PassiveTreesInput,
  TreePhase,
} from './schemas.js';
import { FIRST_CLUSTER_NODE, PROGRESSION_PHASES, TREE_PHASES } from './schemas.js';
import type { LoadedTree } from './service.js';
import { frenchPassiveName } from './frenchNames.js';
import { treeChange } from './treeChange.js';

/** The build form's names of the phase tabs, for the author's error messages. */
export const PHASE_LABELS: Record<TreePhase, string> = {
  main: 'Général',
  leveling: 'Leveling',
  premier_equipement: 'Premier Équipement',
  endgame: 'Endgame',
  optimisation: 'Optimisation',
};

export type LoadTree = (version: string) => Promise<LoadedTree | undefined>;

const refuse = (phase: TreePhase, reason: string) =>
  new HttpError(400, `Arbre passif (${PHASE_LABELS[phase]}) : ${reason}.`);

/**
 * One phase's tree checked against its version's data (the version, the class, the ascendancy
 * of that class, ascendancy nodes of the chosen ascendancy only) and completed with what readers
 * see: the points it costs and its keystones and notables. Nodes that version lacks are kept (a
 * tree made on another version of the game, or a cluster jewel's) and counted as points, listed
 * apart.
 * @throws HttpError 400 naming the phase and what is wrong, in French.
 */
export function readTree(phase: TreePhase, input: PassiveTreeInput, tree: LoadedTree): PassiveTree {
  const { version } = tree.data;
  const classe = tree.data.classes.find((c) => c.id === input.class_id);
  if (!classe) throw refuse(phase, `classe ${input.class_id} inconnue dans l'arbre ${version}`);
  const ascendancy =
    input.ascendancy_id === 0
      ? undefined
      : classe.ascendancies.find((a) => a.id === input.ascendancy_id);
  if (input.ascendancy_id !== 0 && !ascendancy) {
    throw refuse(
      phase,
      `ascendance ${input.ascendancy_id} inconnue pour la classe ${classe.name} dans l'arbre ${version}`,
    );
  }
  const nodes = [...new Set(input.nodes)];
  let points = 0;
  let ascendancyPoints = 0;
  const keystones: PassiveTree['highlights'] = [];
  const notables: PassiveTree['highlights'] = [];
  const otherVersion: number[] = [];
  const clusterNodes: number[] = [];
  for (const id of nodes) {
    if (id >= FIRST_CLUSTER_NODE) {
      // A cluster jewel's passive: no export of the game holds it, it costs a point all the same.
      clusterNodes.push(id);
      points++;
      continue;
    }
    const node = tree.nodes.get(id);
    if (!node) {
      // Another version's node (the tree was made on a newer or older game): kept, and counted.
      otherVersion.push(id);
      points++;
      continue;
    }
    if (node.ascendancy !== null && node.ascendancy !== ascendancy?.name) {
      throw refuse(
        phase,
        `le nœud ${id} (${node.name}) appartient à l'ascendance ${node.ascendancy}, pas à ${ascendancy?.name ?? 'aucune'}`,
      );
    }
    if (node.kind === 'classStart' && node.id !== classe.startNode) {
      throw refuse(phase, `le nœud ${id} est le départ d'une autre classe que ${classe.name}`);
    }
    if (node.kind === 'classStart' || node.kind === 'ascendancyStart') continue;
    if (node.ascendancy === null) points++;
    else ascendancyPoints++;
    if (node.kind === 'keystone' || node.kind === 'notable') {
      const highlight = {
        id,
        name: node.name,
        name_fr: frenchPassiveName(id, node.name),
        kind: node.kind,
        stats: node.stats,
        ascendancy: node.ascendancy,
      };
      (node.kind === 'keystone' ? keystones : notables).push(highlight);
    }
  }
  return {
    version,
    class_id: classe.id,
    ascendancy_id: ascendancy?.id ?? 0,
    nodes,
    title: input.title?.trim() ?? '',
    url: input.url?.trim() ?? '',
    points,
    ascendancy_points: ascendancyPoints,
    other_version_nodes: otherVersion,
    cluster_nodes: clusterNodes,
    highlights: [...keystones, ...notables],
  };
}

/**
 * Every phase's tree read as above; a phase whose version the site does not hold is refused,
 * or, with `skipUnknownVersions` (the demo seed on a site still without that tree), left out.
 */
export async function readTrees(
  load: LoadTree,
  input: PassiveTreesInput,
  { skipUnknownVersions = false } = {},
): Promise<PassiveTrees> {
  const trees: PassiveTrees = {};
  const loaded = new Map<TreePhase, LoadedTree>();
  for (const phase of TREE_PHASES) {
    const sent = input[phase];
    if (sent === undefined) continue;
    const tree = await load(sent.version);
    if (!tree) {
      if (skipUnknownVersions) continue;
      throw refuse(phase, `l'arbre ${sent.version} est inconnu du site`);
    }
    trees[phase] = readTree(phase, sent, tree);
    loaded.set(phase, tree);
  }
  addChanges(trees, loaded);
  return trees;
}

/**
 * Each phase's tree against the nearest earlier one (PROGRESSION_PHASES), read on this phase's
 * version of the tree; none across a change of class, where no point carries over.
 */
function addChanges(trees: PassiveTrees, loaded: Map<TreePhase, LoadedTree>): void {
  let previous: { phase: TreePhase; tree: PassiveTree } | null = null;
  for (const phase of PROGRESSION_PHASES) {
    const tree = trees[phase];
    const data = loaded.get(phase);
    if (!tree || !data) continue;
    if (previous && previous.tree.class_id === tree.class_id) {
      const classe = data.data.classes.find((c) => c.id === tree.class_id);
      const ascendancy = classe?.ascendancies.find((a) => a.id === tree.ascendancy_id);
      if (classe) {
        const change = treeChange(data.data, previous.tree.nodes, tree.nodes, {
          classStart: classe.startNode,
          ascendancyStart: ascendancy?.startNode ?? null,
        });
        tree.change = { from: previous.phase, ...change };
      }
    }
    previous = { phase, tree };
  }
}

/**
 * The changes a save would write today that stored trees lack (trees saved before changes were
 * written), computed by the write path's `addChanges` on each phase's version: phase → change.
 * None when a phase's version is not stored (a save would refuse the trees, so no change is
 * guessed across it); a change already stored is never recomputed.
 */
export async function missingChanges(
  load: LoadTree,
  stored: unknown,
): Promise<Partial<Record<TreePhase, NonNullable<PassiveTree['change']>>>> {
  const trees = storedTrees(stored);
  const fresh: PassiveTrees = {};
  const loaded = new Map<TreePhase, LoadedTree>();
  for (const phase of TREE_PHASES) {
    const tree = trees[phase];
    if (!tree) continue;
    const data = await load(tree.version);
    if (!data) return {};
    const copy = { ...tree };
    delete copy.change;
    fresh[phase] = copy;
    loaded.set(phase, data);
  }
  addChanges(fresh, loaded);
  const missing: Partial<Record<TreePhase, NonNullable<PassiveTree['change']>>> = {};
  for (const phase of TREE_PHASES) {
    const change = fresh[phase]?.change;
    if (change && trees[phase]?.change === undefined) missing[phase] = change;
  }
  return missing;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored `passive_trees` value as the answer's shape: the server wrote it complete (readTrees),
 * so only phases that are objects with the answer's fields are kept.
 */
export function storedTrees(value: unknown): PassiveTrees {
  if (!isObject(value)) return {};
  const trees: PassiveTrees = {};
  for (const phase of TREE_PHASES) {
    const tree = value[phase];
    if (isObject(tree) && Array.isArray(tree.nodes) && Array.isArray(tree.highlights)) {
      // Trees written before other versions' (or cluster jewels') nodes were kept have none.
      const otherVersion = Array.isArray(tree.other_version_nodes) ? tree.other_version_nodes : [];
      // French names are read at each answer, so trees stored before them (or before a new
      // table) get them too.
      const highlights = (tree.highlights as PassiveTree['highlights']).map((h) => ({
        ...h,
        name_fr: frenchPassiveName(h.id, h.name),
      }));
      const clusterNodes = Array.isArray(tree.cluster_nodes) ? tree.cluster_nodes : [];
      trees[phase] = {
        ...tree,
        other_version_nodes: otherVersion,
        cluster_nodes: clusterNodes,
        highlights,
      } as unknown as PassiveTree;
    }
  }
  return trees;
}
