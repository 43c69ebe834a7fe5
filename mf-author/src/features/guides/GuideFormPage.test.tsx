// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { Guide } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { json, renderAuthorPage, serve } from '../../test/renderAuthorPage';
import GuideFormPage from './GuideFormPage';

const guide: Guide = {
  id: 7,
  user_id: 2,
  author: 'MarieCrea',
  title: 'Crafter ses bottes',
  description: 'Pas à pas.',
  type: 'Guide de craft',
  is_public: false,
  is_example: false,
  created_at: '2026-11-22T08:00:00.000Z',
  updated_at: '2026-11-22T08:00:00.000Z',
  favourite_count: 0,
  content: '<p>Une orbe de transmutation.</p>',
  review_status: 'pending',
};

const FORBIDDEN = 'Seul l’auteur du guide ou un administrateur peut le modifier ou le supprimer.';

const renderCreate = () =>
  renderAuthorPage(<GuideFormPage mode="create" />, {
    path: '/guide/create',
    pattern: '/guide/create',
    role: 'createur',
  });

const renderEdit = () =>
  renderAuthorPage(<GuideFormPage mode="edit" />, {
    path: '/guide/edit/7',
    pattern: '/guide/edit/:id',
    role: 'createur',
  });

// The label also holds the live count of characters left.
const description = () => screen.getByRole('textbox', { name: /^Description/ });
const where = () => screen.getByRole('status', { name: 'adresse' }).textContent;

describe('GuideFormPage', () => {
  it('shows the creation error with the server’s message and keeps what was typed', async () => {
    serve({
      'POST /api/guides': () => json(400, { error: 'Requête invalide : le titre est obligatoire' }),
    });
    renderCreate();
    fireEvent.change(description(), { target: { value: 'Mon brouillon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer comme brouillon' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur lors de la création du guide : Requête invalide : le titre est obligatoire',
    );
    expect(description()).toHaveProperty('value', 'Mon brouillon');
    expect(screen.getByRole('button', { name: 'Enregistrer comme brouillon' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(where()).toBe('/guide/create');
  });

  it('shows the edit error with the server’s message and stays on the form', async () => {
    const calls = serve({
      'GET /api/guides/7': () => json(200, guide),
      'PUT /api/guides/7': () => json(403, { error: FORBIDDEN }),
    });
    renderEdit();
    // The guide is waiting for validation: editing it keeps it submitted unless she chooses.
    fireEvent.click(await screen.findByRole('button', { name: 'Soumettre pour publication' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      `Erreur lors de la modification du guide : ${FORBIDDEN}`,
    );
    expect(screen.getByLabelText('Titre')).toHaveProperty('value', 'Crafter ses bottes');
    expect(where()).toBe('/guide/edit/7');
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
  });

  it('shows the owner’s waiting edit of a published guide and submits it again', async () => {
    const published: Guide = {
      ...guide,
      title: 'Crafter ses bottes (corrigé)',
      is_public: true,
      review_status: 'published',
      pending_edit: { status: 'pending', submitted_at: '2026-11-23T08:00:00.000Z' },
    };
    const calls = serve({
      'GET /api/guides/7': () => json(200, published),
      'PUT /api/guides/7': () => json(200, published),
    });
    renderEdit();
    expect((await screen.findByText(/^Modification en attente de validation/)).textContent).toBe(
      'Modification en attente de validation : les lecteurs voient encore la version approuvée.',
    );
    expect(screen.getByLabelText('Titre')).toHaveProperty('value', 'Crafter ses bottes (corrigé)');
    fireEvent.click(screen.getByRole('button', { name: 'Soumettre la modification' }));
    expect(await screen.findByText(/^Modification envoyée !/)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toMatchObject({ is_public: true });
  });

  it('says Chargement... until the guide to edit arrives, then shows it in the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve({ 'GET /api/guides/7': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderEdit();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Modifier le guide');
    expect(await screen.findByText('Chargement...')).toBeTruthy();
    expect(screen.queryByLabelText('Titre')).toBeNull();

    answer(json(200, guide));
    expect(await screen.findByDisplayValue('Crafter ses bottes')).toBeTruthy();
    expect(screen.queryByText('Chargement...')).toBeNull();
  });

  it('shows Erreur : {message} and a Retour to the guides when the guide cannot be loaded', async () => {
    serve({ 'GET /api/guides/7': () => json(403, { error: 'Accès refusé' }) });
    renderEdit();
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur : Accès refusé');
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/guide');
    expect(screen.queryByLabelText('Titre')).toBeNull();
  });
});
