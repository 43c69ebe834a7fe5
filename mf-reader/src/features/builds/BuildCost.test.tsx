// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { BuildCost } from './BuildCost';
import type { BuildCost as Cost, PhaseCost } from './buildCostApi';

const empty = (phase: PhaseCost['phase']): PhaseCost => ({
  phase,
  totalChaos: null,
  totalDivine: null,
  unpricedCount: 0,
  priced: [],
  unpriced: [],
});

const cost: Cost = {
  buildId: 7,
  league: 'Mercenaries',
  pricesAt: '2026-11-24T05:30:00.000Z',
  stale: false,
  divineChaos: 180.5,
  phases: [
    empty('general'),
    {
      phase: 'leveling',
      totalChaos: 361.5,
      totalDivine: 2,
      unpricedCount: 2,
      priced: [
        {
          kind: 'unique',
          name: 'Tabula Rasa',
          displayName: 'Tabula Rasa',
          count: 1,
          unitChaos: 358.5,
          chaos: 358.5,
        },
        {
          kind: 'gem',
          name: 'Fortify Support',
          displayName: 'Soutien : Renforcement',
          count: 2,
          unitChaos: 1.5,
          chaos: 3,
        },
      ],
      unpriced: [
        {
          kind: 'unique',
          name: 'Headhunter',
          displayName: 'Headhunter',
          base: 'Leather Belt',
          rarity: 'unique',
          count: 1,
        },
        {
          kind: 'item',
          name: 'Doom Bite',
          displayName: 'Doom Bite',
          base: 'Vaal Axe',
          rarity: 'rare',
          count: 1,
        },
      ],
    },
    empty('premier_equipement'),
    empty('endgame'),
    empty('optimisation'),
  ],
};

const frenchNames = {
  'GET /api/game/names': () =>
    Response.json({
      names: [
        { kind: 'unique', name: 'Headhunter', displayName: 'Chasseur de têtes' },
        { kind: 'unique', name: 'Tabula Rasa', displayName: 'Tabula Rasa' },
      ],
    }),
};

const items = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the build cost panel', () => {
  it('shows each priced phase in chaos and divine, its lines, what is not priced and the date', async () => {
    const calls = serve({ 'GET /api/builds/7/cost': () => Response.json(cost), ...frenchNames });
    renderReader(<BuildCost buildId={7} />);
    expect(screen.getByRole('heading', { name: 'Coût estimé' })).toBeTruthy();
    expect(await screen.findByText('361,5 chaos')).toBeTruthy();
    const summary = screen.getByText('Leveling').closest('summary');
    expect(summary?.textContent).toBe(
      'Leveling' +
        'uniques et gemmes : ≈ 361,5 chaos (2 divine)' +
        ' ; 1 objet rare sans prix' +
        ' ; 1 unique ou gemme absent de poe.ninja',
    );
    // Phases with nothing to price are left out.
    expect(screen.queryByText('Équipement principal')).toBeNull();
    expect(items('Objets et gemmes estimés')).toEqual([
      'Tabula Rasa — 358,5 chaos',
      'Soutien : Renforcement ×2 — 3 chaos',
    ]);
    // Uniques are named as the equipment grid names them, in French where the catalogue can.
    await expect
      .poll(() => items('Non estimés'))
      .toEqual([
        'Chasseur de têtes — Prix inconnu (absent de poe.ninja)',
        'Doom Bite — Prix inconnu (objet rare, sans prix de marché)',
      ]);
    expect(screen.getByText('Prix poe.ninja du 24 novembre 2026')).toBeTruthy();
    expect(called(calls)).toEqual([
      'GET /api/builds/7/cost',
      'GET /api/game/names?lang=fr&names=Headhunter%7CTabula+Rasa',
    ]);
  });

  it('keeps the names the build was written with in English, without asking', async () => {
    const calls = serve({ 'GET /api/builds/7/cost': () => Response.json(cost), ...frenchNames });
    renderReader(<BuildCost buildId={7} />, 'en');
    expect(
      await screen.findByText('Headhunter — Price unknown (not listed on poe.ninja)'),
    ).toBeTruthy();
    expect(called(calls)).toEqual(['GET /api/builds/7/cost']);
  });

  it('says when the prices are old because poe.ninja did not answer, in English too', async () => {
    serve({ 'GET /api/builds/7/cost': () => Response.json({ ...cost, stale: true }) });
    renderReader(<BuildCost buildId={7} />, 'en');
    expect(await screen.findByText('361.5 chaos')).toBeTruthy();
    expect(
      screen.getByText(
        'poe.ninja prices of November 24, 2026 (poe.ninja is not answering: prices not updated)',
      ),
    ).toBeTruthy();
  });

  it('reads « Prix inconnu » for a phase with nothing priced, never 0 chaos', async () => {
    const unknown: PhaseCost = {
      ...empty('general'),
      // An older server answered 0 here: the lines decide, not the total.
      totalChaos: 0,
      totalDivine: 0,
      unpricedCount: 3,
      unpriced: [
        {
          kind: 'gem',
          name: 'Unlisted',
          displayName: 'Gemme rare',
          base: '',
          rarity: '',
          count: 2,
        },
        { kind: 'item', name: 'Txt', displayName: 'Objet collé', base: '', rarity: '', count: 1 },
      ],
    };
    serve({
      'GET /api/builds/7/cost': () =>
        Response.json({ ...cost, phases: [unknown, ...cost.phases.slice(1)] }),
    });
    renderReader(<BuildCost buildId={7} />);
    const summary = (await screen.findByText('Équipement principal')).closest('summary');
    expect(summary?.textContent).toBe(
      'Équipement principal' +
        'uniques et gemmes : inconnu' +
        ' ; 1 objet non reconnu' +
        ' ; 2 uniques ou gemmes absents de poe.ninja',
    );
    expect(screen.queryByText('0 chaos')).toBeNull();
    expect(
      screen.getByText('Gemme rare ×2 — Prix inconnu (absent de poe.ninja)').closest('details'),
    ).toBe(summary?.parentElement);
    expect(screen.getByText('Objet collé — Prix inconnu (objet non reconnu)')).toBeTruthy();
  });

  it('says how many items are not priced in English too', async () => {
    serve({ 'GET /api/builds/7/cost': () => Response.json(cost) });
    renderReader(<BuildCost buildId={7} />, 'en');
    const summary = (await screen.findByText('Leveling')).closest('summary');
    expect(summary?.textContent).toBe(
      'Leveling' +
        'uniques and gems: ≈ 361.5 chaos (2 divine)' +
        '; 1 rare item with no price' +
        '; 1 unique or gem not on poe.ninja',
    );
    expect(screen.getByText('Doom Bite — Price unknown (rare item, no market price)')).toBeTruthy();
  });

  it('draws nothing for a build with nothing to price', async () => {
    const calls = serve({
      'GET /api/builds/7/cost': () =>
        Response.json({ ...cost, phases: cost.phases.map((p) => empty(p.phase)) }),
    });
    const { container } = renderReader(<BuildCost buildId={7} />);
    await screen.findByText('Calcul du coût…');
    await expect.poll(() => container.querySelector('section')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('says the cost cannot be estimated when the server refuses', async () => {
    serve({
      'GET /api/builds/7/cost': () =>
        Response.json({ error: 'Build non trouvé.' }, { status: 404 }),
    });
    renderReader(<BuildCost buildId={7} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible d’estimer le coût de ce build pour le moment.',
    );
  });
});
