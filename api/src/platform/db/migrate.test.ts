import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/testDb.js';
import type { Db } from './client.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';

const latest = migrations.map((m) => m.version);

describe('migrate', () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(() => db.close());

  const recorded = async () =>
    (
      await db.query<{ version: number; name: string }>(
        'select version, name from schema_migrations order by version',
      )
    ).rows;

  it('applies every migration once, records its version, and does nothing on a second run', async () => {
    expect(await migrate(db)).toEqual({ applied: latest });
    expect(await recorded()).toEqual(migrations.map(({ version, name }) => ({ version, name })));
    expect(await migrate(db)).toEqual({ applied: [] });
    expect((await recorded()).map((r) => r.version)).toEqual(latest);
  });

  it('applies each migration once when two runs start together', async () => {
    const [a, b] = await Promise.all([migrate(db), migrate(db)]);
    expect([...a.applied, ...b.applied].sort((x, y) => x - y)).toEqual(latest);
    expect((await recorded()).map((r) => r.version)).toEqual(latest);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const broken = {
      version: 999,
      name: 'broken',
      sql: 'create table half (id int); select nope;',
    };
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow();
    expect((await recorded()).map((r) => r.version)).toEqual(latest);
    const half = await db.query(`select to_regclass('half') as t`);
    expect(half.rows).toEqual([{ t: null }]);
  });
});

describe('migrate with a broken list', () => {
  it('refuses two migrations with the same version before touching the database', async () => {
    const untouchable = new Proxy({} as Db, {
      get: () => {
        throw new Error('the database was used');
      },
    });
    const twin = { version: 1, name: 'twin', sql: 'select 1' };
    await expect(migrate(untouchable, [...migrations, twin])).rejects.toThrow(/share version 1/);
  });
});

describe('the users table', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
  });
  afterAll(() => db.close());

  const insert = (login: string, role?: string) =>
    db.query<{ role: string; created_at: Date }>(
      `insert into users (twitch_id, login, display_name${role ? ', role' : ''})
       values ($1, $2, $3${role ? ', $4' : ''}) returning role, created_at`,
      [`id-${login}`, login, login.toUpperCase(), ...(role ? [role] : [])],
    );

  it('defaults the role to user and stamps the creation time', async () => {
    const { rows } = await insert('exile');
    expect(rows[0]?.role).toBe('user');
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
  });

  it('rejects an unknown role, a duplicate login and an uppercase login', async () => {
    await insert('duplicated');
    await expect(insert('other', 'superuser')).rejects.toThrow();
    await expect(insert('duplicated')).rejects.toThrow();
    await expect(insert('Uppercase')).rejects.toThrow();
  });
});
