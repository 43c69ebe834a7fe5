import { createTreeView, type TreeViewHandle, type TreeViewOptions } from './controller';
import { loadTreeData } from './loadTreeData';

/** Loads the tree data of `options.tree.version` and draws it on `canvas`. */
export async function showTree(
  canvas: HTMLCanvasElement,
  options: Omit<TreeViewOptions, 'data'>,
): Promise<TreeViewHandle> {
  const data = await loadTreeData(options.tree.version);
  return createTreeView(canvas, { ...options, data });
}
