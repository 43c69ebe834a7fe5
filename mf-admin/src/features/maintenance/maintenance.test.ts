import { describe, expect, it } from 'vitest';
import { jobLogs, jobStatus } from './jobStatus';
import { BUSY_HOLD_MS, buttonOfJob, JOB_OF } from './maintenanceButtons';
import { initialMaintenance, maintenanceReducer, type MaintenanceState } from './maintenanceState';

describe('the three buttons', () => {
  it('start the whole gem run, the uniques sequence and the currency run', () => {
    expect(JOB_OF).toEqual({
      gems: 'update-gem-images',
      objets: 'update-uniques-flasks-jewels',
      currency: 'update-currency-images',
    });
  });

  it('hold the page busy 3 s after the currency and unique-image runs only', () => {
    expect(BUSY_HOLD_MS).toEqual({ gems: 0, objets: 3000, currency: 3000 });
  });

  it.each([
    ['update-gem-images', 'gems'],
    ['update-gems', 'gems'],
    ['update-gem-translations', 'gems'],
    ['add-awakened-translations', 'gems'],
    ['update-uniques-flasks-jewels', 'objets'],
    ['update-unique-images', 'objets'],
    ['update-flask-images', 'objets'],
    ['update-jewel-images', 'objets'],
    ['update-base-images', 'objets'],
    ['update-currency-images', 'currency'],
    ['update-gem-rewards', null],
    ['check-gem-translations', null],
    ['something-else', null],
  ])('a running %s job belongs to %s', (kind, button) => {
    expect(buttonOfJob(kind)).toBe(button);
  });
});

const failed = (error?: string) => ({
  status: 'failed' as const,
  progress: 100,
  result: { success: false, ...(error === undefined ? {} : { error }), logs: [] },
});

describe('jobStatus', () => {
  it.each([
    ['nothing yet', undefined, null, { key: 'starting' }],
    [
      'running',
      { status: 'running' as const, progress: 40, result: null },
      null,
      { key: 'running', progress: 40 },
    ],
    [
      'succeeded',
      { status: 'succeeded' as const, progress: 100, result: null },
      null,
      { key: 'succeeded' },
    ],
    [
      'gem pictures failed alone',
      failed('⚠️ Mise à jour partielle - données/traductions OK, images échouées'),
      null,
      { text: '⚠️ Mise à jour partielle - données/traductions OK, images échouées' },
    ],
    [
      'flasks failed after the uniques',
      failed('⚠️ Objets uniques OK, mais erreur pour les potions'),
      null,
      { text: '⚠️ Objets uniques OK, mais erreur pour les potions' },
    ],
    [
      'jewels failed last',
      failed('⚠️ Objets uniques et potions OK, mais erreur pour les jewels'),
      null,
      { text: '⚠️ Objets uniques et potions OK, mais erreur pour les jewels' },
    ],
    [
      'a plain server error',
      failed('Upstream indisponible'),
      null,
      { text: '❌ Upstream indisponible' },
    ],
    ['a failure without words', failed(), null, { key: 'unknownError' }],
    [
      'the network gave way',
      { status: 'running' as const, progress: 10, result: null },
      { network: true, message: 'Impossible de joindre le serveur.' },
      { key: 'network' },
    ],
    [
      'the server refused to start it',
      undefined,
      { network: false, message: 'Accès réservé aux administrateurs' },
      { text: '❌ Accès réservé aux administrateurs' },
    ],
  ])('%s', (_name, job, network, expected) => {
    expect(jobStatus(job, network)).toEqual(expected);
  });
});

describe('jobLogs', () => {
  it('shows the live lines while running, then the final ones', () => {
    expect(jobLogs(undefined)).toEqual([]);
    expect(jobLogs({ logs: ['a', 'b'], result: null })).toEqual(['a', 'b']);
    expect(jobLogs({ logs: ['a'], result: { success: true, logs: ['a', 'b'] } })).toEqual([
      'a',
      'b',
    ]);
    expect(jobLogs({ logs: ['a', 'b'], result: { success: false, logs: [] } })).toEqual(['a', 'b']);
  });
});

const run = (events: Parameters<typeof maintenanceReducer>[1][], from = initialMaintenance) =>
  events.reduce<MaintenanceState>(maintenanceReducer, from);

describe('maintenanceReducer', () => {
  it('is busy and open from the click, running once the job is known', () => {
    const state = run([
      { type: 'requested', button: 'gems' },
      { type: 'attached', button: 'gems', jobId: 7, open: true },
    ]);
    expect(state).toMatchObject({
      button: 'gems',
      jobId: 7,
      phase: 'running',
      busy: true,
      open: true,
    });
  });

  it('ignores a second click while busy', () => {
    const state = run([
      { type: 'requested', button: 'gems' },
      { type: 'requested', button: 'currency' },
    ]);
    expect(state.button).toBe('gems');
  });

  it('stays busy after a currency run until released, and frees the gems at once', () => {
    const held = run([
      { type: 'requested', button: 'currency' },
      { type: 'attached', button: 'currency', jobId: 1, open: true },
      { type: 'finished', holdBusy: true },
    ]);
    expect(held).toMatchObject({ phase: 'finished', busy: true });
    expect(maintenanceReducer(held, { type: 'released' }).busy).toBe(false);
    const gems = run([
      { type: 'requested', button: 'gems' },
      { type: 'attached', button: 'gems', jobId: 2, open: true },
      { type: 'finished', holdBusy: false },
    ]);
    expect(gems.busy).toBe(false);
  });

  it('does not release a newer run with an old timer', () => {
    const state = run([
      { type: 'requested', button: 'gems' },
      { type: 'attached', button: 'gems', jobId: 3, open: true },
      { type: 'released' },
    ]);
    expect(state.busy).toBe(true);
  });

  it('shows a job found running on arrival without opening the modal', () => {
    const state = run([{ type: 'attached', button: 'objets', jobId: 9, open: false }]);
    expect(state).toMatchObject({ busy: true, open: false, phase: 'running' });
    expect(run([{ type: 'opened' }], state).open).toBe(true);
  });

  it('frees the buttons on a network error and keeps its message', () => {
    const state = run([
      { type: 'requested', button: 'gems' },
      { type: 'failed', network: true, message: 'Impossible de joindre le serveur.' },
    ]);
    expect(state).toMatchObject({ phase: 'failed', busy: false, open: true });
    expect(state.failure).toEqual({ network: true, message: 'Impossible de joindre le serveur.' });
  });

  it('does not open an empty modal', () => {
    expect(run([{ type: 'opened' }]).open).toBe(false);
  });
});
