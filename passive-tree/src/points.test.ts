import { describe, expect, it } from 'vitest';
import { countPoints, filterHighlights, nodesAdded, pointsAddedSince } from './points';
import { smallTree } from './testTree';

describe('countPoints', () => {
  it.each([
    { nodes: [], points: 0, ascendancyPoints: 0 },
    { nodes: [1, 2, 3], points: 2, ascendancyPoints: 0 },
    { nodes: [1, 2, 3, 4, 10, 11], points: 3, ascendancyPoints: 1 },
    { nodes: [2, 2, 3], points: 2, ascendancyPoints: 0 },
    { nodes: [2, 99999], points: 1, ascendancyPoints: 0 },
  ])('counts $nodes as $points points and $ascendancyPoints ascendancy points', (row) => {
    expect(countPoints(smallTree, row.nodes)).toEqual({
      points: row.points,
      ascendancyPoints: row.ascendancyPoints,
    });
  });
});

describe('nodesAdded', () => {
  it('gives the nodes the later phase has and the earlier had not', () => {
    const added = nodesAdded({ class_id: 1, nodes: [1, 2, 3, 4] }, { class_id: 1, nodes: [1, 2] });
    expect([...added].sort()).toEqual([3, 4]);
  });

  it('finds nothing new without an earlier tree or against another class', () => {
    expect(nodesAdded({ class_id: 1, nodes: [1, 2] }, null).size).toBe(0);
    expect(nodesAdded({ class_id: 1, nodes: [1, 2] }, { class_id: 2, nodes: [] }).size).toBe(0);
  });
});

describe('pointsAddedSince', () => {
  it.each([
    [87, 64, 23],
    [64, 64, 0],
    [50, 64, 0],
  ])('%i points after %i adds %i', (now, before, added) => {
    expect(pointsAddedSince({ points: now }, { points: before })).toBe(added);
  });
});

describe('filterHighlights', () => {
  const list = [
    { name: 'Résolution', stats: ['+20 to maximum Life'] },
    { name: 'Resolute Technique', stats: ['Never deal Critical Strikes'] },
    { name: 'Heart of Oak', stats: ['Life Regeneration'] },
  ];
  it.each([
    ['', 3],
    ['resol', 2],
    ['RÉSOLU', 2],
    ['critical', 1],
    ['life oak', 1],
    ['mana', 0],
  ])('the query %j keeps %i', (query, count) => {
    expect(filterHighlights(list, query)).toHaveLength(count);
  });
});
