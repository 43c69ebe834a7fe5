import type { Queryable } from '../../platform/db/client.js';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { listTreeVersions, readTreeJson } from './sql.js';

const brotliInPool = promisify(brotliCompress);

/**
 * A tree's data in brotli at its best quality, made once per content on libuv's thread pool: it
 * never changes under its hash and is the largest answer a reader waits for (99 KB at the
 * on-the-fly level, 69 KB so), so the seconds it costs once save every phone a download's worth.
 */
const bestBrotli = new Map<string, Promise<Buffer>>();
export function treeBrotli(hash: string, json: string): Promise<Buffer> {
  let made = bestBrotli.get(hash);
  if (!made) {
    made = brotliInPool(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    });
    bestBrotli.set(hash, made);
    made.catch(() => bestBrotli.delete(hash));
  }
  return made;
}

/**
 * Makes the best brotli of every stored tree ahead of the first reader (about 3 s of a pool
 * thread for 3.15), so no one waits for it; a failure leaves it to the first request.
 */
export async function warmTreeBrotli(db: Queryable): Promise<void> {
  for (const { version, hash } of await listTreeVersions(db)) {
    const json = await readTreeJson(db, version, hash);
    if (json !== undefined) await treeBrotli(hash, json).catch(() => undefined);
  }
}
