import { afterEach, describe, expect, it, vi } from 'vitest';
import { arcAngles, drawTree, paletteFrom, shownNodes } from './draw';
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

describe('drawTree labels', () => {
  /** A 2D context that does nothing but keep the texts written. */
  function recordingContext() {
    const texts: string[] = [];
    const state: Record<string | symbol, unknown> = {};
    const ctx = new Proxy(state, {
      get: (target, key) =>
        key === 'fillText'
          ? (text: string) => texts.push(text)
          : (target[key] ?? (() => undefined)),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
    return { ctx, texts };
  }
  const palette = paletteFrom({
    background: '#000',
    accent: '#fff',
    info: '#00f',
    success: '#0f0',
    danger: '#f00',
    text: '#eee',
  });
  /** Paths are only handed to the context above, which draws nothing. */
  class PathStandIn {
    moveTo() {}
    lineTo() {}
    arc() {}
  }
  afterEach(() => vi.unstubAllGlobals());
  const draw = (names?: ReadonlyMap<number, string>, order?: ReadonlyMap<number, number>) => {
    vi.stubGlobal('Path2D', PathStandIn);
    const { ctx, texts } = recordingContext();
    const marks = {
      allocated: new Set([1, 3, 4]),
      added: new Set<number>(),
      classStart: 1,
      focused: null,
      names,
      order,
      removed: new Set([2]),
    };
    drawTree(
      ctx,
      { width: 400, height: 400 },
      shownNodes(smallTree, null),
      smallTree.links,
      { scale: 1, x: 0, y: 0 },
      marks,
      palette,
    );
    return texts;
  };

  it('names the allocated notables and keystones, in the names given where there are some', () => {
    expect(draw()).toEqual(['Heart of Oak', 'Resolute Technique']);
    expect(draw(new Map([[4, 'Technique résolue']]))).toEqual([
      'Heart of Oak',
      'Technique résolue',
    ]);
  });

  it('writes each added node’s place in the order on it', () => {
    expect(
      draw(
        undefined,
        new Map([
          [4, 1],
          [3, 2],
        ]),
      ),
    ).toEqual(['Heart of Oak', 'Resolute Technique', '1', '2']);
  });
});
