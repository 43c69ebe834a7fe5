import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { JOB_KINDS } from '../jobs/index.js';
import { ALREADY_RUNNING, SAME_DATA_RUNNING } from '../jobs/runner.js';
import type { UpstreamStandIns } from '../upstreams/plugin.js';
import { adminClient, persona } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import type { TestUser } from '../../test/contentUsers.js';
import type { JobJson } from './schemas.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('maintenance jobs over HTTP, against the upstream stand-ins', () => {
  let app: App;
  let standIns: UpstreamStandIns;
  let images: string;
  let admin: TestUser;
  const client = () => adminClient(app);
  const poll = async (id: number) => {
    const res = await client().job(admin.headers, id);
    expect(res.statusCode).toBe(200);
    return res.json<{ job: JobJson }>().job;
  };
  /** Polls as the page does until the job ends. */
  const finished = async (id: number) => {
    await expect.poll(async () => (await poll(id)).status, { timeout: 10_000 }).not.toBe('running');
    return poll(id);
  };

  beforeAll(async () => {
    images = await mkdtemp(join(tmpdir(), 'poe-admin-jobs-'));
    app = await buildTestApp({ env: { IMAGES_DIR: images, UPSTREAM_TIMEOUT_MS: '1000' } });
    if (!app.upstreams.standIns) throw new Error('tests run against the stand-ins');
    standIns = app.upstreams.standIns;
    admin = await persona(app, 'exilestreamer');
  });
  afterAll(async () => {
    await app.close();
    await rm(images, { recursive: true, force: true });
  });

  it('has one POST route per job kind, named as the spec’s calls', () => {
    expect(JOB_KINDS).toHaveLength(14);
    for (const kind of JOB_KINDS) {
      expect(app.hasRoute({ method: 'POST', url: `/api/admin/${kind}` })).toBe(true);
    }
  });

  it('starts update-gems in the background (202), then the page polls it to its result', async () => {
    const res = await client().startJob(admin.headers, 'update-gems');
    expect(res.statusCode).toBe(202);
    const { job } = res.json<{ job: JobJson }>();
    expect(job).toMatchObject({
      kind: 'update-gems',
      status: 'running',
      result: null,
      startedAt: expect.stringMatching(ISO),
      finishedAt: null,
    });
    const done = await finished(job.id);
    expect(done).toMatchObject({
      id: job.id,
      status: 'succeeded',
      progress: 100,
      result: { success: true },
      finishedAt: expect.stringMatching(ISO),
    });
    expect(done.logs.length).toBeGreaterThan(0);
    expect(done.logs).toContain('✅ Wiki : couleur et tags de 6 gems');
    expect(done.result?.logs).toEqual(done.logs);
  }, 30_000);

  it('answers 409 with the running job to a second start, which a reopened page finds', async () => {
    standIns.poeNinja.behave('timeout');
    const asked = standIns.poeNinja.requests.length;
    try {
      const first = await client().startJob(admin.headers, 'update-gems');
      expect(first.statusCode).toBe(202);
      const { job } = first.json<{ job: JobJson }>();
      // Its question to poe.ninja has arrived and hangs: the fake answering again later does not
      // answer it (on a busy machine the job may not have asked yet when the test goes on).
      await expect.poll(() => standIns.poeNinja.requests.length).toBeGreaterThan(asked);

      const second = await client().startJob(admin.headers, 'update-gems');
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        error: ALREADY_RUNNING,
        job: expect.objectContaining({ id: job.id, kind: 'update-gems', status: 'running' }),
      });

      const running = await client().jobs(admin.headers, '?status=running');
      expect(running.json<{ jobs: JobJson[] }>().jobs.map((j) => j.id)).toContain(job.id);
      const other = await client().startJob(admin.headers, 'check-gem-translations');
      expect(other.statusCode).toBe(202);
      await finished(other.json<{ job: JobJson }>().job.id);

      standIns.poeNinja.behave('ok');
      const done = await finished(job.id);
      expect(done).toMatchObject({ status: 'failed', result: { success: false } });
      expect(done.logs.join('\n')).toMatch(/❌ poe\.ninja/);
      const again = await client().startJob(admin.headers, 'update-gems');
      expect(again.statusCode).toBe(202);
      await finished(again.json<{ job: JobJson }>().job.id);
    } finally {
      standIns.poeNinja.behave('ok');
    }
  }, 30_000);

  it.each([
    ['update-gems', 'gem-data', 'update-gem-images'],
    ['update-gem-images', 'gem-data', 'update-gem-translations'],
    ['update-unique-images', 'item-images', 'update-uniques-flasks-jewels'],
    ['update-uniques-flasks-jewels', 'item-images', 'update-jewel-images'],
  ])(
    'refuses a job writing the same data as a running %s (409 naming it)',
    async (runningKind, group, refused) => {
      // Running in another process, as far as this one can tell.
      const { rows } = await app.db.query<{ id: number }>(
        `insert into jobs (kind, lock_group, status) values ($1, $2, 'running') returning id`,
        [runningKind, group],
      );
      const theirs = rows[0]?.id;
      try {
        const res = await client().startJob(admin.headers, refused);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: SAME_DATA_RUNNING,
          job: expect.objectContaining({ id: theirs, kind: runningKind, status: 'running' }),
        });
      } finally {
        await app.db.query(`delete from jobs where id = $1`, [theirs]);
      }
    },
  );

  it('starts a job of other data while the Gems run goes on', async () => {
    const { rows } = await app.db.query<{ id: number }>(
      `insert into jobs (kind, lock_group, status) values ('update-gem-images', 'gem-data', 'running')
       returning id`,
    );
    try {
      for (const kind of ['update-gem-rewards', 'check-gem-translations', 'update-unique-images']) {
        const res = await client().startJob(admin.headers, kind);
        expect(res.statusCode).toBe(202);
        await finished(res.json<{ job: JobJson }>().job.id);
      }
    } finally {
      await app.db.query(`delete from jobs where id = $1`, [rows[0]?.id]);
    }
  }, 30_000);

  it('lists no running job once everything ended, and finished ones by status and kind', async () => {
    const running = await client().jobs(admin.headers);
    expect(running.json()).toEqual({ jobs: [] });
    const failed = await client().jobs(admin.headers, '?status=failed&kind=update-gems');
    expect(failed.json<{ jobs: JobJson[] }>().jobs).toHaveLength(1);
  });

  it('takes the spec’s call as it is: a JSON header and no body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/check-gem-translations',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(202);
    expect(await finished(res.json<{ job: JobJson }>().job.id)).toMatchObject({
      status: 'succeeded',
    });
  });

  it('answers 404 for an unknown job and 400 for bad queries', async () => {
    const unknown = await client().job(admin.headers, 999_999);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'Tâche introuvable' }]);
    for (const res of [
      await client().job(admin.headers, 'abc'),
      await client().jobs(admin.headers, '?status=paused'),
      await client().jobs(admin.headers, '?kind=rm-rf'),
    ]) {
      expect(res.statusCode).toBe(400);
    }
  });
});
