// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { called, renderAdmin, serve } from '../../test/renderAdmin';
import type { FollowedLeague } from './leagueApi';
import { LeagueSection } from './LeagueSection';

const offline: FollowedLeague = {
  league: 'Allflame',
  gameVersion: '3.29',
  source: 'bundled',
  versionSource: 'facts',
  since: null,
  checkedAt: null,
  failedAt: null,
  lastError: null,
  standIns: true,
  bundled: { league: 'Allflame', gameVersion: '3.29' },
};

const job = (status: string) => ({
  job: {
    id: 7,
    kind: 'update-league',
    status,
    progress: status === 'running' ? 10 : 100,
    logs: [],
    result: null,
    startedAt: '2026-12-02T06:00:00.000Z',
    finishedAt: null,
  },
});

describe('LeagueSection', () => {
  it('says offline that the site follows the bundled 3.29 Allflame', async () => {
    serve({ 'GET /api/admin/league': () => Response.json(offline) });
    renderAdmin(<LeagueSection />);
    expect(await screen.findByText('Allflame — version 3.29')).toBeTruthy();
    expect(
      screen.getByText('Faits intégrés hors ligne : 3.29 Allflame, en attendant une vérification.'),
    ).toBeTruthy();
    expect(screen.getByText("Version d'après la table intégrée des ligues.")).toBeTruthy();
  });

  it('runs a check and shows the league found, since when, and a later failure', async () => {
    let followed: FollowedLeague = offline;
    let polls = 0;
    const calls = serve({
      'GET /api/admin/league': () => Response.json(followed),
      'POST /api/admin/update-league': () => Response.json(job('running'), { status: 202 }),
      'GET /api/admin/jobs/7': () => {
        polls += 1;
        followed = {
          ...offline,
          source: 'trade',
          since: '2026-07-24T20:00:00.000Z',
          checkedAt: '2026-12-02T06:00:00.000Z',
          failedAt: '2026-12-02T07:00:00.000Z',
          lastError: 'poe.ninja : HTTP 503',
        };
        return Response.json(job('succeeded'));
      },
    });
    renderAdmin(<LeagueSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Vérifier maintenant' }));
    expect(
      await screen.findByText("Trouvée sur le site d'échange officiel (liste des ligues)."),
    ).toBeTruthy();
    expect(polls).toBeGreaterThan(0);
    expect(screen.getByText(/^Suivie depuis le 24 juillet 2026/)).toBeTruthy();
    expect(screen.getByText(/Réponse des stand-ins locaux/)).toBeTruthy();
    expect(
      screen.getByText(/Vérification échouée le 2 décembre 2026 .*poe\.ninja : HTTP 503/),
    ).toBeTruthy();
    await waitFor(() =>
      expect(called(calls)).toEqual([
        'GET /api/admin/league',
        'POST /api/admin/update-league',
        'GET /api/admin/jobs/7',
        'GET /api/admin/league',
      ]),
    );
  });
});
