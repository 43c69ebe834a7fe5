import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import {
  extensionMatches,
  parseUploadFile,
  sniffSource,
  uploadUrl,
  type StoredType,
} from './formats.js';
import { QUOTA_EXCEEDED, UNSUPPORTED_FORMAT, UPLOAD_LIMITS, type UploadLimits } from './limits.js';
import { reencode, type Encoded } from './reencode.js';

/** The answer to an upload: what the editor inserts, and what the server made of the file. */
export interface UploadAnswer {
  url: string;
  width: number;
  height: number;
  size: number;
  contentType: StoredType;
}

interface UploadRow {
  id: string;
  content_type: StoredType;
  width: number;
  height: number;
  byte_size: number;
}

const answerOf = (row: UploadRow): UploadAnswer => ({
  url: uploadUrl(row.id, row.content_type),
  width: row.width,
  height: row.height,
  size: row.byte_size,
  contentType: row.content_type,
});

async function findByDigest(db: Queryable, userId: number, digest: Buffer) {
  const { rows } = await db.query<UploadRow>(
    `select id, content_type, width, height, byte_size from uploads
     where user_id = $1 and sha256 = $2`,
    [userId, digest],
  );
  return rows[0];
}

/** The account's stored bytes, which this picture must not take past its quota. */
async function assertWithinQuota(
  tx: Queryable,
  userId: number,
  adding: number,
  limits: UploadLimits,
): Promise<void> {
  const { rows } = await tx.query<{ stored: number }>(
    'select coalesce(sum(byte_size), 0)::float8 as stored from uploads where user_id = $1',
    [userId],
  );
  if ((rows[0]?.stored ?? 0) + adding > limits.quotaBytes) throw new HttpError(403, QUOTA_EXCEEDED);
}

async function insert(tx: Queryable, userId: number, encoded: Encoded, digest: Buffer) {
  const { rows } = await tx.query<UploadRow>(
    `insert into uploads (user_id, content_type, bytes, width, height, byte_size, sha256)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning id, content_type, width, height, byte_size`,
    [
      userId,
      encoded.contentType,
      encoded.bytes,
      encoded.width,
      encoded.height,
      encoded.bytes.length,
      digest,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into uploads returned nothing');
  return row;
}

/**
 * Stores a creator's picture: recognised by its first bytes (415 otherwise), re-encoded, then
 * written under the account's quota (how often it may send is the rate limiter's, checked
 * before this runs). The same bytes sent again by the same account
 * answer the first address (`created: false`), so a retried request stores nothing twice.
 * Decoding runs before the transaction; the account's row lock then makes its concurrent
 * uploads take turns, so the quota and the de-duplication hold across API processes.
 */
export async function storeUpload(
  db: Db,
  userId: number,
  received: Buffer,
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<{ upload: UploadAnswer; created: boolean }> {
  const source = sniffSource(received);
  if (!source) throw new HttpError(415, UNSUPPORTED_FORMAT);
  const digest = createHash('sha256').update(received).digest();
  const known = await findByDigest(db, userId, digest);
  if (known) return { upload: answerOf(known), created: false };

  const encoded = await reencode(received, source);
  return db.transaction(async (tx) => {
    await tx.query('select 1 from users where id = $1 for update', [userId]);
    const raced = await findByDigest(tx, userId, digest);
    if (raced) return { upload: answerOf(raced), created: false };
    await assertWithinQuota(tx, userId, encoded.bytes.length, limits);
    return { upload: answerOf(await insert(tx, userId, encoded, digest)), created: true };
  });
}

/** A stored picture by its public file name; undefined for any name we never handed out. */
export async function findUpload(
  db: Queryable,
  file: string,
): Promise<{ contentType: StoredType; bytes: Buffer } | undefined> {
  const parsed = parseUploadFile(file);
  if (!parsed) return undefined;
  const { rows } = await db.query<{ content_type: StoredType; bytes: Uint8Array }>(
    'select content_type, bytes from uploads where id = $1',
    [parsed.id],
  );
  const row = rows[0];
  if (!row || !extensionMatches(row.content_type, parsed.extension)) return undefined;
  // Both drivers give a Uint8Array (pg's is already a Buffer); a view avoids copying it.
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { contentType: row.content_type, bytes };
}
