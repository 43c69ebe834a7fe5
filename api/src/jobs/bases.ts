import { imageFileName } from '../gameData/images/paths.js';
import type { Db } from '../platform/db/client.js';
import type { ItemLine } from '../prices/poeNinja/parse.js';
import type { JobDeps } from './deps.js';
import { downloadImages, type ImageSource } from './downloadImages.js';
import type { JobContext } from './runner.js';

const PREFIX = '/images/non_uniques/';

/**
 * The bases whose picture some build shows: the `/images/non_uniques/{Base}.png` addresses of
 * the magic, rare and normal items in every equipment set, matched to the catalogue's bases.
 * Only these are downloaded, not the 800 bases of the game.
 */
export async function usedBases(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ image: string }>(
    `select distinct item ->> 'image' as image
     from builds b,
       lateral (values (b.equipment), (b.leveling_equipment), (b.premier_equipement_equipment),
                       (b.endgame_equipment), (b.optimisation_equipment)) as sets (items),
       lateral jsonb_each(case when jsonb_typeof(items) = 'object' then items else '{}' end)
         as slot (name, item)
     where jsonb_typeof(item) = 'object' and starts_with(item ->> 'image', $1)`,
    [PREFIX],
  );
  const files = new Set(
    rows.flatMap(({ image }) => {
      try {
        return [imageFileName(decodeURIComponent(image.slice(PREFIX.length, -'.png'.length)))];
      } catch {
        return []; // an address that is not valid percent-encoding names no base
      }
    }),
  );
  const bases = await db.query<{ name: string }>('select name from item_bases order by name');
  return bases.rows.map((b) => b.name).filter((name) => files.has(imageFileName(name)));
}

/**
 * Each base's picture from poe.ninja's BaseType overview, which lists a base once per item
 * level and influence: the plain line's picture, without an influence's background.
 */
export function basePictures(lines: readonly ItemLine[]): Map<string, string> {
  const pictures = new Map<string, string>();
  const influenced = new Map<string, string>();
  for (const line of lines) {
    if (line.icon === null) continue;
    const target = line.variant === null ? pictures : influenced;
    if (!target.has(line.name)) target.set(line.name, line.icon);
  }
  for (const [name, icon] of influenced) if (!pictures.has(name)) pictures.set(name, icon);
  return pictures;
}

/** The pictures of the bases builds use, from poe.ninja; a base it lacks stays drawn. */
export async function updateBaseImages(deps: JobDeps, ctx: JobContext) {
  const used = await usedBases(deps.db);
  if (used.length === 0) {
    ctx.log('ℹ️ Aucune base utilisée par les builds');
    return { success: true };
  }
  const pictures = basePictures(await deps.upstreams.poeNinja.itemOverview('BaseType'));
  ctx.log(
    `✅ ${used.length} base(s) utilisée(s) par les builds, ${pictures.size} lue(s) sur poe.ninja`,
  );
  ctx.progress(20);
  const sources: ImageSource[] = [];
  for (const name of used) {
    const url = pictures.get(name);
    if (url) sources.push({ name, url });
    else ctx.log(`ℹ️ ${name} : pas d’image sur poe.ninja, le dessin reste`);
  }
  const { failed } = await downloadImages(
    { db: deps.db, fetcher: deps.upstreams.fetcher },
    'non_uniques',
    sources,
    ctx,
    { from: 20 },
  );
  return failed === 0
    ? { success: true }
    : { success: false, error: `${failed} image(s) de bases en échec` };
}
