// The drawing side, loaded lazily by the pages that show a tree; `passive-tree/points` holds
// the small pure helpers a page may use before the drawing arrives.
export { createTreeView, type TreeViewHandle, type TreeViewOptions } from './controller';
export { paletteFrom, type Palette } from './draw';
export { loadTreeData, showTree } from './loadTreeData';
export { countPoints, nodesAdded, pointsAddedSince } from './points';
export type { AllocatedTree, NodeKind, TreeData, TreeLink, TreeNode } from './types';
