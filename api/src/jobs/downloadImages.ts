import { imageFileName, type ImageCategory } from '../gameData/images/paths.js';
import type { Db } from '../platform/db/client.js';
import { hasImage, MAX_IMAGE_BYTES, storeImage } from '../gameData/images/store.js';
import type { Fetcher } from '../platform/upstream/http.js';
import type { JobContext } from './runner.js';

/** Polite to the image host, and quick enough for a few hundred pictures. */
const CONCURRENCY = 4;

export interface ImageSource {
  name: string;
  url: string | null;
}

export interface DownloadOptions {
  /** Names whose stored picture is kept (the admin's own Chaos Orb picture). */
  keepExisting?: readonly string[];
  /** Progress is reported between these two percentages. */
  from?: number;
  to?: number;
}

/** Where pictures are fetched from and stored. */
export interface ImageSink {
  db: Db;
  fetcher: Fetcher;
}

async function downloadOne(
  { db, fetcher }: ImageSink,
  category: ImageCategory,
  source: ImageSource,
) {
  if (source.url === null) throw new Error('aucune adresse d’image');
  if (!fetcher.allows(source.url))
    throw new Error(`hôte non autorisé (${new URL(source.url).host})`);
  const { body } = await fetcher.get(source.url, {
    accept: ['image/*'],
    maxBytes: MAX_IMAGE_BYTES,
  });
  await storeImage(db, category, imageFileName(source.name), body);
}

/**
 * Downloads each item's picture into the database as `<category>/<Name>.png`, a few at a time,
 * logging every failure; the others go on.
 */
export async function downloadImages(
  sink: ImageSink,
  category: ImageCategory,
  sources: ImageSource[],
  ctx: JobContext,
  { keepExisting = [], from = 0, to = 100 }: DownloadOptions = {},
) {
  const counts = { downloaded: 0, kept: 0, failed: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (let source = sources[next++]; source; source = sources[next++]) {
      try {
        if (
          keepExisting.includes(source.name) &&
          (await hasImage(sink.db, category, imageFileName(source.name)))
        ) {
          counts.kept++;
          ctx.log(`🔒 ${source.name} : image personnalisée conservée`);
        } else {
          await downloadOne(sink, category, source);
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
