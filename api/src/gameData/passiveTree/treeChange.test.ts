import { describe, expect, it } from 'vitest';
import { necromancerTrees, slayerTrees, inquisitorTrees, deadeyeTrees } from '../../demo/trees.js';
import { OCC_VORTEX_XML } from '../../pob/fixtures/index.js';
import { specTree, treeSpecs } from '../../pob/treeSpecs.js';
import { childNamed, parseXml } from '../../pob/xml.js';
import { BUNDLED_TREE, bundledTreeExport } from './bundledTree.js';
import { parseTreeExport } from './parseExport.js';
import { treeChange, type ChangeTreeData } from './treeChange.js';

// The game's own 3.15 export the site ships: real nodes and links.
const data = parseTreeExport(bundledTreeExport(), BUNDLED_TREE.version);
const byId = new Map(data.nodes.map((n) => [n.id, n]));

const startsOf = (classId: number, ascendancyId: number) => {
  const classe = data.classes.find((c) => c.id === classId);
  if (!classe) throw new Error(`no class ${classId}`);
  const ascendancy = classe.ascendancies.find((a) => a.id === ascendancyId);
  return { classStart: classe.startNode, ascendancyStart: ascendancy?.startNode ?? null };
};

/**
 * Checks the order against the links themselves: every added node touches the class start,
 * its ascendancy's start, a kept node or an added node that came before it.
 */
function expectTakeable(
  tree: ChangeTreeData,
  kept: number[],
  added: number[],
  starts: { classStart: number; ascendancyStart: number | null },
) {
  const allocated = new Set([starts.classStart, ...kept]);
  if (starts.ascendancyStart !== null) allocated.add(starts.ascendancyStart);
  for (const id of added) {
    const touches = tree.links.some(
      ({ a, b }) => (a === id && allocated.has(b)) || (b === id && allocated.has(a)),
    );
    expect(touches, `node ${id} (${byId.get(id)?.name}) taken before its path`).toBe(true);
    allocated.add(id);
  }
}

