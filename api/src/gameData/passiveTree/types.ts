// The tree's shapes are the passive-tree package's (what the browser draws); the server's
// differ only where it keeps more than it sends.
import type {
  TreeArc,
  TreeData,
  TreeLink as DrawnLink,
  TreeNode as DrawnNode,
} from 'passive-tree/types';

export type { NodeKind, TreeAscendancy, TreeClass } from 'passive-tree/types';

/** A node as stored: its stats too, which the drawing leaves out (drawing.ts). */
export interface TreeNode extends DrawnNode {
  stats: string[];
}

/** The route's schema has the arc optional, not nullable: the server never writes null. */
export interface TreeLink extends DrawnLink {
  arc?: TreeArc;
}

/** One game version's passive tree as the server stores it (the contract of issue 22). */
export interface PassiveTreeData extends TreeData {
  nodes: TreeNode[];
  links: TreeLink[];
}
