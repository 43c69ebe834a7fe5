import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Db } from '../platform/db/client.js';
import { writeBackup, type BackupSummary } from './snapshot.js';

/** `site-2026-12-02T21-06-41-123Z.jsonl.gz`: sorts by date, and no `:` for other systems. */
const NAME = /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.jsonl\.gz$/;

/** The file name of a backup taken at `when`. */
export function backupFileName(when: Date): string {
  return `site-${when.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`;
}

/**
 * Writes `source` (a backup's gzip) to `dir` under a new name, through a `.partial` file renamed
 * once complete: a cut backup never looks like a finished one. @returns the finished file's path
 */
export async function saveBackupStream(
  dir: string,
  write: (path: string) => Promise<void>,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, backupFileName(new Date()));
  const partial = `${path}.partial`;
  try {
    await write(partial);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return path;
}

/** A backup of `db` (and of `imagesDir`) into `dir`. */
export async function backupToDir(
  db: Db,
  dir: string,
  imagesDir: string | undefined,
): Promise<{ path: string; summary: BackupSummary }> {
  let summary: BackupSummary | undefined;
  const path = await saveBackupStream(dir, async (partial) => {
    summary = await writeBackup(db, createWriteStream(partial, { mode: 0o600 }), { imagesDir });
  });
  if (summary === undefined) throw new Error('backup wrote no summary');
  return { path, summary };
}

/** Copies a backup stream (the running server's answer) to a file. */
export function streamToFile(source: Readable, path: string): Promise<void> {
  return pipeline(source, createWriteStream(path, { mode: 0o600 }));
}

/** Deletes the oldest finished backups of `dir` beyond the `keep` newest. @returns those deleted */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}
