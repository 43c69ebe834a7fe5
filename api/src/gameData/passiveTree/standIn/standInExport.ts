import { STAND_IN_GROUPS } from './groups.js';
import { STAND_IN_LINKS, STAND_IN_NODES } from './nodes.js';

/**
 * The classes as the export lists them: the index is the game's class id, the ascendancies in
 * the export's order (their 1-based place is the id the tree's address and Path of Building use).
 * Attributes are the game's starting ones; flavour texts are left out.
 */
const CLASSES = [
  ['Scion', 20, 20, 20, ['Ascendant']],
  ['Marauder', 32, 14, 14, ['Juggernaut', 'Berserker', 'Chieftain']],
  ['Ranger', 14, 32, 14, ['Raider', 'Deadeye', 'Pathfinder']],
  ['Witch', 14, 14, 32, ['Occultist', 'Elementalist', 'Necromancer']],
  ['Duelist', 23, 23, 14, ['Slayer', 'Gladiator', 'Champion']],
  ['Templar', 23, 14, 23, ['Inquisitor', 'Hierophant', 'Guardian']],
  ['Shadow', 14, 23, 23, ['Assassin', 'Trickster', 'Saboteur']],
] as const;

/**
 * The export's orbit constants: places per orbit and radii. The 3.17 counts are in the
 * export's README; the radius of orbit 3 (335) checks against the real nodes' positions.
 */
export const ORBIT_CONSTANTS = {
  skillsPerOrbit: [1, 6, 16, 16, 40, 72, 72],
  orbitRadii: [0, 82, 162, 335, 493, 662, 846],
};

/**
 * The local stand-in of the game's passive tree export, in its format (`data.json` of
 * grindinggear/skilltree-export: `classes`, `groups`, `nodes` with `root`, `constants`), made
 * from our own small copy of the real tree (nodes.ts): what `UPSTREAM_MODE=fake` serves.
 */
export function standInTreeExport(): Record<string, unknown> {
  const out = new Map<number, string[]>();
  const into = new Map<number, string[]>();
  for (const [a, b] of STAND_IN_LINKS) {
    out.set(a, [...(out.get(a) ?? []), String(b)]);
    into.set(b, [...(into.get(b) ?? []), String(a)]);
  }
  const nodes: Record<string, unknown> = {
    root: {
      group: 0,
      orbit: 0,
      orbitIndex: 0,
      out: STAND_IN_NODES.filter((n) => n.classStartIndex !== undefined).map((n) => String(n.id)),
      in: [],
    },
  };
  for (const { id, ...node } of STAND_IN_NODES) {
    nodes[String(id)] = {
      skill: id,
      ...node,
      stats: node.stats ?? [],
      out: out.get(id) ?? [],
      in: into.get(id) ?? [],
    };
  }
  const groups: Record<string, unknown> = {};
  for (const [id, x, y, orbits] of STAND_IN_GROUPS) {
    groups[String(id)] = {
      x,
      y,
      orbits,
      nodes: STAND_IN_NODES.filter((n) => n.group === id).map((n) => String(n.id)),
    };
  }
  return {
    tree: 'Default',
    classes: CLASSES.map(([name, str, dex, int, ascendancies]) => ({
      name,
      base_str: str,
      base_dex: dex,
      base_int: int,
      ascendancies: ascendancies.map((a) => ({ id: a, name: a })),
    })),
    groups,
    nodes,
    constants: {
      classes: {
        StrDexIntClass: 0,
        StrClass: 1,
        DexClass: 2,
        IntClass: 3,
        StrDexClass: 4,
        StrIntClass: 5,
        DexIntClass: 6,
      },
      characterAttributes: { Strength: 0, Dexterity: 1, Intelligence: 2 },
      PSSCentreInnerRadius: 130,
      ...ORBIT_CONSTANTS,
    },
  };
}
