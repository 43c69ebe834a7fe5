// The shapes this package reads, written structurally so that the API's generated wire types
// (shared-ui's `Schemas['PassiveTreeData']`, `Schemas['PassiveTree']`) fit them without a copy.
// The API builds its own tree types on these (`passive-tree/types`): no imports here, so the
// server reads the file without the browser's DOM.

/** What a node is, for drawing and for counting points. */
export type NodeKind =
  'normal' | 'notable' | 'keystone' | 'mastery' | 'jewel' | 'classStart' | 'ascendancyStart';

export interface TreeNode {
  id: number;
  /** Already placed from group, orbit and orbit index: the browser does no orbit math. */
  x: number;
  y: number;
  kind: NodeKind;
  name: string;
  /** The ascendancy's name for its nodes, else null. */
  ascendancy: string | null;
}

/** A circle of one group's orbit. */
export interface TreeArc {
  cx: number;
  cy: number;
  r: number;
}

export interface TreeLink {
  a: number;
  b: number;
  /** Both ends on one orbit of one group: drawn as an arc of that circle, the short way round. */
  arc?: TreeArc | null;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface TreeAscendancy {
  /** 1-based within its class, as the tree's address and Path of Building number them. */
  id: number;
  name: string;
  startNode: number;
}

export interface TreeClass {
  /** The game's class id (Scion 0, Marauder 1, …), our class name (game-facts CLASSES). */
  id: number;
  name: string;
  startNode: number;
  ascendancies: TreeAscendancy[];
}

/** `GET /api/game/passive-tree/{version}/{hash}.json`. */
export interface TreeData {
  version: string;
  classes: TreeClass[];
  nodes: TreeNode[];
  links: TreeLink[];
  bounds: Bounds;
}

/** What a build keeps of one phase's tree (the part this package needs). */
export interface AllocatedTree {
  version: string;
  class_id: number;
  ascendancy_id: number;
  nodes: number[];
}
