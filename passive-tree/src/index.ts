// The drawing side, loaded lazily by the pages that show a tree; `passive-tree/points` holds
// the small pure helpers a page may use before the drawing arrives, `passive-tree/load` the
// download of the data, started beside the drawing's code.
export { createTreeView, type TreeViewHandle, type TreeViewOptions } from './controller';
export { paletteFrom, type Palette } from './draw';
export { loadTreeData } from './loadTreeData';
export { showTree } from './showTree';
export { countPoints, nodesAdded, pointsAddedSince } from './points';
export type { AllocatedTree, NodeKind, TreeData, TreeLink, TreeNode } from './types';
