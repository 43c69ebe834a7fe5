/** The game's passive tree addresses, as the official site and Path of Building write them. */

export class TreeUrlError extends Error {
  constructor(reason: string) {
    super(`Adresse d'arbre passif invalide : ${reason}.`);
    this.name = 'TreeUrlError';
  }
}

export interface DecodedTreeUrl {
  /** The address format's version (4, 5 or 6). */
  format: number;
  classId: number;
  ascendancyId: number;
  /** Allocated nodes of the main tree and ascendancy, with the masteries' nodes. */
  nodes: number[];
  /** Cluster jewel nodes (ids from 65536), which the site's tree does not hold. */
  clusterNodes: number[];
  /** v6: the mastery effect chosen on each allocated mastery node. */
  masteries: { node: number; effect: number }[];
}

const HOSTS = new Set(['www.pathofexile.com', 'pathofexile.com', 'fr.pathofexile.com']);
const PAGES = new Set(['passive-skill-tree', 'fullscreen-passive-skill-tree']);
const GAME_VERSION = /^\d+\.\d+(\.\d+)*$/;

/**
 * The data part of an official address: `https://www.pathofexile.com/passive-skill-tree/<data>`,
 * also `fullscreen-passive-skill-tree`, an optional game version segment, the French site; the
 * query (`?accountName=…`) and fragment are ignored.
 * @example treeUrlData('https://www.pathofexile.com/passive-skill-tree/3.26.0/AAAABgQB') // 'AAAABgQB'
 */
export function treeUrlData(address: string): string {
  if (!URL.canParse(address.trim())) throw new TreeUrlError("ce n'est pas une adresse");
  const url = new URL(address.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TreeUrlError("ce n'est pas une adresse web");
  }
  if (!HOSTS.has(url.hostname.toLowerCase())) {
    throw new TreeUrlError(`l'hôte ${url.hostname} n'est pas pathofexile.com`);
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const [page, ...rest] = parts;
  if (page === undefined || !PAGES.has(page)) {
    throw new TreeUrlError("ce n'est pas une page d'arbre passif");
  }
  const data = rest[0] !== undefined && GAME_VERSION.test(rest[0]) ? rest[1] : rest[0];
  if (data === undefined || data === '' || rest.length > (data === rest[0] ? 1 : 2)) {
    throw new TreeUrlError("l'adresse ne contient pas d'arbre");
  }
  return data;
}

/**
 * Reads the bytes of an official address (base64url): a 4-byte version (4, 5 or 6), the class
 * byte, the ascendancy byte (its two low bits; the others name a Bloodline), then for version 4
 * a fullscreen byte and 16-bit node ids to the end; for 5 and 6 a node count and the nodes, a
 * count and the cluster jewel nodes, and for 6 a count and the mastery pairs (effect, node).
 * @throws TreeUrlError in French, naming what is wrong
 */
export function decodeTreeData(data: string): DecodedTreeUrl {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(data)) {
    throw new TreeUrlError('les données ne sont pas en base64url');
  }
  const bytes = Buffer.from(data.replace(/=+$/, ''), 'base64url');
  if (bytes.length < 6) throw new TreeUrlError('les données sont trop courtes');
  const format = bytes.readUInt32BE(0);
  if (format < 4 || format > 6) {
    throw new TreeUrlError(`version ${format} du format inconnue (4, 5 ou 6 attendues)`);
  }
  const classId = bytes[4] ?? 0;
  const ascendancyId = (bytes[5] ?? 0) & 0b11;
  let at = 6;
  const byte = (what: string) => {
    const value = bytes[at];
    if (value === undefined) throw new TreeUrlError(`les données s'arrêtent avant ${what}`);
    at += 1;
    return value;
  };
  const words = (count: number, what: string) => {
    if (at + count * 2 > bytes.length)
      throw new TreeUrlError(`les données s'arrêtent dans ${what}`);
    const list: number[] = [];
    for (let i = 0; i < count; i++) list.push(bytes.readUInt16BE(at + i * 2));
    at += count * 2;
    return list;
  };
  if (format === 4) {
    at += 1; // fullscreen
    const nodes = words(Math.floor((bytes.length - at) / 2), 'les nœuds');
    return { format, classId, ascendancyId, nodes, clusterNodes: [], masteries: [] };
  }
  const nodes = words(byte('le nombre de nœuds'), 'les nœuds');
  const clusterNodes = words(
    byte('le nombre de nœuds de joyaux de ramification'),
    'les nœuds de joyaux de ramification',
  ).map((id) => id + 65536);
  const masteries: DecodedTreeUrl['masteries'] = [];
  if (format === 6) {
    const pairs = words(byte('le nombre de maîtrises') * 2, 'les maîtrises');
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      masteries.push({ effect: pairs[i] ?? 0, node: pairs[i + 1] ?? 0 });
    }
  }
  return { format, classId, ascendancyId, nodes, clusterNodes, masteries };
}

/**
 * An official address for a tree, in the version 6 format (cluster jewel nodes in their own list,
 * no masteries' effects): what the export and the demo builds link to.
 * @example encodeTreeUrl({ classId: 4, ascendancyId: 1, nodes: [50986] })
 */
export function encodeTreeUrl(tree: {
  classId: number;
  ascendancyId: number;
  nodes: readonly number[];
}) {
  const nodes = tree.nodes.filter((id) => id < 65536);
  const clusterNodes = tree.nodes.filter((id) => id >= 65536 && id < 2 * 65536);
  // The format counts nodes in one byte; no tree of the game spends that many points.
  if (nodes.length > 255 || clusterNodes.length > 255) throw new RangeError('more than 255 nodes');
  const bytes = Buffer.alloc(4 + 2 + 1 + nodes.length * 2 + 1 + clusterNodes.length * 2 + 1);
  bytes.writeUInt32BE(6, 0);
  bytes[4] = tree.classId;
  bytes[5] = tree.ascendancyId;
  bytes[6] = nodes.length;
  nodes.forEach((id, i) => bytes.writeUInt16BE(id, 7 + i * 2));
  const clusterStart = 7 + nodes.length * 2;
  bytes[clusterStart] = clusterNodes.length;
  clusterNodes.forEach((id, i) => bytes.writeUInt16BE(id - 65536, clusterStart + 1 + i * 2));
  return `https://www.pathofexile.com/passive-skill-tree/${bytes.toString('base64url')}`;
}
