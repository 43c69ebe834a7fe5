import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/testDb.js';
import type { Db } from '../client.js';
import { migrate } from '../migrate.js';
import { migrations } from './index.js';

const DEMO_BUILD = 'Cyclone Slayer — le build idéal pour une première ligue';
const DEMO_GUIDE = 'Bien débuter sa première ligue';

describe('migration 33: the examples the site ships are marked', () => {
  let db: Db;
  afterEach(() => db.close());

  const siteBefore = async ({ seeded }: { seeded: boolean }) => {
    db = await createTestDb();
    await migrate(
      db,
      migrations.filter((m) => m.version < 33),
    );
    if (seeded) await db.query(`insert into content_seeds (name) values ('demo-content-v1')`);
    for (const table of ['builds', 'guides']) {
      for (const title of [table === 'builds' ? DEMO_BUILD : DEMO_GUIDE, 'Mon propre build']) {
        await db.query(
          `insert into ${table} (author, title, search_text, is_public) values ('x', $1, $1, true)`,
          [title],
        );
      }
    }
    await db.query(`update builds set public_answer = '\\x00'::bytea`);
    await migrate(db, migrations);
  };
  const marked = async (table: string) =>
    (
      await db.query<{ title: string }>(`select title from ${table} where is_example order by id`)
    ).rows.map((r) => r.title);

  it('marks the seeded examples by their titles, and nothing a player wrote', async () => {
    await siteBefore({ seeded: true });
    expect(await marked('builds')).toEqual([DEMO_BUILD]);
    expect(await marked('guides')).toEqual([DEMO_GUIDE]);
    // Every cached answer predates the field: each is written again on its next read.
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from builds where public_answer is not null',
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('marks nothing on a site that never had the examples', async () => {
    await siteBefore({ seeded: false });
    expect(await marked('builds')).toEqual([]);
    expect(await marked('guides')).toEqual([]);
  });
});
