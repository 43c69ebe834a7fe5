import type { TreeData, TreeLink, TreeNode } from './types';
import type { View } from './view';

/** The colours of a drawing; the page hands in its theme's. */
export interface Palette {
  background: string;
  link: string;
  node: string;
  allocated: string;
  added: string;
  /** Crosses over the nodes an earlier phase had and this one drops. */
  removed: string;
  classStart: string;
  focus: string;
  label: string;
}

/**
 * The drawing's colours from a site theme's: taken nodes in its accent, nodes new in a phase in
 * its information colour, the class start ringed in its success colour.
 */
export function paletteFrom(colors: {
  background: string;
  accent: string;
  info: string;
  success: string;
  danger: string;
  text: string;
}): Palette {
  return {
    background: colors.background,
    link: '#3b3227',
    node: '#5c4f3c',
    allocated: colors.accent,
    added: colors.info,
    removed: colors.danger,
    classStart: colors.success,
    focus: '#ffffff',
    label: colors.text,
  };
}

/** What a drawing shows besides the tree itself. */
export interface Marks {
  allocated: ReadonlySet<number>;
  /** Allocated nodes new in this phase, drawn in `palette.added`. */
  added: ReadonlySet<number>;
  /** Where each added node comes in the order they are taken (1 = first), written on it. */
  order?: ReadonlyMap<number, number>;
  /** Nodes the earlier phase had and this one drops, crossed out. */
  removed?: ReadonlySet<number>;
  /** The class start of the build's class. */
  classStart: number | null;
  /** The node a reader points at in the list, ringed. */
  focused: number | null;
  /** Names to write instead of the tree's (the reader's language), by node id. */
  names?: ReadonlyMap<number, string>;
}

/** Node radius in tree units, as the game's icons roughly measure. */
const RADIUS: Record<TreeNode['kind'], number> = {
  normal: 26,
  notable: 40,
  keystone: 56,
  mastery: 34,
  jewel: 34,
  classStart: 90,
  ascendancyStart: 30,
};
/** Below this many screen pixels a node is drawn at this size, so a phone still sees the tree. */
const MIN_RADIUS_PX = 1.2;
/** Names of allocated notables and keystones show once a notable is this many pixels wide. */
const LABEL_FROM_PX = 14;
/** Order numbers show once a normal node is this many pixels wide (else they hide the tree). */
const ORDER_FROM_PX = 5;

type State = 'plain' | 'allocated' | 'added';

function stateOf(id: number, marks: Marks): State {
  if (marks.added.has(id)) return 'added';
  return marks.allocated.has(id) ? 'allocated' : 'plain';
}

function linkState(link: TreeLink, marks: Marks): State {
  const a = stateOf(link.a, marks);
  const b = stateOf(link.b, marks);
  if (a === 'plain' || b === 'plain') return 'plain';
  return a === 'added' || b === 'added' ? 'added' : 'allocated';
}

/**
 * The arc of an orbit from one node to the other, the short way round.
 * @example arcAngles({ x: 1, y: 0 }, { x: 0, y: 1 }, { cx: 0, cy: 0 }) // [0, π/2, false]
 */
export function arcAngles(
  a: { x: number; y: number },
  b: { x: number; y: number },
  centre: { cx: number; cy: number },
): [start: number, end: number, anticlockwise: boolean] {
  const start = Math.atan2(a.y - centre.cy, a.x - centre.cx);
  const end = Math.atan2(b.y - centre.cy, b.x - centre.cx);
  let sweep = end - start;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  return [start, end, sweep < 0];
}

/** The nodes a drawing shows: the main tree, and only the build's own ascendancy. */
export function shownNodes(data: TreeData, ascendancy: string | null): Map<number, TreeNode> {
  const shown = new Map<number, TreeNode>();
  for (const node of data.nodes) {
    if (node.ascendancy === null || node.ascendancy === ascendancy) shown.set(node.id, node);
  }
  return shown;
}

/**
 * Draws the tree on a context already scaled for the device's pixel ratio: one path per kind
 * of link and node, so a phone draws ~3,000 nodes in a few milliseconds.
 */
