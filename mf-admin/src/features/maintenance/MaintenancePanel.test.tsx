// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { called, renderAdmin, serve } from '../../test/renderAdmin';
import type { Job } from './maintenanceApi';
import { MaintenancePanel } from './MaintenancePanel';

const job = (kind: string, fields: Partial<Job> = {}): Job => ({
  id: 7,
  kind,
  status: 'running',
  progress: 0,
  logs: [],
  result: null,
  startedAt: '2026-11-22T05:00:00.000Z',
  finishedAt: null,
  ...fields,
});

const noneRunning = () => Response.json({ jobs: [] });
const buttons = () =>
  within(screen.getByRole('group', { name: 'Mises à jour des données du jeu' }))
    .getAllByRole('button')
    .slice(0, 3) as HTMLButtonElement[];
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('MaintenancePanel', () => {
  it('asks first, then runs the whole gem update showing its log lines as they come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    let server = job('update-gem-images');
    const calls = serve({
      'GET /api/admin/jobs': noneRunning,
      'POST /api/admin/update-gem-images': () => Response.json({ job: server }, { status: 202 }),
      'GET /api/admin/jobs/7': () => Response.json({ job: server }),
    });
    renderAdmin(<MaintenancePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Gems' }));
    expect(confirm).toHaveBeenCalledWith(
      'Voulez-vous vraiment mettre à jour les gems (données, images ET traductions) ?',
    );
    expect(called(calls).some((c) => c.startsWith('POST'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Gems' }));
    expect(await screen.findByRole('heading', { name: 'Mise à jour : Gems' })).toBeTruthy();
    expect(buttons().every((b) => b.disabled)).toBe(true);
    server = { ...server, progress: 40, logs: ['▶️ Étape 1/5 : données des gems'] };
    await tick(1000);
    expect(await screen.findByText('▶️ Étape 1/5 : données des gems')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('⏳ Mise à jour en cours... 40 %');

    const logs = [...server.logs, '❌ images des gems : 3 image(s) de gems en échec'];
    server = {
      ...server,
      status: 'failed',
      progress: 100,
      logs,
      result: {
        success: false,
        error: '⚠️ Mise à jour partielle - données/traductions OK, images échouées',
        logs,
      },
    };
    await tick(1000);
    expect(
      await screen.findByText('❌ images des gems : 3 image(s) de gems en échec'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '⚠️ Mise à jour partielle - données/traductions OK, images échouées',
    );
    // The gem run frees the buttons as soon as it ends.
    expect(buttons().some((b) => b.disabled)).toBe(false);
    const polls = called(calls).filter((c) => c === 'GET /api/admin/jobs/7').length;
    await tick(3000);
    expect(called(calls).filter((c) => c === 'GET /api/admin/jobs/7')).toHaveLength(polls);
  });

  it('keeps the buttons busy for 3 s after a currency run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const done = job('update-currency-images', {
      status: 'succeeded',
      progress: 100,
      logs: ['✅ Currency : 23 lue(s)'],
      result: { success: true, logs: ['✅ Currency : 23 lue(s)'] },
    });
    serve({
      'GET /api/admin/jobs': noneRunning,
      'POST /api/admin/update-currency-images': () =>
        Response.json({ job: job('update-currency-images') }, { status: 202 }),
      'GET /api/admin/jobs/7': () => Response.json({ job: done }),
    });
    renderAdmin(<MaintenancePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Currency' }));
    expect(await screen.findByText('✅ Mise à jour terminée avec succès')).toBeTruthy();
    expect(screen.getByText('✅ Currency : 23 lue(s)')).toBeTruthy();
    expect(buttons().every((b) => b.disabled)).toBe(true);
    await tick(2900);
    expect(buttons().every((b) => b.disabled)).toBe(true);
    await tick(200);
    expect(buttons().some((b) => b.disabled)).toBe(false);
    // Closed, the modal leaves the outcome in sight, one click from the log.
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('✅ Currency : 23 lue(s)')).toBeNull();
    expect(screen.getByText('✅ Mise à jour terminée avec succès')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voir le journal' }));
    expect(screen.getByText('✅ Currency : 23 lue(s)')).toBeTruthy();
  });

  it('shows the French coverage a run printed as a table above its log', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const lines = [
      '✅ Currency : 23 lue(s)',
      '📊 scarabées : 124 noms français sur 124 (100 %)',
      '📊 fragments : 113 noms français sur 114 (99 %) ; en anglais : Ambition',
    ];
    const done = job('update-currency-images', {
      status: 'succeeded',
      progress: 100,
      logs: lines,
      result: { success: true, logs: lines },
    });
    serve({
      'GET /api/admin/jobs': noneRunning,
      'POST /api/admin/update-currency-images': () =>
        Response.json({ job: job('update-currency-images') }, { status: 202 }),
      'GET /api/admin/jobs/7': () => Response.json({ job: done }),
    });
    renderAdmin(<MaintenancePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Currency' }));
    const table = await screen.findByRole('table', { name: 'Noms français du catalogue' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Catégorie', 'En français', '%', 'Restent en anglais'],
      ['scarabées', '124 / 124', '100 %', '—'],
      ['fragments', '113 / 114', '99 %', 'Ambition'],
    ]);
  });

  it('says « ❌ Erreur réseau » with a log line when the server cannot be reached', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serve({ 'GET /api/admin/jobs': noneRunning });
    renderAdmin(<MaintenancePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Objets' }));
    expect(await screen.findByText('❌ Erreur réseau')).toBeTruthy();
    expect(
      screen.getByText(
        'Erreur réseau : Impossible de joindre le serveur. Vérifiez votre connexion internet.',
      ),
    ).toBeTruthy();
    expect(buttons().some((b) => b.disabled)).toBe(false);
  });

  it('shows a job already running on arrival as running, its log a click away', async () => {
    const running = job('update-uniques-flasks-jewels', {
      id: 12,
      progress: 33,
      logs: ['▶️ objets uniques'],
    });
    const calls = serve({
      'GET /api/admin/jobs': () => Response.json({ jobs: [running] }),
      'GET /api/admin/jobs/12': () => Response.json({ job: running }),
    });
    renderAdmin(<MaintenancePanel />);
    expect(await screen.findByText('⏳ Mise à jour en cours : Objets')).toBeTruthy();
    expect(called(calls)[0]).toBe('GET /api/admin/jobs?status=running');
    expect(buttons().every((b) => b.disabled)).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Mise à jour : Objets' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voir le journal' }));
    expect(await screen.findByText('▶️ objets uniques')).toBeTruthy();
  });

  it('follows the run another admin started when the server answers 409', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const theirs = job('update-currency-images', { id: 30, logs: ['✅ Fragment : 12 lue(s)'] });
    let started = false;
    serve({
      'GET /api/admin/jobs': () => Response.json({ jobs: started ? [theirs] : [] }),
      'POST /api/admin/update-currency-images': () => {
        started = true;
        return Response.json(
          { error: 'Une mise à jour de ce type est déjà en cours', job: theirs },
          { status: 409 },
        );
      },
      'GET /api/admin/jobs/30': () => Response.json({ job: theirs }),
    });
    renderAdmin(<MaintenancePanel />);
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Currency' }));
    expect(await screen.findByText('✅ Fragment : 12 lue(s)')).toBeTruthy();
    expect(buttons().every((b) => b.disabled)).toBe(true);
  });

  it('follows the gem data job that keeps the Gems run from starting (409)', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const theirs = job('update-gems', { id: 31, logs: ['📥 Lecture des gems (poe.ninja)…'] });
    let started = false;
    serve({
      'GET /api/admin/jobs': () => Response.json({ jobs: started ? [theirs] : [] }),
      'POST /api/admin/update-gem-images': () => {
        started = true;
        return Response.json(
          { error: 'Une autre mise à jour des mêmes données est déjà en cours', job: theirs },
          { status: 409 },
        );
      },
      'GET /api/admin/jobs/31': () => Response.json({ job: theirs }),
    });
    renderAdmin(<MaintenancePanel />);
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Gems' }));
    expect(await screen.findByRole('heading', { name: 'Mise à jour : Gems' })).toBeTruthy();
    expect(await screen.findByText('📥 Lecture des gems (poe.ninja)…')).toBeTruthy();
    expect(buttons().every((b) => b.disabled)).toBe(true);
  });

  it('does not show a running gem rewards job as a Gems run', async () => {
    const calls = serve({
      'GET /api/admin/jobs': () =>
        Response.json({ jobs: [job('update-gem-rewards', { id: 40, progress: 50 })] }),
    });
    renderAdmin(<MaintenancePanel />);
    await vi.waitFor(() => expect(called(calls)).toContain('GET /api/admin/jobs?status=running'));
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Mise à jour en cours/)).toBeNull();
    expect(buttons().some((b) => b.disabled)).toBe(false);
    expect(called(calls)).not.toContain('GET /api/admin/jobs/40');
  });
});
