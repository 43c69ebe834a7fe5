import type { Bounds } from './types';

/** Where the tree is on screen: a screen point is `world * scale + (x, y)`, in CSS pixels. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Zooming stops at half the whole-tree view and at this many times it. */
export const MAX_ZOOM = 40;
export const MIN_ZOOM = 0.5;
/** One press of + or -, one wheel notch. */
export const ZOOM_STEP = 1.25;
/** One arrow press moves the tree by this share of the view. */
export const PAN_STEP = 0.1;

/**
 * The view that shows the whole of `bounds`, centred, with a small margin.
 * @example fitView({ minX: 0, minY: 0, maxX: 100, maxY: 50 }, { width: 200, height: 200 })
 */
export function fitView(bounds: Bounds, size: Size): View {
  const width = Math.max(1, bounds.maxX - bounds.minX);
  const height = Math.max(1, bounds.maxY - bounds.minY);
  const scale = 0.95 * Math.min(size.width / width, size.height / height);
  return {
    scale,
    x: size.width / 2 - ((bounds.minX + bounds.maxX) / 2) * scale,
    y: size.height / 2 - ((bounds.minY + bounds.maxY) / 2) * scale,
  };
}

/**
 * The view zoomed by `factor` around the screen point (px, py), which stays where it is; the
 * scale is kept between `MIN_ZOOM` and `MAX_ZOOM` times `fitScale`.
 * @example zoomAt({ scale: 1, x: 0, y: 0 }, 2, 10, 10, 1) // { scale: 2, x: -10, y: -10 }
 */
export function zoomAt(view: View, factor: number, px: number, py: number, fitScale: number): View {
  const scale = Math.min(fitScale * MAX_ZOOM, Math.max(fitScale * MIN_ZOOM, view.scale * factor));
  const applied = scale / view.scale;
  return { scale, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied };
}

/** The view moved by (dx, dy) screen pixels. */
export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** The world point under a screen point. */
export const toWorld = (view: View, px: number, py: number) => ({
  x: (px - view.x) / view.scale,
  y: (py - view.y) / view.scale,
});

/**
 * What a key does to the view: + and - zoom about the centre, arrows pan, 0 shows the whole
 * tree again. Other keys: null (the page keeps them).
 * @example viewAfterKey(view, 'ArrowLeft', size, fit) // the tree moved right by 10 % of the width
 */
export function viewAfterKey(view: View, key: string, size: Size, fit: View): View | null {
  const cx = size.width / 2;
  const cy = size.height / 2;
  const stepX = size.width * PAN_STEP;
  const stepY = size.height * PAN_STEP;
  switch (key) {
    case '+':
    case '=':
      return zoomAt(view, ZOOM_STEP, cx, cy, fit.scale);
    case '-':
    case '_':
      return zoomAt(view, 1 / ZOOM_STEP, cx, cy, fit.scale);
    case 'ArrowLeft':
      return panBy(view, stepX, 0);
    case 'ArrowRight':
      return panBy(view, -stepX, 0);
    case 'ArrowUp':
      return panBy(view, 0, stepY);
    case 'ArrowDown':
      return panBy(view, 0, -stepY);
    case '0':
      return fit;
    default:
      return null;
  }
}

/** Two touch points: how far apart and where their middle is. */
export interface Pinch {
  distance: number;
  cx: number;
  cy: number;
}

export function pinchOf(a: { x: number; y: number }, b: { x: number; y: number }): Pinch {
  return { distance: Math.hypot(a.x - b.x, a.y - b.y), cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2 };
}

/**
 * The view after two fingers moved from `before` to `after`: zoomed by the change of their
 * distance about their middle, and moved with the middle.
 */
export function viewAfterPinch(view: View, before: Pinch, after: Pinch, fitScale: number): View {
  const factor = before.distance > 0 ? after.distance / before.distance : 1;
  const zoomed = zoomAt(view, factor, before.cx, before.cy, fitScale);
  return panBy(zoomed, after.cx - before.cx, after.cy - before.cy);
}

/** Around a build's own nodes, this much of the tree's size shows on each side, at least. */
export const HOME_MARGIN = 0.08;

/**
 * The view a tree opens on: the build's main-tree nodes with some of the tree around them (a
 * beginner first sees their own path, not a speck in the whole tree), never closer than
 * `MAX_ZOOM` allows nor farther than the whole tree; the whole tree without two such nodes.
 * @example homeView(tree.bounds, [{ x: 0, y: 0 }, { x: 800, y: 400 }], size)
 */
export function homeView(
  bounds: Bounds,
  points: readonly { x: number; y: number }[],
  size: Size,
): View {
  const fit = fitView(bounds, size);
  if (points.length < 2) return fit;
  const margin = HOME_MARGIN * Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const around = fitView(
    {
      minX: Math.min(...xs) - margin,
      minY: Math.min(...ys) - margin,
      maxX: Math.max(...xs) + margin,
      maxY: Math.max(...ys) + margin,
    },
    size,
  );
  if (around.scale <= fit.scale) return fit;
  if (around.scale <= fit.scale * MAX_ZOOM) return around;
  return zoomAt(
    around,
    (fit.scale * MAX_ZOOM) / around.scale,
    size.width / 2,
    size.height / 2,
    fit.scale,
  );
}
