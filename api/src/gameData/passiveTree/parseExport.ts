import { isClassName } from 'game-facts';
import { orbitAngle, orbitPosition, round } from './orbits.js';
import type { NodeKind, PassiveTreeData, TreeClass, TreeLink, TreeNode } from './types.js';

/** The export is not what its README describes: the job keeps the tree it had. */
export class TreeFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TreeFormatError';
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown, where: string): Json {
  if (!isObject(value)) throw new TreeFormatError(`${where} : objet attendu`);
  return value;
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new TreeFormatError(`${where} : liste attendue`);
  return value;
}

function number(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TreeFormatError(`${where} : nombre attendu`);
  }
  return value;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];

/** `out` and `in` hold ids as strings in the export. */
const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : []).map(Number).filter(Number.isInteger);

interface RawNode {
  id: number;
  group: number;
  orbit: number;
  orbitIndex: number;
  raw: Json;
}

/** The classes a node starts: a number in the game's export, a list in some later ones. */
const classStartsOf = (raw: Json): number[] =>
  (Array.isArray(raw.classStartIndex) ? raw.classStartIndex : [raw.classStartIndex]).filter(
    (i): i is number => typeof i === 'number',
  );

function kindOf(raw: Json): NodeKind {
  if (classStartsOf(raw).length > 0) return 'classStart';
  if (raw.isAscendancyStart === true) return 'ascendancyStart';
  if (raw.isKeystone === true) return 'keystone';
  if (raw.isNotable === true) return 'notable';
  if (raw.isMastery === true) return 'mastery';
  if (raw.isJewelSocket === true) return 'jewel';
  return 'normal';
}

/**
 * The game's classes in their id order (the index in the export's `classes`), with each
 * ascendancy's start node; ascendancies are numbered from 1 within their class.
 */
function readClasses(
  classes: unknown[],
  nodes: TreeNode[],
  classStarts: Map<number, number>,
): TreeClass[] {
  const ascStarts = new Map<string, number>();
  for (const node of nodes) {
    if (node.kind === 'ascendancyStart' && node.ascendancy) ascStarts.set(node.ascendancy, node.id);
  }
  return classes.map((value, id) => {
    const raw = object(value, `classes[${id}]`);
    const name = typeof raw.name === 'string' ? raw.name : '';
    if (!isClassName(name))
      throw new TreeFormatError(`classes[${id}] : classe inconnue « ${name} »`);
    const startNode = classStarts.get(id);
    if (startNode === undefined) throw new TreeFormatError(`classe ${name} : aucun nœud de départ`);
    const ascendancies = array(raw.ascendancies ?? [], `classes[${id}].ascendancies`).map(
      (asc, i) => {
        const ascName = String(object(asc, `classes[${id}].ascendancies[${i}]`).name ?? '');
        const startNode = ascStarts.get(ascName);
        if (startNode === undefined) {
          throw new TreeFormatError(`ascendance ${ascName} : aucun nœud de départ`);
        }
        return { id: i + 1, name: ascName, startNode };
      },
    );
    return { id, name, startNode, ascendancies };
  });
}

/**
 * Reads the game's passive tree export (`data.json` of grindinggear/skilltree-export) into what
 * the browser draws: classes and ascendancies with their start nodes, every node placed from its
 * group, orbit and orbit index, undirected links with their arcs, and the bounds. Left out:
 * sprites, icons, flavour text, attributes, the cluster jewels' proxy groups and the nodes of
 * ascendancies no class offers (the Bloodlines of some leagues).
 * @throws TreeFormatError when a field the tree needs is missing or of the wrong type.
 */
