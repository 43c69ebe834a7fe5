import { describe, expect, it } from 'vitest';
import { parseTreeExport, TreeFormatError } from './parseExport.js';
import type { PassiveTreeData } from './types.js';

const byId = (tree: PassiveTreeData, id: number) => tree.nodes.find((n) => n.id === id);
const link = (tree: PassiveTreeData, a: number, b: number) =>
  tree.links.find((l) => l.a === Math.min(a, b) && l.b === Math.max(a, b));

/**
 * A small export in the game's format, written by us. What it mirrors of the real export
 * (grindinggear/skilltree-export `data.json`): the `classes` list (Scion first, the Ranger's
 * three ascendancies in the game's order), the Ranger's start (50459, `classStartIndex` 2, its
 * group's centre 2844.17, 1642.43) and the Deadeye's start and first notable (56856 and
 * Ricochet 61627, group at 10200, 2200), the Bow group's mastery (64761 « Bow Mastery », orbit 0)
 * with Master Fletcher (51881) and a small node (23912) on its orbit 3, both places and links as
 * the export gives them; the orbit constants of the export's README. The keystone (Blood Magic)
 * and the jewel socket keep the export's fields, with ids and places chosen here.
 */
function sampleExport() {
  const node = (skill: number, extra: Record<string, unknown>) => ({
    skill,
    name: '',
    icon: 'Art/2DArt/SkillIcons/passives/x.png',
    stats: [],
    group: 1,
    orbit: 0,
    orbitIndex: 0,
    out: [],
    in: [],
    ...extra,
  });
  return {
    tree: 'Default',
    classes: [
      {
        name: 'Scion',
        base_str: 20,
        base_dex: 20,
        base_int: 20,
        ascendancies: [{ id: 'Ascendant', name: 'Ascendant' }],
      },
      {
        name: 'Marauder',
        base_str: 32,
        base_dex: 14,
        base_int: 14,
        ascendancies: [
          { id: 'Juggernaut', name: 'Juggernaut', flavourText: 'What divides the conqueror…' },
        ],
      },
      {
        name: 'Ranger',
        base_str: 14,
        base_dex: 32,
        base_int: 14,
        ascendancies: [
          { id: 'Raider', name: 'Raider' },
          { id: 'Deadeye', name: 'Deadeye' },
          { id: 'Pathfinder', name: 'Pathfinder' },
        ],
      },
    ],
    groups: {
      '1': { x: 3.435, y: 6.815, orbits: [0], nodes: ['58833'] },
      '2': { x: -2824.29, y: 1642.43, orbits: [0], nodes: ['47175'] },
      '3': { x: 2844.17, y: 1642.43, orbits: [0, 3], nodes: ['50459'] },
      '4': { x: 10200, y: 2200, orbits: [0, 2, 3, 4], nodes: ['56856', '61627'] },
      '5': { x: 4000, y: 1000, orbits: [0, 3], nodes: ['64761', '51881', '23912'] },
      '6': { x: 3300, y: 1300, orbits: [0], nodes: ['900'] },
      '7': { x: 3600, y: 1700, orbits: [0], nodes: ['901'] },
      '8': { x: -7800, y: 7200, orbits: [0], nodes: ['35754'] },
      '9': { x: -10400, y: 5200, orbits: [0], nodes: ['17765'] },
      '10': { x: 10200, y: 5200, orbits: [0], nodes: ['58427'] },
      '11': { x: 10200, y: 3700, orbits: [0], nodes: ['64111'] },
      '12': { x: 0, y: 0, isProxy: true, orbits: [1], nodes: ['902'] },
    },
    nodes: {
      root: { group: 0, orbit: 0, orbitIndex: 0, out: ['58833', '47175', '50459'], in: [] },
      '58833': node(58833, { name: 'Seven', group: 1, classStartIndex: 0, out: ['35754'] }),
      '47175': node(47175, { name: 'MARAUDER', group: 2, classStartIndex: 1, out: ['17765'] }),
      '50459': node(50459, {
        name: 'RANGER',
        group: 3,
        classStartIndex: 2,
        out: ['58427', '56856', '64111', '900'],
      }),
      '35754': node(35754, {
        name: 'Ascendant',
        group: 8,
        ascendancyName: 'Ascendant',
        isAscendancyStart: true,
        in: ['58833'],
      }),
      '17765': node(17765, {
        name: 'Juggernaut',
        group: 9,
        ascendancyName: 'Juggernaut',
        isAscendancyStart: true,
        in: ['47175'],
      }),
      '58427': node(58427, {
        name: 'Raider',
        group: 10,
        ascendancyName: 'Raider',
        isAscendancyStart: true,
        in: ['50459'],
      }),
      '64111': node(64111, {
        name: 'Pathfinder',
        group: 11,
        ascendancyName: 'Pathfinder',
        isAscendancyStart: true,
        in: ['50459'],
      }),
      '56856': node(56856, {
        name: 'Deadeye',
        group: 4,
        ascendancyName: 'Deadeye',
        isAscendancyStart: true,
        out: ['61627'],
        in: ['50459'],
      }),
      '61627': node(61627, {
        name: 'Ricochet',
        group: 4,
        orbit: 3,
        orbitIndex: 0,
        isNotable: true,
        ascendancyName: 'Deadeye',
        stats: ['Skills Chain +1 times'],
        in: ['56856'],
      }),
      '64761': node(64761, { name: 'Bow Mastery', group: 5, isMastery: true }),
      '51881': node(51881, {
        name: 'Master Fletcher',
        group: 5,
        orbit: 3,
        orbitIndex: 4,
        isNotable: true,
        recipe: ['SepiaOil', 'VerdantOil', 'CrimsonOil'],
        stats: ['12% increased Damage with Bows', '12% increased Attack Speed with Bows'],
        out: ['23912'],
      }),
      '23912': node(23912, {
        name: 'Bow Damage and Attack Speed',
        group: 5,
        orbit: 3,
        orbitIndex: 6,
        stats: ['10% increased Damage with Bows'],
        in: ['51881', '901'],
      }),
      '900': node(900, {
        name: 'Blood Magic',
        group: 6,
        isKeystone: true,
        stats: ['Removes all mana'],
        in: ['50459'],
        out: ['901'],
      }),
      '901': node(901, { name: 'Jewel Socket', group: 7, isJewelSocket: true, out: ['23912'] }),
      '902': node(902, { name: 'Small Cluster proxy', group: 12, orbit: 1 }),
    },
    constants: {
      classes: { StrDexIntClass: 0 },
      PSSCentreInnerRadius: 130,
      skillsPerOrbit: [1, 6, 16, 16, 40, 72, 72],
      orbitRadii: [0, 82, 162, 335, 493, 662, 846],
    },
  };
}

