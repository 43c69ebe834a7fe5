import { childNamed, childrenNamed, type XmlElement } from './xml.js';
import { MAX_NODE_ID, type PassiveTreeInput } from '../gameData/passiveTree/schemas.js';

/**
 * Path of Building's tree version (`3_26`, `3_25_alternate`) as the site's game version.
 * @example gameVersionOfTree('3_26') // '3.26'
 */
export function gameVersionOfTree(treeVersion: string): string | null {
  const match = /^(\d{1,2})_(\d{1,2})(?:_|$)/.exec(treeVersion.trim());
  return match ? `${match[1]}.${match[2]}` : null;
}

const integer = (value: string | undefined) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** Our address fields hold at most 4096 characters of http(s). */
const LINK = /^https?:\/\/[^\s"<>]+$/;

/**
 * A `<Spec>` of an export's `<Tree>` as a build's tree: `treeVersion`, `classId`,
 * `ascendClassId`, `nodes` (comma-separated, cluster jewel nodes included), its title and
 * `<URL>`; null when the spec has no version or class we can read.
 */
export function specTree(spec: XmlElement): PassiveTreeInput | null {
  const version = gameVersionOfTree(spec.attrs.treeVersion ?? '');
  const classId = integer(spec.attrs.classId);
  if (version === null || classId === null) return null;
  const nodes = [
    ...new Set(
      (spec.attrs.nodes ?? '')
        .split(',')
        .map((id) => integer(id.trim()))
        .filter((id): id is number => id !== null && id <= MAX_NODE_ID),
    ),
  ].slice(0, 400);
  const url = (childNamed(spec, 'URL')?.text ?? '').trim();
  return {
    version,
    class_id: classId,
    ascendancy_id: integer(spec.attrs.ascendClassId) ?? 0,
    nodes,
    title: (spec.attrs.title ?? '').slice(0, 100),
    url: LINK.test(url) && url.length <= 4096 ? url : '',
  };
}

/** Every spec of an export's `<Tree>` element, in order. */
export const treeSpecs = (tree: XmlElement | undefined) => childrenNamed(tree, 'Spec');
