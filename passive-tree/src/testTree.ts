import type { TreeData } from './types';

/**
 * A small tree in the export's shape for the tests: a class start (1) with a path 1-2-3, a
 * notable (3) on an orbit around (0, 0), a keystone (4), an ascendancy start (10) and its
 * notable (11) of 'Juggernaut', and a node (20) of another ascendancy.
 */
export const smallTree: TreeData = {
  version: '3.26',
  classes: [
    {
      id: 1,
      name: 'Marauder',
      startNode: 1,
      ascendancies: [
        { id: 1, name: 'Juggernaut', startNode: 10 },
        { id: 2, name: 'Berserker', startNode: 19 },
      ],
    },
  ],
  nodes: [
    { id: 1, x: 0, y: -500, kind: 'classStart', name: 'MARAUDER', ascendancy: null },
    {
      id: 2,
      x: 100,
      y: 0,
      kind: 'normal',
      name: 'Strength',
      ascendancy: null,
    },
    {
      id: 3,
      x: 0,
      y: 100,
      kind: 'notable',
      name: 'Heart of Oak',
      ascendancy: null,
    },
    {
      id: 4,
      x: 500,
      y: 500,
      kind: 'keystone',
      name: 'Resolute Technique',
      ascendancy: null,
    },
    {
      id: 10,
      x: -900,
      y: -900,
      kind: 'ascendancyStart',
      name: 'Juggernaut',
      ascendancy: 'Juggernaut',
    },
    {
      id: 11,
      x: -800,
      y: -900,
      kind: 'notable',
      name: 'Unstoppable',
      ascendancy: 'Juggernaut',
    },
    {
      id: 19,
      x: 900,
      y: -900,
      kind: 'ascendancyStart',
      name: 'Berserker',
      ascendancy: 'Berserker',
    },
    {
      id: 20,
      x: 1000,
      y: -900,
      kind: 'notable',
      name: 'Crave the Slaughter',
      ascendancy: 'Berserker',
    },
  ],
  links: [
    { a: 1, b: 2 },
    { a: 2, b: 3, arc: { cx: 0, cy: 0, r: 100 } },
    { a: 3, b: 4 },
    { a: 10, b: 11 },
    { a: 19, b: 20 },
  ],
  bounds: { minX: -1000, minY: -1000, maxX: 1000, maxY: 1000 },
};
