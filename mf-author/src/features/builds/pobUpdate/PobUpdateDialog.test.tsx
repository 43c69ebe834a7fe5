// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderAuthorPage, serve } from '../../../test/renderAuthorPage';
import { PobUpdateDialog } from './PobUpdateDialog';

const review = {
  changes: {
    classe: { before: 'Templar', after: 'Witch' },
    level: 93,
    items: [{ slot: 'helmet', change: 'added', before: '', after: 'Goldrim' }],
    gems: [{ slot: 'Torse', added: ['Boule de feu'], removed: ['Séisme'], links: true }],
    trees: [
      {
        phase: 'main',
        added: 12,
        removed: 3,
        before_nodes: 40,
        after_nodes: 49,
        before_version: '3.26',
        after_version: '3.29',
      },
    ],
  },
  warnings: ['Gemmes sans emplacement sur le site : Portal.'],
  waits_for_review: true,
};

const page = () =>
  renderAuthorPage(<PobUpdateDialog buildId={7} open onClose={() => undefined} />, {
    path: '/build/edit/7',
    pattern: '/build/edit/:id',
    role: 'createur',
  });

describe('PobUpdateDialog', () => {
  it('shows what the code changes and writes only once confirmed', async () => {
    const calls = serve({
      'POST /api/builds/7/pob/review': () => json(200, review),
      'POST /api/builds/7/pob/update': () =>
        json(200, { id: 7, pending_edit: { status: 'pending', submitted_at: '' } }),
    });
    page();
    fireEvent.change(screen.getByLabelText("Code d'export ou lien de partage"), {
      target: { value: 'pobb.in/AbC' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Voir les changements' }));
    await screen.findByText('Classe : Templier → Sorcière');
    expect(screen.getByText('Niveau dans le code : 93')).toBeTruthy();
    expect(screen.getByText('Casque : Goldrim ajouté')).toBeTruthy();
    expect(screen.getByText(/ajoutées : Boule de feu/).textContent).toContain('retirées : Séisme');
    expect(screen.getByText(/Général : \+12 \/ −3 nœuds/).textContent).toContain('3.26 → 3.29');
    expect(screen.getByText(/validée par un administrateur/)).toBeTruthy();
    expect(screen.getByText('Gemmes sans emplacement sur le site : Portal.')).toBeTruthy();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/builds/7/pob/review']);
    expect(await calls[0]?.json()).toEqual({ lang: 'fr', url: 'https://pobb.in/AbC' });

    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la mise à jour' }));
    await screen.findByText(/Mise à jour envoyée/);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(new URL(calls[1]?.url ?? '').pathname).toBe('/api/builds/7/pob/update');
  });

  it('says the server’s reason for a refused code and stays on the paste step', async () => {
    serve({
      'POST /api/builds/7/pob/review': () =>
        json(400, { error: 'Code Path of Building invalide : ce n’est pas un export.' }),
    });
    page();
    fireEvent.change(screen.getByLabelText("Code d'export ou lien de partage"), {
      target: { value: 'abc' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Voir les changements' }));
    await screen.findByText(/Mise à jour impossible : Code Path of Building invalide/);
    expect(screen.getByLabelText("Code d'export ou lien de partage")).toBeTruthy();
  });
});
