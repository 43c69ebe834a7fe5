/**
 * Writes the passive tree the site bundles (data/passive-tree/skilltree-3.15.0.json.gz) from the
 * game's official export of 3.15.0, kept by version in the public repository
 * poe-tool-dev/passive-skill-tree-json (`3.15.0/SkillTree.json`, 3.7 MB):
 *
 *   pnpm --filter api exec tsx scripts/trimTreeExport.ts path/to/SkillTree.json
 *
 * The result is still the export's format (parseExport.ts reads it, the local stand-in of the
 * export serves it) with only what the site draws and counts: classes and ascendancies, group
 * centres, and each drawn node's id, name, stats, place, links and kind flags. Sprites, icons,
 * flavour and reminder texts, attributes, jewel slots, the cluster jewels' proxy groups and the
 * nodes no group places are left out. The file is committed; the server never needs the source.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type Raw = Record<string, unknown>;

const source = process.argv[2];
if (!source) throw new Error('usage: trimTreeExport.ts path/to/SkillTree.json');
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'passive-tree');
const full = JSON.parse(readFileSync(source, 'utf8')) as Raw;

const NODE_FIELDS = [
  'skill',
  'name',
  'stats',
  'group',
  'orbit',
  'orbitIndex',
  'out',
  'in',
  'classStartIndex',
  'isAscendancyStart',
  'isKeystone',
  'isNotable',
  'isMastery',
  'isJewelSocket',
  'ascendancyName',
] as const;

const groups = full.groups as Record<string, Raw>;
const nodes = full.nodes as Record<string, Raw>;
const keptGroups = new Set(
  Object.entries(groups)
    .filter(([, g]) => g.isProxy !== true)
    .map(([id]) => id),
);
const keptNodes = new Set(
  Object.entries(nodes)
    .filter(
      ([key, n]) => key === 'root' || (n.group !== undefined && keptGroups.has(String(n.group))),
    )
    .map(([key]) => key),
);

const trimmedNodes: Record<string, Raw> = {};
for (const key of keptNodes) {
  const node = nodes[key] as Raw;
  const kept: Raw = {};
  for (const field of NODE_FIELDS) if (node[field] !== undefined) kept[field] = node[field];
  for (const side of ['out', 'in'] as const) {
    if (Array.isArray(kept[side]))
      kept[side] = (kept[side] as string[]).filter((id) => keptNodes.has(id));
  }
  trimmedNodes[key] = kept;
}
const trimmedGroups: Record<string, Raw> = {};
for (const id of keptGroups) {
  const { x, y, orbits, nodes: members } = groups[id] as Raw;
  trimmedGroups[id] = {
    x,
    y,
    orbits,
    nodes: (members as string[]).filter((n) => keptNodes.has(n)),
  };
}
const constants = full.constants as Raw;
const trimmed = {
  tree: full.tree,
  classes: (full.classes as Raw[]).map((c) => ({
    name: c.name,
    base_str: c.base_str,
    base_dex: c.base_dex,
    base_int: c.base_int,
    ascendancies: (c.ascendancies as Raw[]).map((a) => ({ id: a.id, name: a.name })),
  })),
  groups: trimmedGroups,
  nodes: trimmedNodes,
  min_x: full.min_x,
  min_y: full.min_y,
  max_x: full.max_x,
  max_y: full.max_y,
  constants: {
    classes: constants.classes,
    characterAttributes: constants.characterAttributes,
    PSSCentreInnerRadius: constants.PSSCentreInnerRadius,
    skillsPerOrbit: constants.skillsPerOrbit,
    orbitRadii: constants.orbitRadii,
  },
};
const json = JSON.stringify(trimmed);
writeFileSync(join(out, 'skilltree-3.15.0.json.gz'), gzipSync(json, { level: 9 }));
console.log(`${keptNodes.size} nodes, ${keptGroups.size} groups, ${json.length} bytes before gzip`);
