import { describe, expect, it } from 'vitest';
import { buildTestApp, testDriver } from '../../../test/buildTestApp.js';
import { migrations } from './migrations/index.js';

describe('db plugin', () => {
  it('migrates the database when the app starts and closes it with the app', async () => {
    const app = await buildTestApp();
    expect(app.db.driver).toBe(testDriver());
    const { rows } = await app.db.query<{ version: number }>(
      'select version from schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));

    await app.close();
    await expect(app.db.query('select 1')).rejects.toThrow();
  });
});
