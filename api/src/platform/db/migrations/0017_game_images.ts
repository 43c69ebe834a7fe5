import type { Migration } from '../types.js';

/**
 * Pictures the refresh jobs download (gems, currencies, uniques, bases) and the hand-made ones
 * imported from `IMAGES_DIR` (ascendancies, the custom Chaos Orb), kept in the database like
 * the uploads so that every API process, on whatever machine, serves the same ones.
 *
 * - `file_name` is the spec's file name (`Chaos_Orb.png`, `Witch_Necromancer.png`), whatever
 *   format the bytes are; `content_type` is read from the bytes when they are stored.
 * - `updated_at` is when the picture last changed: a download's time, or an imported file's
 *   modification time, so a file older than the stored picture is not imported over it.
 */
export const gameImages: Migration = {
  version: 17,
  name: 'game_images',
  sql: `
    create table game_images (
      category text not null
        check (category in ('gems', 'currency', 'uniques', 'non_uniques', 'ascendancy')),
      file_name text not null check (length(file_name) between 5 and 300),
      content_type text not null
        check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
      bytes bytea not null check (octet_length(bytes) between 1 and 2097152),
      updated_at timestamptz not null default now(),
      primary key (category, file_name)
    );
  `,
};
