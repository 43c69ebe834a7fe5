import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/testDb.js';
import { createCache } from '../cache/cache.js';
import type { Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createFailureMemory, waitAtMost, type FailureMemory } from './patience.js';

describe('waitAtMost', () => {
  it('gives the value of work that settles in time', async () => {
    expect(await waitAtMost(Promise.resolve(7), 1000)).toEqual({ value: 7 });
  });

  it('gives nothing for work still running when the wait ends, and leaves it running', async () => {
    let finish: (value: string) => void = () => undefined;
    const work = new Promise<string>((resolve) => (finish = resolve));
    expect(await waitAtMost(work, 5)).toBeUndefined();
    finish('plus tard');
    expect(await work).toBe('plus tard');
  });

  it('passes on a failure that comes in time', async () => {
    await expect(waitAtMost(Promise.reject(new Error('non')), 1000)).rejects.toThrow('non');
  });
});

describe('the failure memory', () => {
  let db: Db;
  let failures: FailureMemory;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
    failures = createFailureMemory(createCache(db), Fastify().log);
  });
  afterAll(() => db.close());

  it('answers a call that works, and remembers nothing', async () => {
    expect(await failures.attempt('source-a', async () => 'ok')).toEqual({ ok: true, value: 'ok' });
    expect(await failures.remembers('source-a')).toBe(false);
  });

  it('remembers a failure, and skips the source meanwhile without calling it', async () => {
    expect(await failures.attempt('source-b', () => Promise.reject(new Error('down')))).toEqual({
      ok: false,
    });
    let called = false;
    const again = await failures.attempt('source-b', async () => {
      called = true;
      return 'ok';
    });
    expect(again).toEqual({ ok: false });
    expect(called).toBe(false);
  });

  it('forgets a failure once its time is over', async () => {
    await failures.attempt('source-c', () => Promise.reject(new Error('down')), 0);
    expect(await failures.attempt('source-c', async () => 'back')).toEqual({
      ok: true,
      value: 'back',
    });
  });
});
