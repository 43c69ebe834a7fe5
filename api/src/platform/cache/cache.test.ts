import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/testDb.js';
import type { Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createCache, type Cache } from './cache.js';

describe('the shared cache', () => {
  let db: Db;
  let cache: Cache;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
    cache = createCache(db);
  });
  afterAll(() => db.close());

  it('keeps JSON values until their time to live ends', async () => {
    await cache.set('a', { isSubscribed: true, list: [1, 'deux'] }, 60);
    expect(await cache.get('a')).toEqual({ isSubscribed: true, list: [1, 'deux'] });
    await cache.set('gone', { x: 1 }, 0);
    expect(await cache.get('gone')).toBeUndefined();
    expect(await cache.get('never-set')).toBeUndefined();
  });

  it('replaces a value and its expiry, and deletes', async () => {
    await cache.set('b', 1, 0);
    await cache.set('b', 2, 60);
    expect(await cache.get('b')).toBe(2);
    await cache.delete('b');
    expect(await cache.get('b')).toBeUndefined();
  });

  it('is shared by every cache over the same database, as API processes are', async () => {
    await cache.set('shared', 'oui', 60);
    expect(await createCache(db).get('shared')).toBe('oui');
  });

  it('gives a value to one taker only, and nothing once it has expired', async () => {
    await cache.set('once', { token: 'abc' }, 60);
    const takers = await Promise.all([cache.take('once'), createCache(db).take('once')]);
    expect(takers.filter((value) => value !== undefined)).toEqual([{ token: 'abc' }]);
    expect(await cache.get('once')).toBeUndefined();
    await cache.set('stale', 1, 0);
    expect(await cache.take('stale')).toBeUndefined();
    expect(await cache.take('never-set')).toBeUndefined();
  });

  it('purges expired entries only', async () => {
    await cache.set('old', 1, 0);
    await cache.set('fresh', 1, 60);
    expect(await cache.purgeExpired()).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query<{ key: string }>(
      'select key from cache where key in ($1, $2)',
      ['old', 'fresh'],
    );
    expect(rows).toEqual([{ key: 'fresh' }]);
  });
});
