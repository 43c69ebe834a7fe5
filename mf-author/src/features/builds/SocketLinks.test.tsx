// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { blankBuild } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { json, renderAuthorPage, serve } from '../../test/renderAuthorPage';
import { frenchCatalogue } from '../inserts/catalogueFixture';
import BuildFormPage from './BuildFormPage';

const build = blankBuild({
  id: 5,
  user_id: 2,
  title: 'Cyclone',
  classe: 'Duelist',
  league: 'Mercenaries',
  game_version: '3.26',
  gem_links: { gem_sockets_main: { Torse: [0, 0, 0, 0, 1, 1] } },
});

const site = {
  streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
  game: { league: 'Mercenaries', gameVersion: '3.26', leagues: ['Mercenaries'] },
};

/** French gloves as the game copies them: a 2-link and a 2-link. */
const GLOVES = [
  "Classe d'objet: Gants",
  'Rareté: Magique',
  'Gantelets en écailles de poisson',
  '--------',
  'Châsses : B-B G-R',
].join('\n');

function renderEdit() {
  const catalogue = Object.fromEntries(
    Object.entries(frenchCatalogue).map(([path, body]) => [`GET ${path}`, () => json(200, body)]),
  );
  const calls = serve({
    'GET /api/site': () => json(200, site),
    'GET /api/builds/5': () => json(200, build),
    'PUT /api/builds/5': () => json(200, build),
    ...catalogue,
  });
  renderAuthorPage(<BuildFormPage mode="edit" />, {
    path: '/build/edit/5',
    pattern: '/build/edit/:id',
    role: 'createur',
  });
  return calls;
}

/** The slot's fieldset, found by its legend (role queries over the whole form are slow). */
const slot = (label: string) =>
  within(screen.getByText(label, { selector: 'legend' }).closest('fieldset') as HTMLElement);

describe('socket links in the build form', () => {
  it('shows the stored links, toggles one, and saves them', async () => {
    const calls = renderEdit();
    await screen.findByDisplayValue('Cyclone');
    const torse = slot('Torse');
    expect(torse.getByLabelText('Délier les châsses 3 et 4 (Torse)')).toBeTruthy();
    expect(torse.getByLabelText('Lier les châsses 4 et 5 (Torse)')).toBeTruthy();
    expect(torse.getAllByLabelText(/^Délier/)).toHaveLength(4);
    expect(slot('Anneau 1').queryAllByLabelText(/Lier|Délier/)).toHaveLength(0);

    fireEvent.click(torse.getByLabelText('Délier les châsses 2 et 3 (Torse)'));
    expect(torse.getByLabelText('Lier les châsses 2 et 3 (Torse)')).toBeTruthy();

    // A creator's save button says what it does with the build: published, it submits the edit.
    fireEvent.click(screen.getByRole('button', { name: 'Soumettre la modification' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT') as Request;
    const body = (await put.json()) as { gem_links: unknown };
    expect(body.gem_links).toEqual({ gem_sockets_main: { Torse: [0, 0, 1, 1, 2, 2] } });
  }, 20_000);

  it('links a slot’s sockets as the pasted item’s Châsses line says', async () => {
    renderEdit();
    await screen.findByDisplayValue('Cyclone');
    fireEvent.click(screen.getByLabelText('Gants : vide, cliquez pour ajouter un objet'));
    fireEvent.change(screen.getByLabelText("Texte de l'objet copié dans le jeu"), {
      target: { value: GLOVES },
    });
    const save = screen.getByText('Enregistrer');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);

    const gloves = slot('Gants');
    await gloves.findByLabelText('Lier les châsses 2 et 3 (Gants)');
    expect(gloves.getByLabelText('Délier les châsses 1 et 2 (Gants)')).toBeTruthy();
    expect(gloves.getByLabelText('Délier les châsses 3 et 4 (Gants)')).toBeTruthy();
  }, 20_000);
});
