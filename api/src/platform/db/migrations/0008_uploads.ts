import type { Migration } from '../types.js';

/**
 * Pictures that creators upload for their guides and builds, kept in the database itself so
 * that every API process behind a load balancer serves the same files with no shared disk.
 *
 * - `id` is random (not a sequence): the address of a picture in an unpublished draft cannot be
 *   guessed by counting.
 * - `bytes` holds the server's own re-encoding (metadata stripped, at most 1200 px on the longer
 *   side), never what the browser sent; PostgreSQL moves it out of line (TOAST).
 * - `sha256` is the digest of the bytes as received: the same picture sent twice by one user (a
 *   retried request, the same screenshot in two guides) answers the address stored the first
 *   time, which also makes a retried upload harmless.
 * - The admin's account deletion deletes the account's pictures with its builds and guides
 *   (`admin/deleteUser.ts`); `set null` only keeps a stray row from blocking it.
 * - The quota and rate checks read a user's rows through `uploads_user_recent`.
 */
export const uploads: Migration = {
  version: 8,
  name: 'uploads',
  sql: `
    create table uploads (
      id uuid primary key default gen_random_uuid(),
      user_id integer references users (id) on delete set null,
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
      bytes bytea not null,
      width integer not null check (width between 1 and 1200),
      height integer not null check (height between 1 and 1200),
      byte_size integer not null check (byte_size = octet_length(bytes)),
      sha256 bytea not null check (octet_length(sha256) = 32),
      created_at timestamptz not null default now()
    );
    create unique index uploads_user_digest on uploads (user_id, sha256);
    create index uploads_user_recent on uploads (user_id, created_at desc);
  `,
};
