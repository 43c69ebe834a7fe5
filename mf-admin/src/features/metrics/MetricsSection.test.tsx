// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { called, renderAdmin, serve } from '../../test/renderAdmin';
import type { MetricsSummary } from './metricsApi';
import { MetricsSection } from './MetricsSection';

const hour: MetricsSummary = {
  minutes: 60,
  requests: 12_480,
  errorRate: 0.0125,
  latencyMs: { p50: 12.5, p95: 240 },
  pages: { rendered: 320, cached: 2_100, bare: 14 },
  upstreams: [
    { host: 'poe.ninja', calls: 40, failures: 3 },
    { host: 'www.poewiki.net', calls: 12, failures: 0 },
  ],
  jobs: { succeeded: 2, failed: 1 },
  database: { answering: true, driver: 'postgres' },
};

/** The value shown under a figure's label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('MetricsSection', () => {
  it('shows the last hour’s figures in French, and the failing hosts only', async () => {
    serve({ 'GET /api/admin/metrics': () => Response.json(hour) });
    renderAdmin(<MetricsSection />);
    expect(await screen.findByText('La dernière heure de ce processus.')).toBeTruthy();
    // French number formatting: a narrow no-break space between thousands, a comma for decimals.
    expect(figure('Requêtes')).toMatch(/^12\s480$/);
    expect(figure('Erreurs serveur (5xx)')).toMatch(/^1,25\s%$/);
    expect(figure('Latence médiane / p95')).toBe('12,5\u00a0ms / 240\u00a0ms');
    expect(figure('Pages rendues / en cache / nues')).toMatch(/^320 \/ 2\s100 \/ 14$/);
    expect(figure('Tâches réussies / échouées')).toBe('2 / 1');
    expect(figure('Base de données')).toBe('Répond');
    const hosts = screen.getByRole('list', { name: 'Échecs des sources extérieures, par hôte :' });
    expect(
      within(hosts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['poe.ninja : 3 échec(s) sur 40 appel(s)']);
  });

  it('says a young process’s window, no latency yet, and a database that does not answer', async () => {
    const calls = serve({
      'GET /api/admin/metrics': () =>
        Response.json({
          ...hour,
          minutes: 4,
          requests: 0,
          errorRate: 0,
          latencyMs: { p50: null, p95: null },
          upstreams: [{ host: 'poe.ninja', calls: 2, failures: 0 }],
          database: { answering: false, driver: 'pglite' },
        } satisfies MetricsSummary),
    });
    renderAdmin(<MetricsSection />);
    expect(
      await screen.findByText('Depuis le démarrage du processus, il y a 4 minutes.'),
    ).toBeTruthy();
    expect(figure('Latence médiane / p95')).toBe('— / —');
    expect(figure('Base de données')).toBe('Ne répond pas');
    expect(
      screen.getByText('La base de données ne répond pas : les pages et les écritures échouent.'),
    ).toBeTruthy();
    expect(
      screen.getByText("Aucun échec des sources extérieures (poe.ninja, wiki, site d'échange…)."),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() =>
      expect(called(calls)).toEqual(['GET /api/admin/metrics', 'GET /api/admin/metrics']),
    );
  });

  it('says so when the summary cannot be read', async () => {
    serve({ 'GET /api/admin/metrics': () => Response.json({ error: 'Refusé' }, { status: 403 }) });
    renderAdmin(<MetricsSection />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
