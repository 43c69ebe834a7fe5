import { describe, expect, it } from 'vitest';
import { OCC_VORTEX_XML } from '../../pob/fixtures/index.js';
import { specTree, treeSpecs } from '../../pob/treeSpecs.js';
import { childNamed, parseXml } from '../../pob/xml.js';
import { BUNDLED_TREE, bundledTreeExport } from './bundledTree.js';
import { readTree } from './buildTrees.js';
import { parseTreeExport } from './parseExport.js';
import { treeChange } from './treeChange.js';

const data = parseTreeExport(bundledTreeExport(), BUNDLED_TREE.version);
const loaded = { data, nodes: new Map(data.nodes.map((n) => [n.id, n])) };

describe('a phase’s points against Path of Building', () => {
  // OccVortex (PathOfBuildingCommunity/PathOfBuilding spec/TestBuilds/3.13/OccVortex.xml): a
  // level 99 Witch Occultist without bandit. Path of Building counts as spent every allocated
  // node but the class and ascendancy starts, the ascendancy's apart; at level 99 in 3.13 it has
  // 98 level points, 22 quest points and 2 for helping no bandit: 122 of 122, 8 of 8.
  const spec = treeSpecs(childNamed(parseXml(OCC_VORTEX_XML), 'Tree'))[0];
  const sent = spec ? specTree(spec) : null;

  it('counts the export’s 132 ids as 122 points and 8 ascendancy points', () => {
    expect(sent?.nodes).toHaveLength(132);
    if (!sent) return;
    // Read on the 3.15 tree the site ships: every id of this 3.13 tree is still there.
    const tree = readTree('main', { ...sent, version: BUNDLED_TREE.version }, loaded);
    expect(tree.other_version_nodes).toEqual([]);
    expect(tree.points).toBe(122);
    expect(tree.ascendancy_points).toBe(8);
  });

  it('adds exactly those points when the phase before it is empty', () => {
    if (!sent) throw new Error('no spec');
    const witch = data.classes.find((c) => c.id === sent.class_id);
    const occultist = witch?.ascendancies.find((a) => a.id === sent.ascendancy_id);
    expect(occultist?.name).toBe('Occultist');
    const change = treeChange(data, [], sent.nodes, {
      classStart: witch?.startNode ?? -1,
      ascendancyStart: occultist?.startNode ?? null,
    });
    expect(change.added).toHaveLength(122 + 8);
    expect(change.added.filter((id) => loaded.nodes.get(id)?.ascendancy === null)).toHaveLength(
      122,
    );
  });
});