/** A value the fixture is known to hold; a clear failure when it does not. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

const demos = {
  slayer: slayerTrees,
  necromancer: necromancerTrees,
  inquisitor: inquisitorTrees,
  deadeye: deadeyeTrees,
};

describe('treeChange on the demo builds’ trees (bundled 3.15 tree)', () => {
  for (const [name, trees] of Object.entries(demos)) {
    const leveling = present(trees.leveling, 'leveling tree');
    const main = present(trees.main, 'main tree');
    const starts = startsOf(main.class_id, main.ascendancy_id);

    it(`${name}: leveling → main keeps every leveling point and orders the rest`, () => {
      const change = treeChange(data, leveling.nodes, main.nodes, starts);
      const given = new Set([starts.classStart, starts.ascendancyStart]);
      expect(change.kept).toEqual(leveling.nodes.filter((id) => !given.has(id)));
      expect(change.removed).toEqual([]);
      expect(new Set(change.added)).toEqual(
        new Set(main.nodes.filter((id) => !leveling.nodes.includes(id) && !given.has(id))),
      );
      expect(change.added).toHaveLength(new Set(change.added).size);
      expectTakeable(data, change.kept, change.added, starts);
      // The main tree's points first, the ascendancy's after them.
      const firstAscendancy = change.added.findIndex((id) => byId.get(id)?.ascendancy !== null);
      if (firstAscendancy >= 0) {
        expect(change.added.slice(firstAscendancy).every((id) => byId.get(id)?.ascendancy)).toBe(
          true,
        );
      }
    });

    it(`${name}: main → leveling (a respec) removes what main added and adds nothing`, () => {
      const change = treeChange(data, main.nodes, leveling.nodes, starts);
      expect(change.added).toEqual([]);
      expect(new Set(change.removed)).toEqual(
        new Set(main.nodes.filter((id) => !leveling.nodes.includes(id))),
      );
      expect(change.removed.length).toBeGreaterThan(0);
    });
  }

  it('from nothing, the whole tree is added in an order that walks from the class start', () => {
    const main = present(slayerTrees.main, 'main tree');
    const starts = startsOf(main.class_id, main.ascendancy_id);
    const change = treeChange(data, [], main.nodes, starts);
    expect(change.kept).toEqual([]);
    // 63 allocated ids less the Duelist's start and the Slayer's start.
    expect(change.added).toHaveLength(main.nodes.length - 2);
    expectTakeable(data, [], change.added, starts);
    // Breadth-first: the first point touches the Duelist's start itself.
    const first = present(change.added[0], 'first point');
    expect(
      data.links.some(
        ({ a, b }) =>
          (a === first && b === starts.classStart) || (b === first && a === starts.classStart),
      ),
    ).toBe(true);
  });
});

describe('treeChange on a real Path of Building export', () => {
  const spec = present(treeSpecs(childNamed(parseXml(OCC_VORTEX_XML), 'Tree'))[0], 'spec');
  const occultist = present(specTree(spec), 'tree');
  const starts = startsOf(occultist.class_id, occultist.ascendancy_id);

  it('orders the Occultist’s tree from the necromancer demo’s leveling tree (same Witch start)', () => {
    const leveling = present(necromancerTrees.leveling, 'leveling tree');
    // The leveling tree ends in the Necromancer's start and nodes: another ascendancy's.
    const change = treeChange(data, leveling.nodes, occultist.nodes, starts);
    const given = new Set([starts.classStart, starts.ascendancyStart]);
    const shared = leveling.nodes.filter((id) => occultist.nodes.includes(id) && !given.has(id));
    expect(change.kept).toEqual(occultist.nodes.filter((id) => shared.includes(id)));
    // Starts are given, not points: the Necromancer's start (60791) is not « removed ».
    expect(new Set(change.removed)).toEqual(
      new Set(leveling.nodes.filter((id) => !occultist.nodes.includes(id) && id !== 60791)),
    );
    expect(change.removed).toContain(54159); // a Necromancer notable the Occultist drops
    expect(change.kept.length + change.added.length).toBe(
      occultist.nodes.filter((id) => !given.has(id)).length,
    );
    // Ids 3.15 still holds are walked in order; the export's 3.13-only ids close the list.
    const linked = change.added.filter((id) => byId.has(id));
    const tail = change.added.slice(linked.length);
    expect(tail.every((id) => !byId.has(id))).toBe(true);
    expectTakeable(data, change.kept, linked, starts);
  });
});

describe('treeChange on a small tree', () => {
  // start(1) – 2 – 3 – 4 and start – 5; a mastery (9) in the middle of 3 and 4's group.
  const small: ChangeTreeData = {
    nodes: [
      { id: 1, kind: 'classStart', ascendancy: null, x: 0, y: 0 },
      { id: 2, kind: 'normal', ascendancy: null, x: 10, y: 0 },
      { id: 3, kind: 'notable', ascendancy: null, x: 20, y: 0 },
      { id: 4, kind: 'normal', ascendancy: null, x: 30, y: 0 },
      { id: 5, kind: 'normal', ascendancy: null, x: -10, y: 0 },
      { id: 9, kind: 'mastery', ascendancy: null, x: 24, y: 5 },
      { id: 20, kind: 'ascendancyStart', ascendancy: 'Slayer', x: 0, y: 100 },
      { id: 21, kind: 'notable', ascendancy: 'Slayer', x: 0, y: 110 },
    ],
    links: [
      { a: 1, b: 2 },
      { a: 2, b: 3 },
      { a: 3, b: 4 },
      { a: 1, b: 5 },
      { a: 20, b: 21 },
    ],
  };

  it('takes a mastery right after the allocated node nearest to it', () => {
    const change = treeChange(small, [1, 2], [1, 2, 3, 4, 9, 5], { classStart: 1 });
    expect(change).toEqual({ kept: [2], added: [5, 3, 9, 4], removed: [] });
  });

  it('walks the ascendancy from its own start, after the main tree', () => {
    const change = treeChange(small, [1], [21, 1, 2], { classStart: 1, ascendancyStart: 20 });
    expect(change.added).toEqual([2, 21]);
  });

  it('closes the list with the ids no path reaches', () => {
    const change = treeChange(small, [1], [1, 4, 77, 2], { classStart: 1 });
    expect(change.added).toEqual([2, 4, 77]);
  });
});
