import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { forumClient } from '../../test/forum.js';
import { dropSchema, postgresUrl, uniqueSchemaName } from '../../test/testDb.js';
import { createDb, type Db, type Queryable } from '../platform/db/client.js';
import { migrate } from '../platform/db/migrate.js';
import { backupFileName, pruneBackups } from './files.js';
import { claimDailyBackup, finishDailyBackup } from './schedule.js';
import { contentTables, restoreBackup, RestoreError, writeBackup } from './snapshot.js';

const silent = { error: () => undefined };

/** A fresh, never-migrated database that a second app can open afterwards. */
async function emptyTarget(dir: string) {
  if (postgresUrl === undefined) {
    const pgliteDir = join(dir, `pglite-${Math.random().toString(36).slice(2)}`);
    return {
      open: () => createDb({ pgliteDir }, silent),
      config: { pgliteDir },
      drop: async () => undefined,
    };
  }
  const url = postgresUrl;
  const schema = uniqueSchemaName();
  return {
    open: () => createDb({ url, pgliteDir: 'memory://', schema }, silent),
    config: { databaseSchema: schema },
    drop: () => dropSchema(url, schema),
  };
}

/** Every row of every table, as text, sorted: two databases holding the same site compare equal. */
async function everyRow(db: Queryable): Promise<Record<string, string[]>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select relname as name from pg_class
     where relnamespace = current_schema()::regnamespace and relkind = 'r'
       and relname <> 'schema_migrations' order by relname`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `select to_jsonb(t)::text as row from ${name} t`,
    );
    all[name] = rows.map((r) => r.row).sort();
  }
  return all;
}

const picture = (red: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: red, g: 10, b: 200 } } })
    .png()
    .toBuffer();

describe('backup and restore of the whole site', () => {
  let app: App;
  let dir: string;
  let imagesDir: string;
  let admin: TestUser;
  let author: TestUser;
  let reader: TestUser;
  const builds: number[] = [];
  const guides: number[] = [];
  const uploads: { url: string; bytes: Buffer }[] = [];
  const comments: number[] = [];
  let handPicture: Buffer;

  const post = async (who: TestUser, url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url, headers: who.headers, payload });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'poe-backup-'));
    imagesDir = join(dir, 'images');
    handPicture = await picture(1);
    await mkdir(join(imagesDir, 'ascendancy'), { recursive: true });
    await writeFile(join(imagesDir, 'ascendancy', 'Slayer.png'), handPicture);
    app = await buildTestApp({
      env: {
        IMAGES_DIR: imagesDir,
        CONTENT_WRITE_RATE_LIMITS: '10000/1m',
        FORUM_POST_LIMITS: '10000/1m',
        UPLOAD_RATE_LIMITS: '10000/1m',
        FAVOURITE_RATE_LIMITS: '10000/1m',
      },
    });
    admin = await addUser(app, 'admin_backup', 'admin');
    author = await addUser(app, 'auteur_backup', 'createur');
    reader = await addUser(app, 'lecteur_backup', 'twitch');
    const forum = forumClient(app);
    for (let i = 0; i < 5; i++) {
      builds.push(
        await post(admin, '/api/builds', buildBody({ title: `Build ${i}`, is_public: true })),
      );
      guides.push(
        await post(admin, '/api/guides', {
          title: `Guide ${i}`,
          content: `<p>Texte ${i}</p>`,
          is_public: true,
        }),
      );
    }
    builds.push(await post(author, '/api/builds', buildBody({ title: 'Brouillon' })));
    for (const id of builds.slice(0, 5)) {
      const res = await forum.comment(reader.headers, 'build', id, `Merci pour le build ${id}`);
      expect(res.statusCode).toBe(201);
      comments.push(res.json<{ comment: { id: number } }>().comment.id);
      const fav = await app.inject({
        method: 'PUT',
        url: `/api/builds/${id}/favourite`,
        headers: reader.headers,
      });
      expect(fav.statusCode).toBe(200);
    }
    const guideFav = await app.inject({
      method: 'PUT',
      url: `/api/guides/${guides[0]}/favourite`,
      headers: reader.headers,
    });
    expect(guideFav.statusCode).toBe(200);
    for (const red of [50, 100]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...author.headers, 'content-type': 'image/png' },
        payload: await picture(red),
      });
      expect(res.statusCode).toBe(201);
      const { url } = res.json<{ url: string }>();
      uploads.push({ url, bytes: (await app.inject({ url })).rawPayload });
    }
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores every row of every table as it was, and the pictures on disk', async () => {
    const file = join(dir, 'quiet.jsonl.gz');
    const summary = await writeBackup(app.db, createWriteStream(file), { imagesDir });
    expect(summary.tables.builds).toBe(builds.length);
    expect(summary.files).toBe(1);
    const target = await emptyTarget(dir);
    const db = await target.open();
    const restoredImages = join(dir, 'restored-images');
    try {
      const restored = await restoreBackup(db, createReadStream(file), {
        imagesDir: restoredImages,
      });
      expect(restored.tables).toEqual(summary.tables);
      expect(await everyRow(db)).toEqual(await everyRow(app.db));
      expect(await readFile(join(restoredImages, 'ascendancy', 'Slayer.png'))).toEqual(handPicture);

      // A second restore finds content and changes nothing.
      const again = restoreBackup(db, createReadStream(file));
      await expect(again).rejects.toThrow(RestoreError);
      await expect(restoreBackup(db, createReadStream(file))).rejects.toThrow(
        /La base de données n'est pas vide/,
      );
      expect(await everyRow(db)).toEqual(await everyRow(app.db));
    } finally {
      await db.close();
      await target.drop();
    }
  });

  it('backs up one consistent snapshot while writes continue, and the restored site answers', async () => {
    const forum = forumClient(app);
    const before = {
      builds: [...builds],
      users: (await app.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n,
    };
    const file = join(dir, 'busy.jsonl.gz');
    let writing = true;
    const written: number[] = [];
    const writes = (async () => {
      // Until the backup is done, and at least a few, so some land while it reads.
      for (let i = 0; (writing && i < 500) || i < 6; i++) {
        const id = await post(
          admin,
          '/api/builds',
          buildBody({ title: `Pendant ${i}`, is_public: true }),
        );
        written.push(id);
        const res = await forum.comment(reader.headers, 'build', id, `Commentaire ${i}`);
        expect(res.statusCode).toBe(201);
        const fav = await app.inject({
          method: 'PUT',
          url: `/api/builds/${id}/favourite`,
          headers: reader.headers,
        });
        expect(fav.statusCode).toBe(200);
      }
    })();
    const backup = writeBackup(app.db, createWriteStream(file), { imagesDir }).finally(() => {
      writing = false;
    });
    const [summary] = await Promise.all([backup, writes]);

    const target = await emptyTarget(dir);
    const db = await target.open();
    try {
      await restoreBackup(db, createReadStream(file));
    } finally {
      await db.close();
    }
    const restored = await buildTestApp({ config: target.config });
    try {
      const count = async (sql: string) => (await restored.db.query<{ n: number }>(sql)).rows[0]?.n;
      // Every row written before the backup began is there.
      for (const id of before.builds) {
        const res = await restored.inject({ url: `/api/builds/${id}`, headers: admin.headers });
        expect(res.statusCode).toBe(200);
      }
      expect(await count('select count(*)::int as n from users')).toBe(before.users);
      for (const id of guides) {
        const res = await restored.inject({ url: `/api/guides/${id}`, headers: admin.headers });
        expect(res.statusCode).toBe(200);
        expect(res.json<{ title: string }>().title).toMatch(/^Guide \d$/);
      }
      for (const { url, bytes } of uploads) {
        expect((await restored.inject({ url })).rawPayload).toEqual(bytes);
      }
      const thread = await forumClient(restored).list('build', builds[0] ?? 0);
      expect(thread.json<{ comments: { id: number }[] }>().comments.map((c) => c.id)).toEqual([
        comments[0],
      ]);
      const favourites = await restored.inject({ url: '/api/favourites', headers: reader.headers });
      expect(favourites.statusCode).toBe(200);

      // One snapshot: each build's comment and favourite came with it (written just after it),
      // and the counts the triggers keep match the rows restored.
      const restoredBuilds = summary.tables.builds ?? 0;
      expect(restoredBuilds).toBeGreaterThanOrEqual(before.builds.length);
      expect(await count('select count(*)::int as n from builds')).toBe(restoredBuilds);
      expect(
        await count(
          `select count(*)::int as n from builds b where b.favourite_count <>
             (select count(*) from build_favourites f where f.build_id = b.id)`,
        ),
      ).toBe(0);
      expect(
        await count(
          `select (select total from public_counts where kind = 'builds')
             - (select count(*) from builds where is_public)::int as n`,
        ),
      ).toBe(0);
      expect(await count('select count(*)::int as n from build_favourites')).toBe(
        summary.tables.build_favourites,
      );

      // The sequences follow the restored rows: new writes get new ids.
      const res = await restored.inject({
        method: 'POST',
        url: '/api/builds',
        headers: admin.headers,
        payload: buildBody({ title: 'Après restauration' }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ id: number }>().id).toBeGreaterThan(Math.max(...before.builds));
    } finally {
      await restored.close();
      await target.drop();
    }
  });

  it('refuses a cut backup and leaves the database without a row', async () => {
    const file = join(dir, 'cut.jsonl.gz');
    await writeBackup(app.db, createWriteStream(file), { imagesDir });
    const { size } = await stat(file);
    await truncate(file, Math.floor(size / 2));
    const target = await emptyTarget(dir);
    const db: Db = await target.open();
    try {
      await expect(restoreBackup(db, createReadStream(file))).rejects.toThrow(RestoreError);
      expect(await contentTables(db)).toEqual({});
    } finally {
      await db.close();
      await target.drop();
    }
  });

  it('ends its transaction when the output goes away mid-backup', async () => {
    let received = 0;
    const out = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        // A client that hangs up: the stream closes without an error, and never drains again.
        if (received > 4096) this.destroy();
        else done();
      },
    });
    await expect(writeBackup(app.db, out, { imagesDir })).rejects.toThrow();
    // The one PGlite connection is free again: the site answers, and writes.
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: admin.headers,
      payload: buildBody({ title: 'Après une sauvegarde coupée' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('takes the daily backup once across processes, and keeps the newest', async () => {
    const first = await claimDailyBackup(app.db);
    expect(first).toEqual(expect.any(Number));
    // Another process asking while it runs, and after it succeeded, is told no.
    expect(await claimDailyBackup(app.db)).toBeUndefined();
    await finishDailyBackup(app.db, first ?? 0, { success: true, logs: [] });
    expect(await claimDailyBackup(app.db)).toBeUndefined();
    // A day later it is due again.
    await app.db.query(`update jobs set finished_at = now() - interval '25 hours' where id = $1`, [
      first,
    ]);
    const next = await claimDailyBackup(app.db);
    expect(next).toEqual(expect.any(Number));
    await finishDailyBackup(app.db, next ?? 0, { success: false, error: 'test', logs: [] });

    const kept = join(dir, 'kept');
    await mkdir(kept);
    const names = [0, 1, 2, 3].map((day) => backupFileName(new Date(Date.UTC(2026, 0, 1 + day))));
    for (const name of [...names, 'notes.txt']) await writeFile(join(kept, name), '');
    expect(await pruneBackups(kept, 2)).toEqual(names.slice(0, 2));
    expect((await readdir(kept)).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  });

  it('a freshly migrated database counts as empty', async () => {
    const target = await emptyTarget(dir);
    const db = await target.open();
    try {
      await migrate(db);
      expect(await contentTables(db)).toEqual({});
    } finally {
      await db.close();
      await target.drop();
    }
  });
});
