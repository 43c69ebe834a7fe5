import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/testDb.js';
import { MAX_PREPARED } from './preparedNames.js';
import type { Db, Queryable } from './types.js';

const PREPARED = { prepare: true } as const;

/** The statements this connection holds prepared (PostgreSQL's own view of them). */
const preparedNames = async (tx: Queryable) =>
  (await tx.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
    (row) => row.name,
  );

describe('statements prepared once per connection', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await db.exec(
      `create table prepared_probe (id int primary key, label text not null);
       insert into prepared_probe values (1, 'un'), (2, 'deux'), (3, 'trois');`,
    );
  });
  afterAll(() => db.close());

  const byId = 'select id, label from prepared_probe where id = any($1::int[]) order by id';

  it('answer as the same statement run unprepared, whatever the parameters', async () => {
    for (const ids of [[1], [2, 3], [], [3, 1]]) {
      const plain = await db.query(byId, [ids]);
      expect(await db.query(byId, [ids], PREPARED)).toEqual(plain);
      expect(await db.query(byId, [ids], PREPARED)).toEqual(plain);
    }
    await db.transaction(async (tx) => {
      expect((await tx.query(byId, [[2]], PREPARED)).rows).toEqual([{ id: 2, label: 'deux' }]);
    });
  });

  it('are named on the connection, and unnamed past the cap', async () => {
    await db.transaction(async (tx) => {
      const before = await preparedNames(tx);
      await tx.query('select label from prepared_probe where id = $1', [1]);
      expect(await preparedNames(tx)).toEqual(before);
      await tx.query('select label from prepared_probe where id = $1 and true', [1], PREPARED);
      const after = await preparedNames(tx);
      expect(after.length).toBe(before.length + 1);
      expect(after.every((name) => /^s_[0-9a-f]{32}$/.test(name))).toBe(true);
      for (let n = 0; n < MAX_PREPARED + 5; n++) {
        const { rows } = await tx.query<{ sum: number }>(
          `select $1::int + ${n} as sum`,
          [1],
          PREPARED,
        );
        expect(rows[0]?.sum).toBe(1 + n);
      }
      expect((await preparedNames(tx)).length).toBeLessThanOrEqual(MAX_PREPARED);
    });
  });
});
