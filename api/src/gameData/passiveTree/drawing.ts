import type { Queryable } from '../../platform/db/client.js';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { listTreeVersions, readTreeJson, treeHash } from './sql.js';
import type { PassiveTreeData, TreeLink, TreeNode } from './types.js';

const brotliInPool = promisify(brotliCompress);

/**
 * Bumped whenever `toDrawing` changes: the drawing's address changes with it, so no browser
 * keeps an older drawing under an address it was told never changes.
 */
const DRAWING_FORMAT = 2;

/** The address part (`…/<hash>.json`) of the drawing of a stored tree. */
export const drawingHash = (storedHash: string) =>
  treeHash(`${storedHash}/drawing-${DRAWING_FORMAT}`);

export type DrawnNode = Omit<TreeNode, 'stats'>;
export type TreeDrawingData = Omit<PassiveTreeData, 'nodes'> & { nodes: DrawnNode[] };

/** Places are in the game's units, thousands wide: a unit is far below a pixel at any zoom. */
const whole = (value: number) => Math.round(value);

/**
 * What the browser draws from a stored tree: the nodes without their stats (a build answer
 * brings those of its keystones and notables), every place rounded to a whole unit. For 3.15
 * that is 321 KB of JSON instead of 543, 44 KB of brotli instead of 69: the largest download a
 * phone waits for before the first draw.
 */
export function toDrawing(tree: PassiveTreeData): TreeDrawingData {
  return {
    ...tree,
    nodes: tree.nodes.map(({ stats: _stats, ...node }) => ({
      ...node,
      x: whole(node.x),
      y: whole(node.y),
    })),
    links: tree.links.map((link): TreeLink =>
      link.arc
        ? { ...link, arc: { cx: whole(link.arc.cx), cy: whole(link.arc.cy), r: whole(link.arc.r) } }
        : link,
    ),
  };
}

export interface DrawingAnswer {
  json: string;
  /** At brotli's best quality. */
  brotli: Buffer;
}

/**
 * A stored tree's drawing, as JSON and as brotli, made once per content (the brotli on libuv's
 * thread pool: about 3 s for 3.15): it never changes under its hash, so the seconds it costs
 * once save every phone a download's worth.
 */
const answers = new Map<string, Promise<DrawingAnswer>>();
export function drawingAnswer(storedHash: string, storedJson: string): Promise<DrawingAnswer> {
  let made = answers.get(storedHash);
  if (!made) {
    const json = JSON.stringify(toDrawing(JSON.parse(storedJson) as PassiveTreeData));
    made = brotliInPool(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }).then((brotli) => ({ json, brotli }));
    answers.set(storedHash, made);
    made.catch(() => answers.delete(storedHash));
  }
  return made;
}

/**
 * Makes the drawing of every stored tree ahead of the first reader, so no one waits for it; a
 * failure leaves it to the first request.
 */
export async function warmTreeDrawings(db: Queryable): Promise<void> {
  for (const { version, hash } of await listTreeVersions(db)) {
    const json = await readTreeJson(db, version, hash);
    if (json !== undefined) await drawingAnswer(hash, json).catch(() => undefined);
  }
}
