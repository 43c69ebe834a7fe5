import { describe, expect, it } from 'vitest';
import { arcAngles, shownNodes } from './draw';
import { smallTree } from './testTree';

describe('arcAngles', () => {
  const centre = { cx: 0, cy: 0 };
  it.each([
    [{ x: 1, y: 0 }, { x: 0, y: 1 }, false],
    [{ x: 0, y: 1 }, { x: 1, y: 0 }, true],
    // Across the -π/π seam the short way is still taken.
    [{ x: -1, y: 0.1 }, { x: -1, y: -0.1 }, false],
    [{ x: -1, y: -0.1 }, { x: -1, y: 0.1 }, true],
  ])('from %o to %o draws anticlockwise: %s', (a, b, anticlockwise) => {
    const [start, end, way] = arcAngles(a, b, centre);
    expect(way).toBe(anticlockwise);
    expect(start).toBeCloseTo(Math.atan2(a.y, a.x));
    expect(end).toBeCloseTo(Math.atan2(b.y, b.x));
  });
});

describe('shownNodes', () => {
  it('keeps the main tree and only the build’s own ascendancy', () => {
    const ids = [...shownNodes(smallTree, 'Juggernaut').keys()];
    expect(ids).toEqual([1, 2, 3, 4, 10, 11]);
    expect([...shownNodes(smallTree, null).keys()]).toEqual([1, 2, 3, 4]);
  });
});
