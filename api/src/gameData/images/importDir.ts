import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { imageFileName } from './paths.js';
import type { Queryable } from '../../platform/db/client.js';
import { sniffImage } from './sniff.js';
import { MAX_IMAGE_BYTES, storeImage, type StoredCategory } from './store.js';

const CATEGORIES: readonly StoredCategory[] = [
  'gems',
  'currency',
  'uniques',
  'non_uniques',
  'ascendancy',
];

/**
 * Imports `<dir>/<category>/<Name>.png` into the database: pictures put there by hand (an
 * ascendancy emblem, the custom Chaos Orb) or downloaded by an older version. A file is taken
 * only when it is newer than the stored picture, so a later download is never replaced by an
 * old file at the next start. Anything that is not a picture, links and subfolders are skipped.
 * A missing folder imports nothing.
 */
export async function importImagesDir(db: Queryable, dir: string) {
  const counts = { imported: 0, skipped: 0 };
  for (const category of CATEGORIES) {
    const folder = join(dir, category);
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.png')) continue;
      const path = join(folder, entry.name);
      const { size, mtime } = await stat(path);
      const body = size > 0 && size <= MAX_IMAGE_BYTES ? await readFile(path) : undefined;
      if (!body || !sniffImage(body)) {
        counts.skipped++;
        continue;
      }
      const name = imageFileName(entry.name.slice(0, -'.png'.length));
      if (await storeImage(db, category, name, body, mtime)) counts.imported++;
    }
  }
  return counts;
}
