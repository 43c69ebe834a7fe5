/** What a node is, for drawing and for counting points. */
export type NodeKind =
  'normal' | 'notable' | 'keystone' | 'mastery' | 'jewel' | 'classStart' | 'ascendancyStart';

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

export interface TreeNode {
  id: number;
  /** Already placed from group, orbit and orbit index: the browser does no orbit math. */
  x: number;
  y: number;
  kind: NodeKind;
  name: string;
  stats: string[];
  /** The ascendancy's name for its nodes, else null. */
  ascendancy: string | null;
}

export interface TreeLink {
  a: number;
  b: number;
  /** Both ends on one orbit of one group: drawn as an arc of that circle, the short way round. */
  arc?: { cx: number; cy: number; r: number };
}

/** One game version's passive tree as the browser draws it (the contract of issue 22). */
export interface PassiveTreeData {
  version: string;
  classes: TreeClass[];
  nodes: TreeNode[];
  links: TreeLink[];
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}
