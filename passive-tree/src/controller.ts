import { drawTree, shownNodes, type Palette } from './draw';
import type { AllocatedTree, TreeData } from './types';
import {
  fitView,
  homeView,
  panBy,
  pinchOf,
  viewAfterKey,
  viewAfterPinch,
  zoomAt,
  ZOOM_STEP,
  type Pinch,
  type Size,
  type View,
} from './view';

/** How close `centre` brings a node, against the whole tree. */
const CENTRE_ZOOM = 6;

export interface TreeViewOptions {
  data: TreeData;
  tree: AllocatedTree;
  /** Nodes new in this phase. */
  added?: ReadonlySet<number>;
  /** Where each added node comes in the order they are taken (1 = first), written on it. */
  order?: ReadonlyMap<number, number>;
  /** Nodes the earlier phase had and this one drops, crossed out. */
  removed?: ReadonlySet<number>;
  palette: Palette;
  /** Told the zoom (1 = the view it opens on) after every change of the view. */
  onZoom?: (zoom: number) => void;
  /** Names to write on the allocated notables instead of the tree's English ones, by node id. */
  names?: ReadonlyMap<number, string>;
}

export interface TreeViewHandle {
  reset(): void;
  /** Zooms about the centre by one step: 1 in, -1 out. */
  zoom(direction: 1 | -1): void;
  /** Rings a node (a name pointed at in the list), or none. */
  focus(id: number | null): void;
  /** Brings a node to the middle, zoomed in enough to read its neighbours. */
  centre(id: number): void;
  destroy(): void;
}

/**
 * Draws `tree` on `canvas` and lets the reader move it: wheel and drag with a mouse, + - arrows
 * and 0 on the keyboard (the canvas takes focus), pinch and one-finger drag on a touch screen.
 * The canvas's CSS size is the view's; its pixels follow devicePixelRatio.
 */
export function createTreeView(
  canvas: HTMLCanvasElement,
  options: TreeViewOptions,
): TreeViewHandle {
  const { data, tree, palette } = options;
  const context = canvas.getContext('2d');
  const ownClass = data.classes.find((entry) => entry.id === tree.class_id);
  const ascendancy = ownClass?.ascendancies.find((entry) => entry.id === tree.ascendancy_id);
  const nodes = shownNodes(data, ascendancy?.name ?? null);
  const marks = {
    allocated: new Set(tree.nodes),
    added: options.added ?? new Set<number>(),
    order: options.order,
    removed: options.removed,
    classStart: ownClass?.startNode ?? null,
    focused: null as number | null,
    names: options.names,
  };
  // The build's own nodes of the main tree: the view opens on them (ascendancies sit apart).
  const own = tree.nodes.flatMap((id) => {
    const node = nodes.get(id);
    return node && node.ascendancy === null ? [node] : [];
  });
  let size: Size = { width: 1, height: 1 };
  let fit = fitView(data.bounds, size);
  let home = homeView(data.bounds, own, size);
  let view = home;
  let frame = 0;

  const draw = () => {
    frame = 0;
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawTree(context, size, nodes, data.links, view, marks, palette);
    // Browser tests and the first-draw measurement wait for this.
    canvas.dataset.drawn = 'true';
  };
  const setView = (next: View) => {
    view = next;
    // 100 % is the view the tree opens on, the build's own nodes.
    const zoom = view.scale / home.scale;
    canvas.dataset.zoom = zoom.toFixed(3);
    options.onZoom?.(zoom);
    frame ||= requestAnimationFrame(draw);
  };
  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    const wasHome = view === home;
    size = { width: Math.max(1, canvas.clientWidth), height: Math.max(1, canvas.clientHeight) };
    canvas.width = Math.round(size.width * ratio);
    canvas.height = Math.round(size.height * ratio);
    const previousFit = fit;
    fit = fitView(data.bounds, size);
    home = homeView(data.bounds, own, size);
    // A view the reader moved keeps its zoom relative to the whole tree.
    setView(wasHome ? home : { ...view, scale: (view.scale / previousFit.scale) * fit.scale });
  };

  const local = (event: { clientX: number; clientY: number }) => {
    const box = canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const { x, y } = local(event);
    setView(zoomAt(view, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, x, y, fit.scale));
  };
  const pointers = new Map<number, { x: number; y: number }>();
  let pinch: Pinch | null = null;
  const onPointerDown = (event: PointerEvent) => {
    canvas.setPointerCapture?.(event.pointerId);
    pointers.set(event.pointerId, local(event));
    const [a, b] = [...pointers.values()];
    pinch = a && b ? pinchOf(a, b) : null;
  };
  const onPointerMove = (event: PointerEvent) => {
    const before = pointers.get(event.pointerId);
    if (!before) return;
    const now = local(event);
    pointers.set(event.pointerId, now);
    const [a, b] = [...pointers.values()];
    if (a && b && pinch) {
      const next = pinchOf(a, b);
      setView(viewAfterPinch(view, pinch, next, fit.scale));
      pinch = next;
    } else if (pointers.size === 1) setView(panBy(view, now.x - before.x, now.y - before.y));
  };
  const onPointerEnd = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    pinch = null;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = event.key === '0' ? home : viewAfterKey(view, event.key, size, fit);
    if (!next) return;
    event.preventDefault();
    setView(next);
  };

  const listeners: [string, EventListener][] = [
    ['wheel', onWheel as EventListener],
    ['pointerdown', onPointerDown as EventListener],
    ['pointermove', onPointerMove as EventListener],
    ['pointerup', onPointerEnd as EventListener],
    ['pointercancel', onPointerEnd as EventListener],
    ['keydown', onKey as EventListener],
  ];
  for (const [type, listener] of listeners)
    canvas.addEventListener(type, listener, { passive: false });
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
  observer?.observe(canvas);
  resize();

  return {
    reset: () => setView(home),
    zoom: (direction) =>
      setView(
        zoomAt(
          view,
          direction > 0 ? ZOOM_STEP : 1 / ZOOM_STEP,
          size.width / 2,
          size.height / 2,
          fit.scale,
        ),
      ),
    focus: (id) => {
      marks.focused = id;
      frame ||= requestAnimationFrame(draw);
    },
    centre: (id) => {
      const node = nodes.get(id);
      if (!node) return;
      const scale = Math.max(view.scale, fit.scale * CENTRE_ZOOM);
      marks.focused = id;
      setView({ scale, x: size.width / 2 - node.x * scale, y: size.height / 2 - node.y * scale });
    },
    destroy: () => {
      for (const [type, listener] of listeners) canvas.removeEventListener(type, listener);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
