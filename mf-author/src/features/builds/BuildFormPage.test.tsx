// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { blankBuild } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { json, renderAuthorPage, serve, type Answer } from '../../test/renderAuthorPage';
import BuildFormPage from './BuildFormPage';

const build = blankBuild({
  id: 5,
  user_id: 2,
  title: 'Totems du Hiérophante',
  introduction: 'Des totems.',
  classe: 'Templar',
  ascendancy: 'Hierophant',
  ratings: { difficulte: 2, cout: 5, boss: 4, rapidite: 3, survie: 5 },
  is_public: false,
  league: 'Mercenaries',
  game_version: '3.26',
});

const site = {
  streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
  game: { league: 'Mercenaries', gameVersion: '3.26', leagues: ['Mercenaries'] },
};

const FORBIDDEN = 'Seul l’auteur du build ou un administrateur peut le modifier ou le supprimer.';

/** The form also asks for the site's current league; every test answers that. */
const serveWithSite = (routes: Record<string, Answer>) =>
  serve({ 'GET /api/site': () => json(200, site), ...routes });

const renderCreate = () =>
  renderAuthorPage(<BuildFormPage mode="create" />, {
    path: '/build/create',
    pattern: '/build/create',
    role: 'createur',
  });

const renderEdit = () =>
  renderAuthorPage(<BuildFormPage mode="edit" />, {
    path: '/build/edit/5',
    pattern: '/build/edit/:id',
    role: 'createur',
  });

const where = () => screen.getByRole('status', { name: 'adresse' }).textContent;

/** Rates every criterion 3 stars: the form saves nothing while one is left « À choisir ». */
const rateAll = () =>
  screen.getAllByRole('radio', { name: / : 3 sur 5$/ }).forEach((star) => fireEvent.click(star));

describe('BuildFormPage', () => {
  it('shows the creation error with the server’s message and keeps what was typed', async () => {
    serveWithSite({
      'POST /api/builds': () =>
        json(400, {
          error: 'Requête invalide : le lien « video_url » doit être vide ou une adresse http(s)',
        }),
    });
    renderCreate();
    fireEvent.change(screen.getByLabelText('Titre du build'), { target: { value: 'Mon build' } });
    rateAll();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer comme brouillon' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur lors de la création du build : Requête invalide : le lien « video_url » doit être vide ou une adresse http(s)',
    );
    expect(screen.getByLabelText('Titre du build')).toHaveProperty('value', 'Mon build');
    expect(where()).toBe('/build/create');
  });

  it('asks for the five ratings before saving a new build, sending nothing until then', async () => {
    const calls = serveWithSite({});
    renderCreate();
    fireEvent.change(screen.getByLabelText('Titre du build'), { target: { value: 'Mon build' } });
    expect(screen.getAllByText('À choisir')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer comme brouillon' }));
    expect((await screen.findByRole('alert')).textContent).toContain('choisissez les notes');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves a creator’s build as a private draft unless they submit it for publication', async () => {
    const calls = serveWithSite({
      'POST /api/builds': () => json(400, { error: 'Requête invalide' }),
    });
    renderCreate();
    fireEvent.change(screen.getByLabelText('Titre du build'), { target: { value: 'Mon build' } });
    rateAll();
    expect(screen.getByRole('radio', { name: 'Enregistrer comme brouillon' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer comme brouillon' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('radio', { name: 'Soumettre pour publication' }));
    fireEvent.click(screen.getByRole('button', { name: 'Soumettre pour publication' }));
    const posts = () => calls.filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(2));
    const sent = await Promise.all(
      posts().map((call) => call.json() as Promise<{ is_public: boolean }>),
    );
    expect(sent.map((body) => body.is_public)).toEqual([false, true]);
  });

  it('shows the edit error with the server’s message and stays on the form', async () => {
    const calls = serveWithSite({
      'GET /api/builds/5': () => json(200, build),
      'PUT /api/builds/5': () => json(403, { error: FORBIDDEN }),
    });
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer comme brouillon' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      `Erreur lors de la modification du build : ${FORBIDDEN}`,
    );
    expect(screen.getByLabelText('Titre du build')).toHaveProperty(
      'value',
      'Totems du Hiérophante',
    );
    expect(where()).toBe('/build/edit/5');
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
  });

  it('says Chargement... until the build to edit arrives, then shows it in the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    serveWithSite({
      'GET /api/builds/5': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderEdit();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Modifier le build');
    expect(await screen.findByText('Chargement...')).toBeTruthy();
    expect(screen.queryByLabelText('Titre du build')).toBeNull();

    answer(json(200, build));
    expect(await screen.findByDisplayValue('Totems du Hiérophante')).toBeTruthy();
    expect(screen.queryByText('Chargement...')).toBeNull();
  });

  it('shows Erreur : {message} and a Retour to the builds when the build cannot be loaded', async () => {
    serveWithSite({ 'GET /api/builds/5': () => json(403, { error: 'Accès refusé' }) });
    renderEdit();
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur : Accès refusé');
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/build');
    expect(screen.queryByLabelText('Titre du build')).toBeNull();
  });
});
