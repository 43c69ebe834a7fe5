// The shapes this package reads, written structurally so that the API's generated wire types
// (shared-ui's `Schemas['PassiveTreeData']`, `Schemas['PassiveTree']`) fit them without a copy.

export type NodeKind =
  'normal' | 'notable' | 'keystone' | 'mastery' | 'jewel' | 'classStart' | 'ascendancyStart';

export interface TreeNode {
  id: number;
  x: number;
  y: number;
  kind: NodeKind;
  name: string;
  /** The ascendancy's name for its nodes, else null. */
  ascendancy: string | null;
}

export interface TreeLink {
  a: number;
  b: number;
  /** Both ends on one orbit: an arc of that circle, the short way round. */
  arc?: { cx: number; cy: number; r: number } | null;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface TreeClass {
  id: number;
  name: string;
  startNode: number;
  ascendancies: { id: number; name: string; startNode: number }[];
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
