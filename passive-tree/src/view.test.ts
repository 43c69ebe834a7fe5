import { describe, expect, it } from 'vitest';
import {
  fitView,
  homeView,
  MAX_ZOOM,
  MIN_ZOOM,
  pinchOf,
  toWorld,
  viewAfterKey,
  viewAfterPinch,
  zoomAt,
  type View,
} from './view';

const bounds = { minX: -1000, minY: -500, maxX: 1000, maxY: 500 };
const size = { width: 400, height: 400 };
const fit = fitView(bounds, size);

describe('fitView', () => {
  it('shows the whole tree centred with a margin', () => {
    expect(fit.scale).toBeCloseTo(0.19);
    expect(toWorld(fit, 200, 200)).toEqual({ x: 0, y: 0 });
    const left = toWorld(fit, 0, 200);
    expect(left.x).toBeLessThan(bounds.minX);
  });
});

describe('zoomAt', () => {
  it('keeps the point under the cursor where it was', () => {
    const before = toWorld(fit, 50, 300);
    const zoomed = zoomAt(fit, 2, 50, 300, fit.scale);
    expect(zoomed.scale).toBeCloseTo(fit.scale * 2);
    const after = toWorld(zoomed, 50, 300);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('stops at the zoom limits', () => {
    expect(zoomAt(fit, 1000, 0, 0, fit.scale).scale).toBeCloseTo(fit.scale * MAX_ZOOM);
    expect(zoomAt(fit, 0.001, 0, 0, fit.scale).scale).toBeCloseTo(fit.scale * MIN_ZOOM);
  });
});

describe('viewAfterKey', () => {
  const moved: View = { scale: fit.scale * 3, x: 10, y: 20 };
  it.each([
    ['+', (v: View) => v.scale > moved.scale],
    ['=', (v: View) => v.scale > moved.scale],
    ['-', (v: View) => v.scale < moved.scale],
    ['ArrowLeft', (v: View) => v.x === moved.x + 40 && v.y === moved.y],
    ['ArrowRight', (v: View) => v.x === moved.x - 40],
    ['ArrowUp', (v: View) => v.y === moved.y + 40],
    ['ArrowDown', (v: View) => v.y === moved.y - 40],
    ['0', (v: View) => v === fit],
  ])('%s moves the view as expected', (key, check) => {
    const next = viewAfterKey(moved, key, size, fit);
    expect(next && check(next)).toBe(true);
  });

  it('leaves other keys to the page', () => {
    expect(viewAfterKey(moved, 'Tab', size, fit)).toBeNull();
    expect(viewAfterKey(moved, 'a', size, fit)).toBeNull();
  });
});

describe('viewAfterPinch', () => {
  it('zooms by the change of distance between the fingers and follows their middle', () => {
    const before = pinchOf({ x: 100, y: 200 }, { x: 200, y: 200 });
    const after = pinchOf({ x: 60, y: 210 }, { x: 260, y: 210 });
    const next = viewAfterPinch(fit, before, after, fit.scale);
    expect(next.scale).toBeCloseTo(fit.scale * 2);
    // The world point between the fingers stays between them.
    const under = toWorld(fit, 150, 200);
    const now = toWorld(next, 160, 210);
    expect(now.x).toBeCloseTo(under.x);
    expect(now.y).toBeCloseTo(under.y);
  });
});

describe('homeView', () => {
  const bounds = { minX: -1000, minY: -1000, maxX: 1000, maxY: 1000 };
  const size = { width: 400, height: 400 };

  it('frames the build’s nodes with some tree around them', () => {
    const view = homeView(
      bounds,
      [
        { x: 0, y: 0 },
        { x: 200, y: 100 },
      ],
      size,
    );
    const whole = fitView(bounds, size);
    expect(view.scale).toBeGreaterThan(whole.scale * 3);
    // Both nodes are on screen.
    for (const point of [
      { x: 0, y: 0 },
      { x: 200, y: 100 },
    ]) {
      const screenX = point.x * view.scale + view.x;
      const screenY = point.y * view.scale + view.y;
      expect(screenX).toBeGreaterThan(0);
      expect(screenX).toBeLessThan(size.width);
      expect(screenY).toBeGreaterThan(0);
      expect(screenY).toBeLessThan(size.height);
    }
  });

  it('shows the whole tree without two nodes, and never zooms past the limit', () => {
    expect(homeView(bounds, [{ x: 5, y: 5 }], size)).toEqual(fitView(bounds, size));
    const tiny = { minX: 0, minY: 0, maxX: 1_000_000, maxY: 1_000_000 };
    const close = homeView(
      tiny,
      [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ],
      size,
    );
    expect(close.scale).toBeLessThanOrEqual(fitView(tiny, size).scale * MAX_ZOOM * 1.0001);
  });
});
