import { describe, expect, it } from 'vitest';
import { BUNDLED_TREE, bundledTreeExport } from './bundledTree.js';
import { parseTreeExport } from './parseExport.js';

const raw = bundledTreeExport() as {
  classes: { name: string; ascendancies: { name: string }[] }[];
  nodes: Record<string, Record<string, unknown>>;
};
const tree = parseTreeExport(raw, BUNDLED_TREE.version);
const byId = new Map(tree.nodes.map((n) => [n.id, n]));

describe('the bundled tree (official export of 3.15.0)', () => {
  it('is named for its version and source', () => {
    expect(BUNDLED_TREE).toEqual({
      version: '3.15',
      release: '3.15.0',
      source: 'poe-tool-dev/passive-skill-tree-json 3.15.0/SkillTree.json',
    });
  });

  it('holds the 2,263 nodes the game drew in 3.15, and its root', () => {
    expect(Object.keys(raw.nodes)).toHaveLength(2264);
    expect(tree.nodes).toHaveLength(2263);
    expect(tree.nodes.filter((n) => n.kind === 'keystone')).toHaveLength(37);
    expect(tree.nodes.filter((n) => n.kind === 'classStart')).toHaveLength(7);
  });

  it('has the seven classes of 3.15 with their ascendancies, the Raider for the Ranger', () => {
    expect(tree.classes.map((c) => [c.id, c.name, c.ascendancies.map((a) => a.name)])).toEqual([
      [0, 'Scion', ['Ascendant']],
      [1, 'Marauder', ['Juggernaut', 'Berserker', 'Chieftain']],
      [2, 'Ranger', ['Raider', 'Deadeye', 'Pathfinder']],
      [3, 'Witch', ['Occultist', 'Elementalist', 'Necromancer']],
      [4, 'Duelist', ['Slayer', 'Gladiator', 'Champion']],
      [5, 'Templar', ['Inquisitor', 'Hierophant', 'Guardian']],
      [6, 'Shadow', ['Assassin', 'Trickster', 'Saboteur']],
    ]);
    const witch = tree.classes.find((c) => c.name === 'Witch');
    expect(witch?.startNode).toBe(54447);
    expect(witch?.ascendancies.map((a) => a.startNode)).toEqual([18378, 16023, 60791]);
  });

  it('keeps the names and stats of the nodes, and nothing the site does not draw', () => {
    const notable = byId.get(11420);
    expect(notable?.name).toBe("Arcanist's Dominion");
    expect(notable?.kind).toBe('notable');
    expect(notable?.stats.length).toBeGreaterThan(0);
    for (const node of Object.values(raw.nodes)) {
      expect(node).not.toHaveProperty('icon');
      expect(node).not.toHaveProperty('flavourText');
      expect(node).not.toHaveProperty('reminderText');
    }
  });

  it('links every class start into the tree', () => {
    for (const classe of tree.classes) {
      expect(tree.links.some((l) => l.a === classe.startNode || l.b === classe.startNode)).toBe(
        true,
      );
    }
  });
});
