import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db, Queryable } from '../platform/db/client.js';
import { migrate } from '../platform/db/migrate.js';
import { migrations as allMigrations } from '../platform/db/migrations/index.js';

/**
 * Our own logical backup format, so that neither pg_dump nor the same PostgreSQL version is
 * needed: a gzip of JSON lines. First a header (format, schema version), then for each table a
 * line naming it and its columns followed by one line per row (`to_jsonb` of the row: bytes as
 * `\x…` hex, dates as ISO text), then the pictures found on disk (base64), and an `end` line
 * that tells a complete backup from a cut one.
 */
export const BACKUP_FORMAT = 'poe-debutants-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type BackupLine =
  | { format: string; version: number; schemaVersion: number; createdAt: string; driver: string }
  | { table: string; columns: string[] }
  | { row: unknown }
  | { file: string; base64: string }
  | { end: true; tables: Record<string, number>; files: number };

/** Tables the migrations fill themselves: restored over, not counted as content. */
export const SEEDED_BY_MIGRATIONS = ['public_counts'];
/** Kept out: the restore's own migrations write it. */
const SKIPPED = new Set(['schema_migrations']);

/** Rows read per round trip: few where a row may hold a picture, so memory stays bounded. */
const ROWS_PER_FETCH = 500;
const ROWS_PER_FETCH_WITH_BYTES = 8;
/** Rows inserted per statement on restore, and the most text one statement carries. */
const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 8 * 1024 * 1024;
/** A picture larger than this in IMAGES_DIR is no picture of ours: left out. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

interface TableInfo {
  name: string;
  columns: string[];
  hasBytes: boolean;
  /** Primary key columns, the order rows are read in (parents before children). */
  key: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The base tables of the current schema, each parent before the tables that reference it. */
async function listTables(tx: Queryable): Promise<TableInfo[]> {
  const { rows } = await tx.query<{
    name: string;
    columns: string[];
    has_bytes: boolean;
    key: string[] | null;
  }>(
    `select c.relname as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns,
       exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0
              and not a.attisdropped and a.atttypid = 'bytea'::regtype) as has_bytes,
       (select array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
                     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.n)
        from pg_index i where i.indrelid = c.oid and i.indisprimary) as key
     from pg_class c
     where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
     order by c.relname`,
  );
  const { rows: links } = await tx.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_class t on t.oid = c.conrelid
     where c.contype = 'f' and t.relnamespace = current_schema()::regnamespace
       and c.conrelid <> c.confrelid`,
  );
  const tables = rows
    .filter((r) => !SKIPPED.has(r.name))
    .map((r) => ({ name: r.name, columns: r.columns, hasBytes: r.has_bytes, key: r.key ?? [] }));
  // regclass text may be schema-qualified or quoted; compare on the bare name.
  const bare = (name: string) => name.split('.').pop()?.replace(/"/g, '') ?? name;
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const link of links) parents.get(bare(link.child))?.add(bare(link.parent));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (table: TableInfo, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const parent of parents.get(table.name) ?? []) {
      const found = tables.find((t) => t.name === parent);
      if (found) visit(found, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** The newest migration applied to this database. */
async function schemaVersion(tx: Queryable): Promise<number> {
  if (!(await hasMigrationsTable(tx))) {
    throw new RestoreError('La base de données est vide (jamais démarrée) : rien à sauvegarder.');
  }
  const { rows } = await tx.query<{ version: number | null }>(
    'select max(version)::int as version from schema_migrations',
  );
  return rows[0]?.version ?? 0;
}

/** Every file under `dir` (none when it does not exist), relative paths with `/`. */
async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (at: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(at, { withFileTypes: true });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  await walk(dir);
  return found;
}

async function readWhole(path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(path)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Writes a line, waiting when the stream is full: memory stays bounded by one fetch. Stops when
 * `signal` says the output is gone (a client that went away), so the read transaction ends.
 */
async function writeLine(out: Writable, line: string, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  if (!out.write(`${line}\n`)) await once(out, 'drain', { signal });
}

export interface BackupSummary {
  schemaVersion: number;
  tables: Record<string, number>;
  files: number;
}

/**
 * Writes a gzip backup of the whole site to `out`: every table read in one REPEATABLE READ,
 * READ ONLY transaction (one consistent snapshot while the site keeps writing), then the
 * pictures of `imagesDir`. Ends `out` when done; on failure `out` is destroyed.
 */
export async function writeBackup(
  db: Db,
  out: Writable,
  { imagesDir }: { imagesDir?: string | undefined } = {},
): Promise<BackupSummary> {
  const gzip = createGzip();
  gzip.pipe(out);
  const gone = new AbortController();
  const stop = (error?: Error) => gone.abort(error ?? new Error('the backup output closed'));
  out.once('error', stop);
  gzip.once('error', stop);
  out.once('close', () => {
    if (!out.writableFinished) stop();
  });
  try {
    const summary = await writeAll(db, gzip, imagesDir, gone.signal);
    gzip.end();
    if (!out.writableFinished) await once(out, 'finish', { signal: gone.signal });
    return summary;
  } catch (error) {
    gzip.destroy();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

async function writeAll(
  db: Db,
  gzip: Writable,
  imagesDir: string | undefined,
  signal: AbortSignal,
): Promise<BackupSummary> {
  const tables: Record<string, number> = {};
  const version = await db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const version = await schemaVersion(tx);
    const header: BackupLine = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      schemaVersion: version,
      createdAt: new Date().toISOString(),
      driver: db.driver,
    };
    await writeLine(gzip, JSON.stringify(header), signal);
    for (const table of await listTables(tx)) {
      await writeLine(gzip, JSON.stringify({ table: table.name, columns: table.columns }), signal);
      const order = table.key.length > 0 ? ` order by ${table.key.map(quote).join(', ')}` : '';
      await tx.query(
        `declare backup_rows no scroll cursor for
         select to_jsonb(t)::text as row from ${quote(table.name)} t${order}`,
      );
      const step = table.hasBytes ? ROWS_PER_FETCH_WITH_BYTES : ROWS_PER_FETCH;
      let count = 0;
      for (;;) {
        const { rows } = await tx.query<{ row: string }>(`fetch ${step} from backup_rows`);
        for (const { row } of rows) await writeLine(gzip, `{"row":${row}}`, signal);
        count += rows.length;
        if (rows.length < step) break;
      }
      await tx.query('close backup_rows');
      tables[table.name] = count;
    }
    return version;
  });
  let files = 0;
  if (imagesDir !== undefined) {
    for (const file of await listFiles(imagesDir)) {
      const path = join(imagesDir, file);
      if ((await stat(path)).size > MAX_FILE_BYTES) continue;
      const base64 = (await readWhole(path)).toString('base64');
      await writeLine(gzip, JSON.stringify({ file, base64 }), signal);
      files += 1;
    }
  }
  await writeLine(gzip, JSON.stringify({ end: true, tables, files }), signal);
  return { schemaVersion: version, tables, files };
}

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** Content already in the database, as `table: rows`; empty when it may take a restore. */
export async function contentTables(db: Queryable): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await listTables(db)) {
    if (SEEDED_BY_MIGRATIONS.includes(table.name)) continue;
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from ${quote(table.name)} limit 1000) t`,
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0) found[table.name] = n;
  }
  return found;
}

