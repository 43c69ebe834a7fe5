import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DIR } from './types.js';
import { createPgliteDb } from './pglite.js';
import type { Db } from './types.js';

/** The embedded database in its own thread, whatever server the other suites run on. */
describe('the embedded PGlite, in a thread of its own', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteDb({ pgliteDir: MEMORY_DIR });
    await db.exec(
      `create table thread_probe (id int primary key, label text not null, bytes bytea,
         made timestamptz, facts jsonb);`,
    );
  });
  afterAll(() => db.close());

  it('answers statements with their parameters, typed as PostgreSQL gives them', async () => {
    const made = new Date('2026-11-29T10:00:00.000Z');
    await db.query(
      'insert into thread_probe (id, label, made, facts) values ($1, $2, $3, $4::jsonb)',
      [1, 'un', made, JSON.stringify({ gems: ['Frappe de glace'] })],
    );
    const { rows } = await db.query('select id, label, made, facts from thread_probe');
    expect(rows).toEqual([{ id: 1, label: 'un', made, facts: { gems: ['Frappe de glace'] } }]);
  });

  it('sends each parameter as node-postgres sends it to a PostgreSQL server', async () => {
    const texts = ['a,b', 'dit "bonjour"', 'C:\\chemin', null, '{accolade}', ''];
    const { rows } = await db.query(
      `select $1::text[] as texts, $2::int[] as ids, $3::int[][] as grid, $4::jsonb as facts,
         $5::boolean as yes, $6::bigint::text as big, $7::timestamptz as made, $8::text as absent,
         $9::numeric::text as price`,
      [
        texts,
        [3, 1, 2],
        [
          [1, 2],
          [3, 4],
        ],
        { gems: ['Frappe de glace', 'guillemet "'], niveau: 20 },
        true,
        2n ** 60n,
        new Date('2026-11-29T10:00:00.000Z'),
        undefined,
        180.5,
      ],
    );
    expect(rows).toEqual([
      {
        texts,
        ids: [3, 1, 2],
        grid: [
          [1, 2],
          [3, 4],
        ],
        facts: { gems: ['Frappe de glace', 'guillemet "'], niveau: 20 },
        yes: true,
        big: String(2n ** 60n),
        made: new Date('2026-11-29T10:00:00.000Z'),
        absent: null,
        price: '180.5',
      },
    ]);
    expect(
      (await db.query('select id from thread_probe where id = any($1)', [[1, 99]])).rows,
    ).toEqual([{ id: 1 }]);
  });

  it('parses a statement asked to be prepared once, and again once its table has changed', async () => {
    const prepared = { prepare: true } as const;
    const named = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
        .rows[0]?.n;
    const label = 'select label from thread_probe where id = $1';
    const before = await named();
    expect((await db.query(label, [1], prepared)).rows).toEqual([{ label: 'un' }]);
    expect(await named()).toBe((before ?? 0) + 1);
    expect((await db.query(label, [1], prepared)).rows).toEqual([{ label: 'un' }]);
    expect(await named()).toBe((before ?? 0) + 1);

    // The prepared plan's result no longer fits the table: refused once, then parsed anew.
    await db.exec('alter table thread_probe alter column label type varchar(200)');
    await expect(db.query(label, [1], prepared)).rejects.toMatchObject({ code: '0A000' });
    expect((await db.query(label, [1], prepared)).rows).toEqual([{ label: 'un' }]);
    // A statement that could not be parsed is not taken as prepared.
    await expect(db.query('select nothing from thread_probe', [], prepared)).rejects.toMatchObject({
      code: '42703',
    });
    await expect(db.query('select nothing from thread_probe', [], prepared)).rejects.toMatchObject({
      code: '42703',
    });
  });

  it('carries bytes both ways unchanged, small and large', async () => {
    const small = Buffer.from([0, 1, 2, 254, 255]);
    const large = Buffer.alloc(70_000, 0xab);
    large.writeUInt32BE(0xdeadbeef, 12_345);
    await db.query('insert into thread_probe (id, label, bytes) values (2, $1, $2), (3, $3, $4)', [
      'petit',
      small,
      'grand',
      large,
    ]);
    const { rows } = await db.query<{ bytes: Uint8Array }>(
      'select bytes from thread_probe where id in (2, 3) order by id',
    );
    const [first, second] = rows.map((row) => row.bytes);
    expect(Buffer.from(first ?? []).equals(small)).toBe(true);
    expect(Buffer.from(second ?? []).equals(large)).toBe(true);
    // Each value in a buffer of its own, not a view of a larger one copied across.
    expect(first?.buffer.byteLength).toBe(small.length);
  });

  it("keeps a database error's fields, such as the code of a unique violation", async () => {
    const failure = await db
      .query("insert into thread_probe (id, label) values (1, 'encore')")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
  });

  it('commits a transaction, and rolls back one whose work throws with its own error', async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into thread_probe (id, label) values (10, 'dix')");
      await tx.query("update thread_probe set label = 'DIX' where id = 10");
    });
    const refusal = new Error('refusé par le service');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into thread_probe (id, label) values (11, 'onze')");
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    const { rows } = await db.query(
      'select id, label from thread_probe where id >= 10 order by id',
    );
    expect(rows).toEqual([{ id: 10, label: 'DIX' }]);
  });

  it('opens a transaction with its first statement, and ends it when that statement fails', async () => {
    const twice = "insert into thread_probe (id, label) values (1, 'doublon')";
    await expect(
      db.transaction(async (tx) => {
        await tx.query(twice);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // Caught by the caller: the transaction stays aborted and is not committed.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(twice).catch(() => undefined);
        await tx.query("insert into thread_probe (id, label) values (40, 'quarante')");
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    // Two statements asked at once: the first opens the transaction, the second runs in it.
    await db.transaction(async (tx) => {
      await Promise.all([
        tx.query("insert into thread_probe (id, label) values (41, 'quarante et un')"),
        tx.query("insert into thread_probe (id, label) values (42, 'quarante-deux')"),
      ]);
    });
    // The connection is free again, and holds only what was committed.
    const { rows } = await db.query('select id from thread_probe where id between 40 and 49');
    expect(rows.map((row) => row.id).sort()).toEqual([41, 42]);
  });

  it('lets a statement outside an open transaction wait for its end', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into thread_probe (id, label) values (20, 'vingt')");
      inside();
      await held;
    });
    await entered;
    const outside = db.query<{ n: number }>(
      'select count(*)::int as n from thread_probe where id = 20',
    );
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 1 }]);
  });

  it('leaves the main thread free while a long statement runs', async () => {
    let turns = 0;
    let running = true;
    const spin = (): void => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const before = turns;
    await db.query('select count(*) from generate_series(1, 3000000) as s(i) where i % 7 = 3');
    running = false;
    // Run inside the main thread, the statement would have held the loop from start to end.
    expect(turns - before).toBeGreaterThan(20);
  });

  it('refuses statements once closed, and closes twice without harm', async () => {
    const other = await createPgliteDb({ pgliteDir: MEMORY_DIR });
    expect((await other.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await other.close();
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('closed');
  });
});
