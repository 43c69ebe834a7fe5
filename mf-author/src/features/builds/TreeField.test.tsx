// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAuthorPage, serve, type Answer } from '../../test/renderAuthorPage';
import BuildFormPage from './BuildFormPage';

const site = {
  streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
  game: { league: 'Mercenaries', gameVersion: '3.26', leagues: ['Mercenaries'] },
};

/** A three-node tree in the API's `PassiveTreeData` shape: a Ranger start, a notable, an ascendancy notable. */
const data = {
  version: '3.26',
  classes: [
    {
      id: 2,
      name: 'Ranger',
      startNode: 1,
      ascendancies: [{ id: 1, name: 'Deadeye', startNode: 10 }],
    },
  ],
  nodes: [
    { id: 1, x: 0, y: 0, kind: 'classStart', name: 'RANGER', stats: [], ascendancy: null },
    {
      id: 2,
      x: 100,
      y: 0,
      kind: 'notable',
      name: 'Heart of the Hunter',
      stats: [],
      ascendancy: null,
    },
    { id: 3, x: 200, y: 0, kind: 'normal', name: 'Dexterity', stats: [], ascendancy: null },
    {
      id: 10,
      x: -500,
      y: 0,
      kind: 'ascendancyStart',
      name: 'Deadeye',
      stats: [],
      ascendancy: 'Deadeye',
    },
    { id: 11, x: -400, y: 0, kind: 'notable', name: 'Far Shot', stats: [], ascendancy: 'Deadeye' },
  ],
  links: [
    { a: 1, b: 2 },
    { a: 2, b: 3 },
    { a: 10, b: 11 },
  ],
  bounds: { minX: -600, minY: -100, maxX: 300, maxY: 100 },
};

const decoded = (title: string, nodes: number[]) => ({
  version: '3.26',
  class_id: 2,
  ascendancy_id: 1,
  nodes,
  title,
  url: '',
  classe: 'Ranger',
  ascendancy: 'Deadeye',
});

const routes = (decode: Answer): Record<string, Answer> => ({
  'GET /api/site': () => json(200, site),
  'GET /api/game/passive-tree': () =>
    json(200, {
      current: '3.26',
      versions: [
        { version: '3.26', dataUrl: '/api/game/passive-tree/3.26/abc.json', fetchedAt: '' },
      ],
    }),
  'GET /api/game/passive-tree/3.26/abc.json': () => json(200, data),
  'POST /api/game/passive-tree/decode': decode,
  'POST /api/builds': async (request) => json(201, { ...(await request.json()), id: 12 }),
});

const renderCreate = () =>
  renderAuthorPage(<BuildFormPage mode="create" />, {
    path: '/build/create',
    pattern: '/build/create',
    role: 'createur',
  });

const paste = (url: string) => {
  fireEvent.change(screen.getByLabelText("Adresse de l'arbre passif (site officiel ou pobb.in)"), {
    target: { value: url },
  });
  fireEvent.click(screen.getByRole('button', { name: "Lire l'arbre" }));
};

beforeEach(() => {
  // jsdom draws nothing; the preview's points come from the data all the same.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** Rates every criterion 3 stars: the form saves nothing while one is left « À choisir ». */
const rateAll = () =>
  screen.getAllByRole('radio', { name: / : 3 sur 5$/ }).forEach((star) => fireEvent.click(star));

describe('the passive tree of the build form', () => {
  it('reads a pasted address, shows its points, takes its class and saves it', async () => {
    const calls = serve(routes(() => json(200, { trees: [decoded('', [1, 2, 3, 10, 11])] })));
    renderCreate();
    const address = 'https://www.pathofexile.com/passive-skill-tree/AAAABgIBAAMA';
    paste(address);
    expect(await screen.findByText('2 points')).toBeTruthy();
    expect(screen.getByText("1 point d'ascendance")).toBeTruthy();
    const decodeCall = calls.find((call) => call.url.endsWith('/decode'));
    expect(await decodeCall?.json()).toEqual({ url: address });
    expect((screen.getByLabelText('Classe') as HTMLSelectElement).value).toBe('Ranger');

    fireEvent.change(screen.getByLabelText('Titre du build'), { target: { value: 'Arc' } });
    rateAll();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer comme brouillon' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/builds'))).toBe(
        true,
      ),
    );
    const saved = await calls.find((call) => call.url.endsWith('/api/builds'))?.json();
    expect(saved.passive_trees).toEqual({
      main: {
        version: '3.26',
        class_id: 2,
        ascendancy_id: 1,
        nodes: [1, 2, 3, 10, 11],
        title: '',
        url: '',
      },
    });
  });

  it('shows the server’s French reason under the field', async () => {
    serve(
      routes(() => json(400, { error: "Adresse d'arbre passif invalide : version 2 inconnue." })),
    );
    renderCreate();
    paste('https://www.pathofexile.com/passive-skill-tree/AAAAAg');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Adresse d'arbre passif invalide : version 2 inconnue.",
    );
  });

  it('asks which tree of a link with several goes to the tab, and removes it', async () => {
    serve(
      routes(() =>
        json(200, { trees: [decoded('Level 30', [1, 2]), decoded('Final', [1, 2, 3])] }),
      ),
    );
    renderCreate();
    paste('https://pobb.in/abc');
    const choice = await screen.findByRole('group', { name: /plusieurs arbres/ });
    fireEvent.click(within(choice).getByRole('button', { name: 'Prendre « Final »' }));
    expect(await screen.findByText('2 points')).toBeTruthy();
    expect(screen.getByText(/Final — Arbre 3\.26/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Retirer l'arbre" }));
    expect(screen.queryByText(/Final — Arbre/)).toBeNull();
  });

  it('refuses a link whose trees are of a version the site does not hold', async () => {
    serve(routes(() => json(200, { trees: [{ ...decoded('Final', [1, 2]), version: '3.25' }] })));
    renderCreate();
    await new Promise((resolve) => setTimeout(resolve, 20));
    paste('https://pobb.in/old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Cet arbre est fait pour la version 3.25 du jeu ; le site a l'arbre 3.26.",
    );
    expect(screen.queryByText(/Final — Arbre/)).toBeNull();
  });

  it('asks for an address before calling the server', () => {
    const calls = serve(routes(() => json(500, {})));
    renderCreate();
    paste('  ');
    expect(screen.getByRole('alert').textContent).toBe(
      "Collez une adresse d'arbre passif ou un lien pobb.in.",
    );
    expect(calls.some((call) => call.url.endsWith('/decode'))).toBe(false);
  });
});
