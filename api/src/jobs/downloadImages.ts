import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageFileName, type ImageCategory } from '../catalogue/images.js';
import { sniffImage } from '../images/sniff.js';
import type { Fetcher } from '../upstreams/http.js';
import type { JobContext } from './runner.js';

/** A picture is a few kilobytes; anything near this is not one. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Polite to the image host, and quick enough for a few hundred pictures. */
const CONCURRENCY = 4;

export interface ImageSource {
  name: string;
  url: string | null;
}

export interface DownloadOptions {
  /** Names whose existing file is kept (the admin's own Chaos Orb picture). */
  keepExisting?: readonly string[];
  /** Progress is reported between these two percentages. */
  from?: number;
  to?: number;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function downloadOne(fetcher: Fetcher, folder: string, source: ImageSource): Promise<void> {
  if (source.url === null) throw new Error('aucune adresse d’image');
  if (!fetcher.allows(source.url))
    throw new Error(`hôte non autorisé (${new URL(source.url).host})`);
  const { body } = await fetcher.get(source.url, {
    accept: ['image/*'],
    maxBytes: MAX_IMAGE_BYTES,
  });
  if (!sniffImage(body)) throw new Error('le fichier reçu n’est pas une image');
  const path = join(folder, imageFileName(source.name));
  // Written aside then renamed: a reader never sees half a picture.
  const partial = `${path}.${process.pid}.part`;
  await writeFile(partial, body);
  await rename(partial, path);
}

/**
 * Downloads each item's picture into `<imagesDir>/<category>/<Name>.png`, a few at a time,
 * logging every failure; the others go on.
 */
export async function downloadImages(
  fetcher: Fetcher,
  imagesDir: string,
  category: ImageCategory,
  sources: ImageSource[],
  ctx: JobContext,
  { keepExisting = [], from = 0, to = 100 }: DownloadOptions = {},
) {
  const folder = join(imagesDir, category);
  await mkdir(folder, { recursive: true });
  const counts = { downloaded: 0, kept: 0, failed: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (let source = sources[next++]; source; source = sources[next++]) {
      try {
        if (
          keepExisting.includes(source.name) &&
          (await exists(join(folder, imageFileName(source.name))))
        ) {
          counts.kept++;
          ctx.log(`🔒 ${source.name} : image personnalisée conservée`);
        } else {
          await downloadOne(fetcher, folder, source);
          counts.downloaded++;
        }
      } catch (err) {
        counts.failed++;
        ctx.log(`❌ ${source.name} : ${err instanceof Error ? err.message : String(err)}`);
      }
      ctx.progress(from + ((to - from) * ++done) / sources.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  ctx.log(`🖼️ ${counts.downloaded} image(s) téléchargée(s), ${counts.failed} échec(s)`);
  return counts;
}