export function parseTreeExport(input: unknown, version: string): PassiveTreeData {
  const root = object(input, 'export');
  const constants = object(root.constants, 'constants');
  const perOrbit = array(constants.skillsPerOrbit, 'constants.skillsPerOrbit').map((n, i) =>
    number(n, `constants.skillsPerOrbit[${i}]`),
  );
  const radii = array(constants.orbitRadii, 'constants.orbitRadii').map((n, i) =>
    number(n, `constants.orbitRadii[${i}]`),
  );
  const groups = object(root.groups, 'groups');
  const rawClasses = array(root.classes, 'classes');
  const offered = new Set(
    rawClasses.flatMap((c) =>
      isObject(c) && Array.isArray(c.ascendancies)
        ? c.ascendancies.flatMap((a) => (isObject(a) && typeof a.name === 'string' ? [a.name] : []))
        : [],
    ),
  );

  const raws: RawNode[] = [];
  for (const [key, value] of Object.entries(object(root.nodes, 'nodes'))) {
    // `root` is the tree's invisible centre, linked to every class start.
    if (key === 'root') continue;
    const raw = object(value, `nodes.${key}`);
    const id = number(raw.skill, `nodes.${key}.skill`);
    if (raw.group === undefined) continue; // not drawn on the tree (e.g. the Ascendant's choices)
    const group = number(raw.group, `nodes.${key}.group`);
    const groupRaw = object(groups[String(group)], `groups.${group}`);
    if (groupRaw.isProxy === true) continue;
    const asc = typeof raw.ascendancyName === 'string' ? raw.ascendancyName : null;
    if (asc !== null && !offered.has(asc)) continue;
    raws.push({
      id,
      group,
      orbit: number(raw.orbit ?? 0, `nodes.${key}.orbit`),
      orbitIndex: number(raw.orbitIndex ?? 0, `nodes.${key}.orbitIndex`),
      raw,
    });
  }

  const centre = (group: number) => {
    const g = object(groups[String(group)], `groups.${group}`);
    return { x: number(g.x, `groups.${group}.x`), y: number(g.y, `groups.${group}.y`) };
  };
  const radius = (orbit: number) => {
    const r = radii[orbit];
    if (r === undefined || perOrbit[orbit] === undefined) {
      throw new TreeFormatError(`orbite ${orbit} absente des constantes`);
    }
    return r;
  };

  const classStarts = new Map<number, number>();
  const nodes: TreeNode[] = raws.map(({ id, group, orbit, orbitIndex, raw }) => {
    const angle = orbitAngle(perOrbit[orbit] ?? 1, orbitIndex);
    const place = orbitPosition(centre(group), radius(orbit), angle);
    const kind = kindOf(raw);
    for (const index of classStartsOf(raw)) classStarts.set(index, id);
    return {
      id,
      ...place,
      kind,
      name: typeof raw.name === 'string' ? raw.name : '',
      stats: strings(raw.stats),
      ascendancy: typeof raw.ascendancyName === 'string' ? raw.ascendancyName : null,
    };
  });

  const classes = readClasses(rawClasses, nodes, classStarts);

  return {
    version,
    classes,
    nodes,
    links: readLinks(raws, nodes, (orbit) => radius(orbit), centre),
    bounds: boundsOf(nodes),
  };
}

/**
 * Each `out`/`in` pair once, as the game draws them: none to or from a mastery, none between
 * class starts, none from the main tree into an ascendancy (the class start's links to its
 * ascendancies' starts) nor between two ascendancies.
 */
function readLinks(
  raws: RawNode[],
  nodes: TreeNode[],
  radius: (orbit: number) => number,
  centre: (group: number) => { x: number; y: number },
): TreeLink[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const rawById = new Map(raws.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const links: TreeLink[] = [];
  for (const from of raws) {
    for (const to of [...ids(from.raw.out), ...ids(from.raw.in)]) {
      const a = byId.get(from.id);
      const b = byId.get(to);
      const rawB = rawById.get(to);
      if (!a || !b || !rawB || a.id === b.id) continue;
      if (a.kind === 'mastery' || b.kind === 'mastery') continue;
      if (a.kind === 'classStart' && b.kind === 'classStart') continue;
      if (a.ascendancy !== b.ascendancy) continue;
      const key = a.id < b.id ? `${a.id}-${b.id}` : `${b.id}-${a.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const link: TreeLink = { a: Math.min(a.id, b.id), b: Math.max(a.id, b.id) };
      if (from.group === rawB.group && from.orbit === rawB.orbit && from.orbit > 0) {
        const c = centre(from.group);
        link.arc = { cx: round(c.x), cy: round(c.y), r: radius(from.orbit) };
      }
      links.push(link);
    }
  }
  return links;
}

function boundsOf(nodes: TreeNode[]): PassiveTreeData['bounds'] {
  if (nodes.length === 0) throw new TreeFormatError('aucun nœud');
  const xs = nodes.map((n) => n.x);
  const ys = nodes.map((n) => n.y);
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}
