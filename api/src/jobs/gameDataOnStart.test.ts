import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { loadConfig } from '../platform/config/config.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { fetchGameDataOnce, FIRST_START_JOBS } from './plugin.js';

const gemRuns = async (app: App) =>
  (await app.jobs.list({ status: 'succeeded', kind: 'update-gem-images' })).length +
  (await app.jobs.list({ status: 'running', kind: 'update-gem-images' })).length;

describe('game data fetched on the first start', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { GAME_DATA_ON_START: 'true' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('runs the Gems job once listening: the gems get their colours, tags and levels', async () => {
    await expect
      .poll(
        async () =>
          (await app.jobs.list({ status: 'succeeded', kind: 'update-gem-images' })).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const { rows } = await app.db.query<{ colour: string; level_required: number }>(
      `select colour, level_required from gems where name = 'Fireball'`,
    );
    expect(rows[0]).toEqual({ colour: 'blue', level_required: 1 });
  });

  it('then fills the pictures and the gem rewards, one run after the other', async () => {
    const succeeded = async () =>
      (
        await Promise.all(
          FIRST_START_JOBS.map((kind) => app.jobs.list({ status: 'succeeded', kind })),
        )
      ).map((jobs) => jobs.length);
    await expect.poll(succeeded, { timeout: 60_000 }).toEqual(FIRST_START_JOBS.map(() => 1));
    // In order: each began once the one before had ended.
    const runs = await Promise.all(
      FIRST_START_JOBS.map(async (kind) => (await app.jobs.list({ status: 'succeeded', kind }))[0]),
    );
    const ids = runs.map((job) => job?.id ?? 0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('never again once a run has succeeded', async () => {
    const before = await gemRuns(app);
    const all = async () =>
      (
        await Promise.all(
          FIRST_START_JOBS.map((kind) => app.jobs.list({ status: 'succeeded', kind })),
        )
      ).flat().length;
    const total = await all();
    await fetchGameDataOnce(app);
    expect(await gemRuns(app)).toBe(before);
    expect(await all()).toBe(total);
  });
});

describe('GAME_DATA_ON_START', () => {
  it('is on with the live upstreams, off with the local stand-ins, and read when given', () => {
    expect(loadConfig({ UPSTREAM_MODE: 'live' }).upstreams.gameDataOnStart).toBe(true);
    expect(loadConfig({}).upstreams.gameDataOnStart).toBe(true);
    expect(loadConfig({ UPSTREAM_MODE: 'fake' }).upstreams.gameDataOnStart).toBe(false);
    expect(loadConfig({ GAME_DATA_ON_START: 'true' }).upstreams.gameDataOnStart).toBe(true);
    expect(
      loadConfig({ UPSTREAM_MODE: 'live', GAME_DATA_ON_START: 'false' }).upstreams.gameDataOnStart,
    ).toBe(false);
  });

  it('refuses anything but true or false', () => {
    expect(() => loadConfig({ GAME_DATA_ON_START: 'oui' })).toThrow(
      /GAME_DATA_ON_START must be true or false/,
    );
  });
});