async function hasMigrationsTable(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select to_regclass('schema_migrations') is not null as found`,
  );
  return rows[0]?.found === true;
}

function parseLine(text: string, lineNumber: number): BackupLine {
  try {
    return JSON.parse(text) as BackupLine;
  } catch {
    throw new RestoreError(`Sauvegarde illisible : la ligne ${lineNumber} n'est pas du JSON.`);
  }
}

/** A path from the backup inside `dir`, never outside it. */
function safePath(dir: string, file: string): string {
  const parts = file.split('/');
  if (file === '' || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\'))) {
    throw new RestoreError(`Sauvegarde refusée : nom de fichier invalide « ${file} ».`);
  }
  return join(dir, ...parts);
}

/**
 * Restores a backup (`writeBackup`'s gzip) into an empty database: the migrations up to the
 * backup's schema version first, then every row in one transaction (the user triggers off, so
 * the counts come back as saved), the sequences set past the restored ids, then the newer
 * migrations; the pictures go back to `imagesDir` once the rows are committed. A database that
 * already holds content is refused, and a failure leaves the database as it was.
 */
export async function restoreBackup(
  db: Db,
  input: Readable,
  { imagesDir }: { imagesDir?: string | undefined } = {},
): Promise<BackupSummary> {
  if (await hasMigrationsTable(db)) {
    const found = await contentTables(db);
    const names = Object.keys(found);
    if (names.length > 0) {
      throw new RestoreError(
        `La base de données n'est pas vide (${names.slice(0, 5).join(', ')}${names.length > 5 ? '…' : ''}) : ` +
          'la restauration se fait uniquement dans une base vide.',
      );
    }
  }
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  let lineNumber = 0;
  const next = async (): Promise<BackupLine | undefined> => {
    let result;
    try {
      result = await iterator.next();
    } catch (error) {
      throw new RestoreError(
        `Sauvegarde illisible (fichier abîmé ou pas au format gzip) : ${(error as Error).message}`,
      );
    }
    if (result.done === true) return undefined;
    lineNumber += 1;
    return parseLine(result.value, lineNumber);
  };

  const header = await next();
  if (header === undefined || !('format' in header) || header.format !== BACKUP_FORMAT) {
    throw new RestoreError("Ce fichier n'est pas une sauvegarde du site.");
  }
  if (header.version !== BACKUP_FORMAT_VERSION) {
    throw new RestoreError(`Format de sauvegarde ${header.version} inconnu de cette version.`);
  }
  const latest = Math.max(...allMigrations.map((m) => m.version));
  if (header.schemaVersion > latest) {
    throw new RestoreError(
      `La sauvegarde vient d'une version plus récente du site (schéma ${header.schemaVersion}, ` +
        `celle-ci connaît ${latest}) : mettez le site à jour avant de restaurer.`,
    );
  }
  // The schema the rows were written for; the newer steps run after, as on any older database.
  await migrate(
    db,
    allMigrations.filter((m) => m.version <= header.schemaVersion),
  );

  if (imagesDir !== undefined) await mkdir(dirname(imagesDir), { recursive: true });
  const staging = imagesDir === undefined ? undefined : await mkdtemp(`${imagesDir}.restore-`);
  const files: string[] = [];
  try {
    const summary = await db.transaction(async (tx) => {
      // Checked again inside the transaction: nothing written between the check and here.
      const found = await contentTables(tx);
      if (Object.keys(found).length > 0) {
        throw new RestoreError(
          "La base de données n'est pas vide : la restauration se fait uniquement dans une base vide.",
        );
      }
      const known = new Map((await listTables(tx)).map((t) => [t.name, t]));
      const counts: Record<string, number> = {};
      const triggersOff: string[] = [];
      let table: { name: string; columns: string[] } | undefined;
      let batch: string[] = [];
      let batchBytes = 0;
      const flush = async () => {
        if (table === undefined || batch.length === 0) return;
        const cols = table.columns.map(quote).join(', ');
        await tx.query(
          `insert into ${quote(table.name)} (${cols}) overriding system value
           select ${cols} from jsonb_populate_recordset(null::${quote(table.name)}, $1::jsonb)`,
          [`[${batch.join(',')}]`],
        );
        counts[table.name] = (counts[table.name] ?? 0) + batch.length;
        batch = [];
        batchBytes = 0;
      };
      let end: Extract<BackupLine, { end: true }> | undefined;
      for (let line = await next(); line !== undefined; line = await next()) {
        if ('row' in line) {
          if (table === undefined) throw new RestoreError('Sauvegarde abîmée : ligne sans table.');
          const text = JSON.stringify(line.row);
          batch.push(text);
          batchBytes += text.length;
          if (batch.length >= ROWS_PER_INSERT || batchBytes >= BYTES_PER_INSERT) await flush();
        } else if ('table' in line) {
          await flush();
          const info = known.get(line.table);
          if (info === undefined) {
            throw new RestoreError(`Sauvegarde refusée : table « ${line.table} » inconnue.`);
          }
          const unknown = line.columns.filter((c) => !info.columns.includes(c));
          if (unknown.length > 0) {
            throw new RestoreError(
              `Sauvegarde refusée : colonnes inconnues dans « ${line.table} » (${unknown.join(', ')}).`,
            );
          }
          table = { name: line.table, columns: line.columns };
          counts[line.table] = 0;
          await tx.query(`alter table ${quote(line.table)} disable trigger user`);
          triggersOff.push(line.table);
          if (SEEDED_BY_MIGRATIONS.includes(line.table)) {
            await tx.query(`delete from ${quote(line.table)}`);
          }
        } else if ('file' in line) {
          await flush();
          table = undefined;
          if (staging !== undefined) {
            const path = safePath(staging, line.file);
            await mkdir(dirname(path), { recursive: true });
            await writeFile(path, Buffer.from(line.base64, 'base64'));
            files.push(line.file);
          }
        } else if ('end' in line) {
          await flush();
          end = line;
          break;
        }
      }
      if (end === undefined) {
        throw new RestoreError(
          'Sauvegarde incomplète (coupée avant sa fin) : rien n’a été restauré.',
        );
      }
      for (const [name, expected] of Object.entries(end.tables)) {
        if ((counts[name] ?? 0) !== expected) {
          throw new RestoreError(
            `Sauvegarde abîmée : ${counts[name] ?? 0} lignes lues pour « ${name} », ${expected} attendues.`,
          );
        }
      }
      for (const name of triggersOff) {
        await tx.query(`alter table ${quote(name)} enable trigger user`);
      }
      await setSequences(tx);
      return { schemaVersion: header.schemaVersion, tables: counts, files: end.files };
    });
    await migrate(db);
    if (staging !== undefined && imagesDir !== undefined) {
      for (const file of files) {
        const target = safePath(imagesDir, file);
        await mkdir(dirname(target), { recursive: true });
        await rename(safePath(staging, file), target);
      }
    }
    return summary;
  } finally {
    if (staging !== undefined) await rm(staging, { recursive: true, force: true });
  }
}

/** Every sequence owned by a column, set so that its next value follows the restored rows. */
async function setSequences(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ seq: string; tbl: string; col: string }>(
    `select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
     from pg_class s
     join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
       and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and s.relnamespace = current_schema()::regnamespace`,
  );
  for (const { seq, tbl, col } of rows) {
    await tx.query(
      `select setval($1::regclass, coalesce((select max(${quote(col)}) from ${quote(tbl)}), 0) + 1, false)`,
      [seq],
    );
  }
}