describe('reading the game’s tree export', () => {
  const tree = parseTreeExport(sampleExport(), '3.26');

  it('reads the classes in id order with their ascendancies numbered from 1', () => {
    expect(tree.classes.map((c) => [c.id, c.name, c.startNode])).toEqual([
      [0, 'Scion', 58833],
      [1, 'Marauder', 47175],
      [2, 'Ranger', 50459],
    ]);
    expect(tree.classes[2]?.ascendancies).toEqual([
      { id: 1, name: 'Raider', startNode: 58427 },
      { id: 2, name: 'Deadeye', startNode: 56856 },
      { id: 3, name: 'Pathfinder', startNode: 64111 },
    ]);
  });

  it('names every kind of node', () => {
    const kinds = Object.fromEntries(tree.nodes.map((n) => [n.id, n.kind]));
    expect(kinds).toMatchObject({
      50459: 'classStart',
      56856: 'ascendancyStart',
      61627: 'notable',
      51881: 'notable',
      23912: 'normal',
      64761: 'mastery',
      900: 'keystone',
      901: 'jewel',
    });
    expect(byId(tree, 61627)).toMatchObject({
      ascendancy: 'Deadeye',
      stats: ['Skills Chain +1 times'],
    });
    expect(byId(tree, 51881)?.ascendancy).toBeNull();
  });

  it('places nodes from their group, orbit radius and the 16-place angles', () => {
    // Orbit 0: the group's centre.
    expect(byId(tree, 50459)).toMatchObject({ x: 2844.17, y: 1642.43 });
    expect(byId(tree, 64761)).toMatchObject({ x: 4000, y: 1000 });
    // Orbit 3 (radius 335), index 0: straight up; index 4: 90° (the README's table).
    expect(byId(tree, 61627)).toMatchObject({ x: 10200, y: 1865 });
    expect(byId(tree, 51881)).toMatchObject({ x: 4335, y: 1000 });
    // Index 6: 135°.
    const n = byId(tree, 23912);
    expect(n?.x).toBeCloseTo(4000 + 335 * Math.SQRT1_2, 1);
    expect(n?.y).toBeCloseTo(1000 + 335 * Math.SQRT1_2, 1);
  });

  it('links each pair once, with the arc of a shared orbit, and none the game does not draw', () => {
    expect(link(tree, 51881, 23912)).toEqual({
      a: 23912,
      b: 51881,
      arc: { cx: 4000, cy: 1000, r: 335 },
    });
    expect(link(tree, 50459, 900)).toEqual({ a: 900, b: 50459 });
    expect(link(tree, 56856, 61627)).toBeDefined();
    // From the class start into its ascendancies: not drawn.
    expect(link(tree, 50459, 56856)).toBeUndefined();
    expect(link(tree, 58833, 35754)).toBeUndefined();
    const keys = tree.links.map((l) => `${l.a}-${l.b}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves out the root, proxy groups, sprites, icons and flavour text', () => {
    expect(byId(tree, 902)).toBeUndefined();
    const json = JSON.stringify(tree);
    expect(json).not.toMatch(/icon|flavourText|recipe|root|Art\/2DArt/);
    expect(tree.bounds).toEqual({ minX: -10400, minY: 6.82, maxX: 10200, maxY: 7200 });
  });

  it('refuses an export without what the tree needs', () => {
    const broken = sampleExport() as Record<string, unknown>;
    delete broken.constants;
    expect(() => parseTreeExport(broken, '3.26')).toThrow(TreeFormatError);
    expect(() => parseTreeExport('<html>', '3.26')).toThrow(TreeFormatError);
    const noStart = sampleExport();
    delete (noStart.nodes['56856'] as Record<string, unknown>).isAscendancyStart;
    expect(() => parseTreeExport(noStart, '3.26')).toThrow(/Deadeye/);
  });
});
