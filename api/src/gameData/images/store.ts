import type { ImageCategory } from './paths.js';
import type { Queryable } from '../../platform/db/client.js';
import { sniffImage } from './sniff.js';

/** The folders of `/images/`, and the ascendancy emblems of `/ascendancy/`. */
export type StoredCategory = ImageCategory | 'ascendancy';

export interface StoredImage {
  body: Buffer;
  type: string;
}

/** A picture is a few kilobytes; anything near this is not one. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Stores a picture under its spec file name (`Chaos_Orb.png`), replacing an older one; the type
 * is read from its bytes. With `changedAt`, a stored picture changed later than that is kept.
 * Throws when the bytes are not PNG, JPEG, GIF or WebP.
 */
export async function storeImage(
  db: Queryable,
  category: StoredCategory,
  fileName: string,
  body: Buffer,
  changedAt?: Date,
): Promise<boolean> {
  const type = sniffImage(body);
  if (!type) throw new Error('le fichier reçu n’est pas une image');
  const { rows } = await db.query(
    `insert into game_images (category, file_name, content_type, bytes, updated_at)
     values ($1, $2, $3, $4, coalesce($5::timestamptz, now()))
     on conflict (category, file_name) do update
       set content_type = excluded.content_type, bytes = excluded.bytes,
           updated_at = excluded.updated_at
       where $5::timestamptz is null or game_images.updated_at < excluded.updated_at
     returning 1`,
    [category, fileName, type, body, changedAt?.toISOString() ?? null],
  );
  return rows.length > 0;
}

export async function readImage(
  db: Queryable,
  category: StoredCategory,
  fileName: string,
): Promise<StoredImage | undefined> {
  const { rows } = await db.query<{ bytes: Uint8Array; content_type: string }>(
    'select bytes, content_type from game_images where category = $1 and file_name = $2',
    [category, fileName],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    body: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
    type: row.content_type,
  };
}

export async function hasImage(db: Queryable, category: StoredCategory, fileName: string) {
  const { rows } = await db.query(
    'select 1 from game_images where category = $1 and file_name = $2',
    [category, fileName],
  );
  return rows.length > 0;
}
