import { blankBuild } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { previousTree, treeOf, treePhaseOfTab, type PhaseTree } from './treePhases';

const tree = (points: number): PhaseTree => ({
  version: '3.26',
  class_id: 1,
  ascendancy_id: 1,
  nodes: [],
  title: '',
  url: '',
  points,
  ascendancy_points: 0,
  other_version_nodes: [],
  cluster_nodes: [],
  highlights: [],
});

const build = Object.assign(blankBuild({ id: 1 }), {
  passive_trees: { leveling: tree(30), endgame: tree(80), main: tree(87) },
});

describe('treeOf', () => {
  it('gives a phase’s tree, or null when the author gave none', () => {
    expect(treeOf(build, 'main')?.points).toBe(87);
    expect(treeOf(build, 'optimisation')).toBeNull();
    expect(treeOf(blankBuild({ id: 2 }), 'main')).toBeNull();
  });
});

describe('previousTree', () => {
  it.each([
    ['leveling', null],
    ['premier_equipement', 'leveling'],
    ['endgame', 'leveling'],
    ['main', 'endgame'],
    ['optimisation', 'main'],
  ] as const)('compares %s with %s', (phase, earlier) => {
    expect(previousTree(build, phase)?.phase ?? null).toBe(earlier);
  });
});

describe('treePhaseOfTab', () => {
  it.each([
    ['leveling', 'leveling'],
    ['premierEquipement', 'premier_equipement'],
    ['endgame', 'endgame'],
    ['optimisation', 'optimisation'],
    ['mecaniques', null],
  ])('the %s tab shows the tree of %s', (tab, phase) => {
    expect(treePhaseOfTab(tab)).toBe(phase);
  });
});
