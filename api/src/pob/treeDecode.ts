import type { FastifyInstance } from 'fastify';
import { ascendanciesOf } from 'game-facts';
import { shareLink } from './shareLinks.js';
import { namesOfTreeIds } from './treeIds.js';
import { fetchSharedCode, pobRefusal } from './service.js';
import { HttpError } from '../platform/http/httpError.js';
import { treeFitter } from '../gameData/passiveTree/fitTree.js';
import type { DecodedTree } from '../gameData/passiveTree/schemas.js';
import type { LoadedTree } from '../gameData/passiveTree/service.js';
import { currentTreeVersion } from '../gameData/passiveTree/sql.js';
import { decodeTreeData, treeUrlData, TreeUrlError } from '../gameData/passiveTree/treeUrl.js';

const OFFICIAL_HOSTS = /^(www\.|fr\.)?pathofexile\.com$/i;

const invalid = (reason: string) => new HttpError(400, new TreeUrlError(reason).message);

/** The class and ascendancy a tree names, in the site's words; null when the tree lacks them. */
export function names(classId: number, ascendancyId: number, tree: LoadedTree | undefined) {
  const classe = tree?.data.classes.find((c) => c.id === classId);
  if (tree && !classe) return null;
  if (classe) {
    const ascendancy = classe.ascendancies.find((a) => a.id === ascendancyId);
    if (ascendancyId !== 0 && !ascendancy) return null;
    // The tree's own name when the site lists it for that class (a tree before 3.25 says
    // Raider, a later one Warden, for the same place), else the site's name for that place.
    const theirs = ascendancy?.name ?? '';
    if (ascendanciesOf(classe.name)?.includes(theirs))
      return { classe: classe.name, ascendancy: theirs };
    const ours = namesOfTreeIds(classId, ascendancyId)?.ascendancy;
    return { classe: classe.name, ascendancy: ours || theirs };
  }
  return namesOfTreeIds(classId, ascendancyId);
}

/** An official address: one tree, read against the current tree's version. */
async function officialTree(app: FastifyInstance, address: string): Promise<DecodedTree> {
  let decoded;
  try {
    decoded = decodeTreeData(treeUrlData(address));
  } catch (err) {
    if (err instanceof TreeUrlError) throw new HttpError(400, err.message);
    throw err;
  }
  const version = await currentTreeVersion(app.db, app.league.current().gameVersion);
  const tree = await app.passiveTrees.load(version);
  if (!tree) throw invalid(`le site n'a pas encore d'arbre ${version} pour la lire`);
  const named = names(decoded.classId, decoded.ascendancyId, tree);
  if (!named) {
    throw invalid(
      `classe ${decoded.classId} ou ascendance ${decoded.ascendancyId} inconnue dans l'arbre ${version}`,
    );
  }
  const allocated = [
    ...new Set([
      ...decoded.nodes,
      ...decoded.clusterNodes,
      ...decoded.masteries.map((m) => m.node),
    ]),
  ];
  return {
    version,
    class_id: decoded.classId,
    ascendancy_id: decoded.ascendancyId,
    nodes: allocated.slice(0, 400),
    title: '',
    url: address.length <= 4096 ? address : '',
    ...named,
  };
}

/** A Path of Building share link: every tree spec of the export, in its order. */
async function sharedTrees(app: FastifyInstance, address: string): Promise<DecodedTree[]> {
  const { code } = await fetchSharedCode(app, address);
  let specs;
  try {
    specs = await app.pobReader.trees(code);
  } catch (err) {
    throw pobRefusal(err);
  }
  const fitTree = treeFitter(app);
  const trees: DecodedTree[] = [];
  for (const read of specs) {
    const fitted = read && (await fitTree(read));
    if (!fitted) continue;
    const { tree, loaded } = fitted;
    const named = names(tree.class_id, tree.ascendancy_id, loaded);
    if (!named) continue;
    trees.push({ ...tree, title: tree.title ?? '', ...named });
  }
  if (trees.length === 0) throw invalid("l'export ne contient aucun arbre lisible");
  return trees;
}

/**
 * What an author pasted, as trees for the build's phase tabs: an official address (one tree,
 * version 4, 5 or 6 of its format) or a Path of Building share link (every tree of the export).
 * Every allocated node is kept, also those the stored tree lacks (another version's).
 */
export async function decodeTrees(app: FastifyInstance, pasted: string): Promise<DecodedTree[]> {
  const address = pasted.trim();
  const host = URL.canParse(address) ? new URL(address).hostname : '';
  if (OFFICIAL_HOSTS.test(host)) return [await officialTree(app, address)];
  if (shareLink(address)) return sharedTrees(app, address);
  throw invalid('ni une adresse pathofexile.com ni un lien de partage Path of Building');
}