export function drawTree(
  ctx: CanvasRenderingContext2D,
  size: { width: number; height: number },
  nodes: ReadonlyMap<number, TreeNode>,
  links: readonly TreeLink[],
  view: View,
  marks: Marks,
  palette: Palette,
) {
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.save();
  ctx.translate(view.x, view.y);
  ctx.scale(view.scale, view.scale);

  const linkPaths: Record<State, Path2D> = {
    plain: new Path2D(),
    allocated: new Path2D(),
    added: new Path2D(),
  };
  for (const link of links) {
    const a = nodes.get(link.a);
    const b = nodes.get(link.b);
    if (!a || !b) continue;
    const path = linkPaths[linkState(link, marks)];
    path.moveTo(a.x, a.y);
    if (link.arc) {
      const [start, end, anticlockwise] = arcAngles(a, b, link.arc);
      path.arc(link.arc.cx, link.arc.cy, link.arc.r, start, end, anticlockwise);
    } else path.lineTo(b.x, b.y);
  }
  const px = 1 / view.scale;
  const strokes: [State, string, number][] = [
    ['plain', palette.link, Math.max(1 * px, 6)],
    ['allocated', palette.allocated, Math.max(2 * px, 12)],
    ['added', palette.added, Math.max(2 * px, 12)],
  ];
  for (const [state, colour, width] of strokes) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke(linkPaths[state]);
  }

  const nodePaths: Record<State, Path2D> = {
    plain: new Path2D(),
    allocated: new Path2D(),
    added: new Path2D(),
  };
  const rings = new Path2D();
  for (const node of nodes.values()) {
    const radius = Math.max(RADIUS[node.kind], MIN_RADIUS_PX * px);
    const path = nodePaths[stateOf(node.id, marks)];
    path.moveTo(node.x + radius, node.y);
    path.arc(node.x, node.y, radius, 0, 2 * Math.PI);
    if (node.kind === 'keystone' || node.kind === 'notable') {
      rings.moveTo(node.x + radius, node.y);
      rings.arc(node.x, node.y, radius, 0, 2 * Math.PI);
    }
  }
  const fills: [State, string][] = [
    ['plain', palette.node],
    ['allocated', palette.allocated],
    ['added', palette.added],
  ];
  for (const [state, colour] of fills) {
    ctx.fillStyle = colour;
    ctx.fill(nodePaths[state]);
  }
  ctx.strokeStyle = palette.background;
  ctx.lineWidth = Math.max(px, 4);
  ctx.stroke(rings);

  ring(ctx, nodes, marks.classStart, palette.classStart, px, 3);
  ring(ctx, nodes, marks.focused, palette.focus, px, 4);
  crosses(ctx, nodes, marks.removed, palette.removed, px);
  if (RADIUS.notable * view.scale >= LABEL_FROM_PX) labels(ctx, nodes, marks, palette, px);
  if (marks.order && RADIUS.normal * view.scale >= ORDER_FROM_PX) {
    orderNumbers(ctx, nodes, marks.order, palette, px);
  }
  ctx.restore();
}

function ring(
  ctx: CanvasRenderingContext2D,
  nodes: ReadonlyMap<number, TreeNode>,
  id: number | null,
  colour: string,
  px: number,
  widthPx: number,
) {
  const node = id === null ? undefined : nodes.get(id);
  if (!node) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = widthPx * px;
  ctx.beginPath();
  ctx.arc(node.x, node.y, Math.max(RADIUS[node.kind] * 1.4, 10 * px), 0, 2 * Math.PI);
  ctx.stroke();
}

function labels(
  ctx: CanvasRenderingContext2D,
  nodes: ReadonlyMap<number, TreeNode>,
  marks: Marks,
  palette: Palette,
  px: number,
) {
  ctx.fillStyle = palette.label;
  ctx.font = `${12 * px}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const id of marks.allocated) {
    const node = nodes.get(id);
    if (!node || (node.kind !== 'notable' && node.kind !== 'keystone')) continue;
    ctx.fillText(marks.names?.get(id) ?? node.name, node.x, node.y + RADIUS[node.kind] + 4 * px);
  }
}

/** A cross over each dropped node, at least a few pixels wide at any zoom. */
function crosses(
  ctx: CanvasRenderingContext2D,
  nodes: ReadonlyMap<number, TreeNode>,
  removed: ReadonlySet<number> | undefined,
  colour: string,
  px: number,
) {
  if (!removed || removed.size === 0) return;
  const path = new Path2D();
  for (const id of removed) {
    const node = nodes.get(id);
    if (!node) continue;
    const arm = Math.max(RADIUS[node.kind] * 1.2, 5 * px);
    path.moveTo(node.x - arm, node.y - arm);
    path.lineTo(node.x + arm, node.y + arm);
    path.moveTo(node.x + arm, node.y - arm);
    path.lineTo(node.x - arm, node.y + arm);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2 * px, 8);
  ctx.stroke(path);
}

/** Each added node's place in the order, in the background's colour on the node itself. */
function orderNumbers(
  ctx: CanvasRenderingContext2D,
  nodes: ReadonlyMap<number, TreeNode>,
  order: ReadonlyMap<number, number>,
  palette: Palette,
  px: number,
) {
  ctx.fillStyle = palette.background;
  // Never wider than a small node, so a number stays on its own node.
  ctx.font = `bold ${Math.min(11 * px, RADIUS.normal * 1.3)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const [id, place] of order) {
    const node = nodes.get(id);
    if (node) ctx.fillText(String(place), node.x, node.y);
  }
}
