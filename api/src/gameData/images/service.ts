import { imageFileName, type ImageCategory } from './paths.js';
import type { Queryable } from '../../platform/db/client.js';
import { readImage, type StoredCategory } from './store.js';
import { ascendancySvg, currencySvg, gemSvg, itemSvg } from './svg.js';

export type Image = { kind: 'file'; body: Buffer; type: string } | { kind: 'svg'; body: string };

const CATEGORIES: readonly string[] = ['gems', 'currency', 'uniques', 'non_uniques'];

async function stored(
  db: Queryable,
  category: StoredCategory,
  file: string,
): Promise<Image | undefined> {
  const image = await readImage(db, category, file);
  return image && { kind: 'file', ...image };
}

async function lookup<T>(db: Queryable, sql: string, stem: string): Promise<T | undefined> {
  const { rows } = await db.query<T>(sql, [stem]);
  return rows[0];
}

/** What the project draws when no picture was downloaded, from what the catalogue knows. */
async function drawn(db: Queryable, category: ImageCategory, stem: string): Promise<string> {
  const byStem = `where replace(name, ' ', '_') = $1`;
  switch (category) {
    case 'gems': {
      const gem = await lookup<{ colour: 'red' | 'green' | 'blue' | 'white' }>(
        db,
        `select colour from gems ${byStem}`,
        stem,
      );
      return gemSvg(gem?.colour ?? 'white');
    }
    case 'currency':
      return currencySvg();
    case 'uniques': {
      // A unique the catalogue does not know yet is drawn from its base when the picture is
      // named after one (an item pasted with no name the catalogue knows).
      const unique = await lookup<{ item_class: string }>(
        db,
        `select item_class from (
           select item_class, 0 as pick from uniques ${byStem}
           union all select item_class, 1 from item_bases ${byStem}
         ) found order by pick limit 1`,
        stem,
      );
      return itemSvg(unique?.item_class);
    }
    case 'non_uniques': {
      const base = await lookup<{ item_class: string }>(
        db,
        `select item_class from item_bases ${byStem}`,
        stem,
      );
      return itemSvg(base?.item_class);
    }
  }
}

/**
 * The image at `/images/{path}`: the stored picture when there is one, else a drawing, so that
 * no catalogue image is ever broken. `undefined` only for paths outside the known folders.
 */
export async function findImage(db: Queryable, path: string): Promise<Image | undefined> {
  if (path === 'default_gem.png') return { kind: 'svg', body: gemSvg('white') };
  const slash = path.indexOf('/');
  const category = path.slice(0, slash);
  const requested = path.slice(slash + 1);
  if (slash < 0 || !CATEGORIES.includes(category) || !requested.toLowerCase().endsWith('.png')) {
    return undefined;
  }
  const file = imageFileName(requested.slice(0, -4));
  const picture = await stored(db, category as ImageCategory, file);
  if (picture) return picture;
  return { kind: 'svg', body: await drawn(db, category as ImageCategory, file.slice(0, -4)) };
}

/** `/ascendancy/{Class}_{Ascendancy}.png`: a stored picture, else the project's emblem. */
export async function findAscendancy(db: Queryable, file: string): Promise<Image | undefined> {
  const match = /^([A-Za-z]+)_([A-Za-z]+)\.png$/.exec(file);
  if (!match) return undefined;
  const [, className = '', ascendancy = ''] = match;
  const picture = await stored(db, 'ascendancy', file);
  if (picture) return picture;
  // Unknown pairs get one too (in grey when the class is unknown): an old build may name a
  // retired ascendancy, and the page must still show a clean picture.
  return { kind: 'svg', body: ascendancySvg(className, ascendancy) };
}
