import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/testDb.js';
import type { Db } from '../platform/db/client.js';
import { migrate } from '../platform/db/migrate.js';
import { ALREADY_RUNNING, createJobRunner, SAME_DATA_RUNNING, type JobRunner } from './runner.js';

// The runner only ever calls warn and error on its logger.
const silent = { warn: () => undefined, error: () => undefined } as unknown as Parameters<
  typeof createJobRunner
>[1];

/** A promise the test resolves when it chooses, to hold a job mid-run. */
function barrier() {
  let release = () => {};
  const gate = new Promise<undefined>((resolve) => {
    release = () => resolve(undefined);
  });
  return { gate, release };
}

describe('the job runner', () => {
  let db: Db;
  let runner: JobRunner;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
    runner = createJobRunner(db, silent);
  });
  afterAll(() => db.close());

  it('records progress and log lines while the job runs, then its result', async () => {
    const { gate, release } = barrier();
    const job = await runner.start('demo', async (ctx) => {
      ctx.log('première ligne');
      ctx.progress(40);
      await gate;
      ctx.log('dernière ligne');
      return { success: true };
    });
    await expect.poll(async () => (await runner.get(job.id))?.progress).toBe(40);
    expect(await runner.get(job.id)).toMatchObject({
      status: 'running',
      logs: ['première ligne'],
      result: null,
    });
    release();
    expect(await job.done).toEqual({ success: true, logs: ['première ligne', 'dernière ligne'] });
    expect(await runner.get(job.id)).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { success: true, logs: ['première ligne', 'dernière ligne'] },
      finishedAt: expect.any(Date),
    });
  });

  it('refuses a second job of the same kind while one runs, not one of another kind', async () => {
    const { gate, release } = barrier();
    const first = await runner.start('busy', async () => {
      await gate;
      return { success: true };
    });
    await expect(runner.start('busy', async () => ({ success: true }))).rejects.toMatchObject({
      statusCode: 409,
      message: ALREADY_RUNNING,
    });
    expect(await runner.run('other', async () => ({ success: true }))).toMatchObject({
      success: true,
    });
    release();
    await first.done;
    expect(await runner.run('busy', async () => ({ success: true }))).toMatchObject({
      success: true,
    });
  });

  it('refuses a job of another kind in the same lock group while one runs, saying why', async () => {
    const { gate, release } = barrier();
    const ok = async () => ({ success: true });
    const first = await runner.start(
      'writer-a',
      async () => {
        await gate;
        return { success: true };
      },
      'shared-data',
    );
    await expect(runner.start('writer-b', ok, 'shared-data')).rejects.toMatchObject({
      statusCode: 409,
      message: SAME_DATA_RUNNING,
    });
    await expect(runner.start('writer-a', ok, 'shared-data')).rejects.toMatchObject({
      statusCode: 409,
      message: ALREADY_RUNNING,
    });
    expect(await runner.list({ status: 'running', group: 'shared-data' })).toMatchObject([
      { id: first.id, kind: 'writer-a' },
    ]);
    expect(await runner.run('writer-b', ok, 'other-data')).toMatchObject({ success: true });
    release();
    await first.done;
    expect(await runner.run('writer-b', ok, 'shared-data')).toMatchObject({ success: true });
  });

  it('counts a running row from before lock groups as its kind’s own group', async () => {
    await db.query(`insert into jobs (kind, status) values ('ancienne', 'running')`);
    const ok = async () => ({ success: true });
    await expect(runner.start('ancienne', ok)).rejects.toMatchObject({ statusCode: 409 });
    expect(await runner.run('voisine', ok, 'ancienne-data')).toMatchObject({ success: true });
    await db.query(`update jobs set status = 'failed' where kind = 'ancienne'`);
    expect(await runner.run('ancienne', ok)).toMatchObject({ success: true });
  });

  it('lists the jobs of a status, of one kind or all, newest first', async () => {
    const { gate, release } = barrier();
    const hold = async () => {
      await gate;
      return { success: true };
    };
    const first = await runner.start('listed-a', hold);
    const second = await runner.start('listed-b', hold);
    const running = await runner.list({ status: 'running' });
    expect(running.map((j) => j.id)).toEqual([second.id, first.id]);
    expect(await runner.list({ status: 'running', kind: 'listed-a' })).toMatchObject([
      { id: first.id, kind: 'listed-a', status: 'running', result: null },
    ]);
    release();
    await Promise.all([first.done, second.done]);
    expect(await runner.list({ status: 'running' })).toEqual([]);
    const done = await runner.list({ status: 'succeeded', kind: 'listed-b' });
    expect(done.map((j) => j.id)).toEqual([second.id]);
  });

  it('turns a thrown error into a failed result with its message', async () => {
    const result = await runner.run('broken', async (ctx) => {
      ctx.log('avant');
      throw new Error('poe.ninja ne répond pas');
    });
    expect(result).toEqual({ success: false, error: 'poe.ninja ne répond pas', logs: ['avant'] });
  });

  it('no longer lets a job abandoned by a dead process block its kind', async () => {
    await db.query(
      `insert into jobs (kind, status, started_at) values ('orphan', 'running', now() - interval '2 hours')`,
    );
    expect(await runner.run('orphan', async () => ({ success: true }))).toMatchObject({
      success: true,
    });
    const { rows } = await db.query<{ status: string }>(
      `select status from jobs where kind = 'orphan' order by id`,
    );
    expect(rows.map((r) => r.status)).toEqual(['failed', 'succeeded']);
  });
});
