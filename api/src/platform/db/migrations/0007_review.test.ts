import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/testDb.js';
import type { Db } from '../client.js';
import { migrate } from '../migrate.js';
import { migrations } from './index.js';

describe('migration 7: review status of existing builds and guides', () => {
  let db: Db;
  const user = async (login: string, role: string) =>
    (
      await db.query<{ id: number }>(
        `insert into users (twitch_id, login, display_name, role) values ($1, $1, $1, $2) returning id`,
        [login, role],
      )
    ).rows[0]?.id;

  beforeAll(async () => {
    db = await createTestDb();
    await migrate(
      db,
      migrations.filter((m) => m.version < 7),
    );
    const admin = await user('modo', 'admin');
    const creator = await user('marie', 'createur');
    const rows: [string, number | null | undefined, boolean][] = [
      ['public de l’admin', admin, true],
      ['brouillon de l’admin', admin, false],
      ['public de la créatrice', creator, true],
      ['en attente de la créatrice', creator, false],
      ['sans auteur', null, false],
    ];
    for (const table of ['builds', 'guides']) {
      for (const [title, userId, isPublic] of rows) {
        await db.query(
          `insert into ${table} (user_id, author, title, search_text, is_public, updated_at)
           values ($1, 'x', $2, $2, $3, '2026-01-02T03:04:05Z')`,
          [userId, title, isPublic],
        );
      }
    }
    await migrate(db);
  });
  afterAll(() => db.close());

  it.each(['builds', 'guides'])(
    'backfills %s: public published, non-admins’ private pending, the rest out of review',
    async (table) => {
      const { rows } = await db.query<{ title: string; review_status: string | null }>(
        `select title, review_status, reviewed_at from ${table} order by id`,
      );
      expect(rows).toEqual([
        {
          title: 'public de l’admin',
          review_status: 'published',
          reviewed_at: new Date('2026-01-02T03:04:05Z'),
        },
        { title: 'brouillon de l’admin', review_status: null, reviewed_at: null },
        {
          title: 'public de la créatrice',
          review_status: 'published',
          reviewed_at: new Date('2026-01-02T03:04:05Z'),
        },
        { title: 'en attente de la créatrice', review_status: 'pending', reviewed_at: null },
        { title: 'sans auteur', review_status: null, reviewed_at: null },
      ]);
    },
  );

  it('refuses a status outside the three', async () => {
    await expect(
      db.query(`update builds set review_status = 'approved' where id = 1`),
    ).rejects.toThrow();
  });
});
