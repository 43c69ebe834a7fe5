import type { Build, BuildInput } from '../builds/schemas.js';
import type { PassiveTreeInput, PassiveTreesInput } from '../gameData/passiveTree/schemas.js';
import { TREE_PHASES } from '../gameData/passiveTree/schemas.js';
import type { PobBuild, TreeSpec } from './mapBuild.js';

/** The league and game version the site follows today (`app.league.current()`). */
export interface CurrentGame {
  league: string;
  gameVersion: string;
}

/** A stored tree as an edit sends it back: its input fields, not what reading added. */
function asInput(tree: PassiveTreeInput): PassiveTreeInput {
  const { version, class_id, ascendancy_id, nodes, title, url } = tree;
  return { version, class_id, ascendancy_id, nodes, title: title ?? '', url: url ?? '' };
}

/** The tree spec that becomes the Général tab's: the active one, else the last readable. */
export function mainSpec(specs: readonly TreeSpec[]): TreeSpec | undefined {
  const readable = specs.filter((spec) => spec.tree !== null);
  return readable.find((spec) => spec.active) ?? readable.at(-1);
}

/**
 * The edit an update from a new Path of Building code makes: the export's active item set,
 * skill set (with its links) and tree on the Général tab, its class and ascendancy when the site
 * knows them, the current league and game version, and the share page as the build's Path of
 * Building link when it came from one. Texts, ratings, the other links and the phase tabs are
 * not sent, so they stay as they are.
 * @example updateBody(pob, build, { league: 'Allflame', gameVersion: '3.29' }).game_version // '3.29'
 */
export function updateBody(
  pob: PobBuild & { sourceUrl: string },
  build: Pick<Build, 'gem_links' | 'passive_trees'> & Partial<Pick<Build, 'pob_stats'>>,
  game: CurrentGame,
): BuildInput {
  const items = pob.itemSets.find((set) => set.active) ?? pob.itemSets[0];
  const skills = pob.skillSets.find((set) => set.active) ?? pob.skillSets[0];
  const spec = mainSpec(pob.treeSpecs);
  const trees: PassiveTreesInput = {};
  for (const phase of TREE_PHASES) {
    const kept = build.passive_trees[phase];
    if (kept) trees[phase] = asInput(kept);
  }
  // An export without a readable tree leaves the build's own: nothing is lost to it.
  if (spec?.tree) trees.main = { ...spec.tree, title: spec.title, url: spec.url };
  const body: BuildInput = {
    league: game.league,
    game_version: game.gameVersion,
    equipment: items?.equipment ?? {},
    gem_sockets_main: skills?.sockets ?? {},
    gem_links: { ...build.gem_links, gem_sockets_main: skills?.links ?? {} },
    passive_trees: trees,
    // The new code's stats are the Général tab's, as its active skill set is; other tabs keep theirs.
    pob_stats: { ...(build.pob_stats ?? {}), main: pob.stats },
    pob_notes: pob.notes,
  };
  if (pob.classe !== '') {
    body.classe = pob.classe;
    body.ascendancy = pob.ascendancy;
    body.bloodline = pob.bloodline;
  }
  if (pob.sourceUrl !== '') body.pobb_in_url = pob.sourceUrl;
  return body;
}
