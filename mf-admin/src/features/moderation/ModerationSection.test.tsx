// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { called, renderAdmin, serve } from '../../test/renderAdmin';
import type { PendingItem } from './moderationApi';
import { ModerationSection } from './ModerationSection';

const build: PendingItem = {
  kind: 'build',
  id: 4,
  title: 'Totem de feu pour débuter',
  author: 'marie_crea',
  user_id: 2,
  created_at: '2026-10-01T08:00:00.000Z',
  change: 'new',
  edited_at: null,
  changes: [],
};
const guide: PendingItem = { ...build, kind: 'guide', id: 9, title: 'Farmer les cartes' };

describe('ModerationSection', () => {
  it('lists each pending item with its kind, author, date and a link to read it', async () => {
    serve({ 'GET /api/admin/moderation': () => Response.json({ items: [build, guide] }) });
    renderAdmin(<ModerationSection />);
    expect(
      await screen.findByRole('heading', { name: 'Contenus en attente de validation (2)' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: build.title }).getAttribute('href')).toBe(
      '/build/custom/4',
    );
    expect(screen.getByRole('link', { name: guide.title }).getAttribute('href')).toBe(
      '/guide/custom/9',
    );
    expect(screen.getAllByText('par marie_crea, le 01/10/2026')).toHaveLength(2);
    expect(screen.getByText('Build')).toBeTruthy();
    expect(screen.getByText('Guide')).toBeTruthy();
  });

  it('publishes an item and reloads the queue', async () => {
    let items = [build, guide];
    const calls = serve({
      'GET /api/admin/moderation': () => Response.json({ items }),
      'POST /api/admin/moderation/build/4/publish': () => {
        items = [guide];
        return Response.json({ item: { ...build, is_public: true, review_status: 'published' } });
      },
    });
    renderAdmin(<ModerationSection />);
    fireEvent.click(await screen.findByRole('button', { name: `Publier « ${build.title} »` }));
    await waitFor(() => expect(screen.queryByText(build.title)).toBeNull());
    expect(called(calls)).toEqual([
      'GET /api/admin/moderation',
      'POST /api/admin/moderation/build/4/publish',
      'GET /api/admin/moderation',
    ]);
  });

  it('refuses only after a confirm, and says when someone else decided first', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    serve({
      'GET /api/admin/moderation': () => Response.json({ items: [guide] }),
      'POST /api/admin/moderation/guide/9/refuse': () =>
        Response.json({ error: "Ce contenu n'est plus en attente de validation" }, { status: 409 }),
    });
    renderAdmin(<ModerationSection />);
    fireEvent.click(await screen.findByRole('button', { name: `Refuser « ${guide.title} »` }));
    expect(confirm).toHaveBeenCalledWith('Voulez-vous vraiment refuser « Farmer les cartes » ?');
    expect(
      await screen.findByText("Erreur : Ce contenu n'est plus en attente de validation"),
    ).toBeTruthy();
  });

  it('shows an edit of a published build with its changes, and approves it', async () => {
    const edit: PendingItem = {
      ...build,
      id: 7,
      title: 'Arc glacial',
      change: 'edit',
      edited_at: '2026-10-03T09:00:00.000Z',
      changes: [
        { field: 'title', before: 'Arc glacial', after: 'Arc glacial corrigé' },
        {
          field: 'endgame',
          before: '<h2>Cartes</h2><p><b>T15</b></p>',
          after: '<p>Cartes <b>T16</b></p>',
        },
        { field: 'equipment', before: null, after: null },
      ],
    };
    let items = [edit];
    const calls = serve({
      'GET /api/admin/moderation': () => Response.json({ items }),
      'POST /api/admin/moderation/build/7/publish': () => {
        items = [];
        return Response.json({ item: { ...edit, is_public: true, review_status: 'published' } });
      },
    });
    renderAdmin(<ModerationSection />);
    expect(await screen.findByText('Modification')).toBeTruthy();
    expect(
      screen.getByText(
        'par marie_crea, modifié le 03/10/2026 ; les lecteurs voient la version approuvée',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('Voir les champs modifiés (3)'));
    expect(screen.getByText('Titre')).toBeTruthy();
    expect(screen.getByText('Après : Arc glacial corrigé')).toBeTruthy();
    // Rich text compared as its words, without markup.
    expect(screen.getByText('Avant : Cartes T15')).toBeTruthy();
    expect(screen.getByText('Après : Cartes T16')).toBeTruthy();
    expect(screen.getByText('Équipement principal')).toBeTruthy();
    expect(screen.getByText('Modifié (voir la page du contenu)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approuver « Arc glacial »' }));
    expect(await screen.findByText('Aucun contenu en attente de validation.')).toBeTruthy();
    expect(called(calls)).toContain('POST /api/admin/moderation/build/7/publish');
  });

  it('asks before refusing an edit, saying the approved version stays', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const edit: PendingItem = { ...guide, change: 'edit', edited_at: guide.created_at };
    const calls = serve({ 'GET /api/admin/moderation': () => Response.json({ items: [edit] }) });
    renderAdmin(<ModerationSection />);
    fireEvent.click(await screen.findByRole('button', { name: `Refuser « ${guide.title} »` }));
    expect(confirm).toHaveBeenCalledWith(
      'Voulez-vous vraiment refuser la modification de « Farmer les cartes » ? La version approuvée reste publique.',
    );
    expect(called(calls)).toEqual(['GET /api/admin/moderation']);
  });

  it('says when nothing waits', async () => {
    serve({ 'GET /api/admin/moderation': () => Response.json({ items: [] }) });
    renderAdmin(<ModerationSection />);
    expect(await screen.findByText('Aucun contenu en attente de validation.')).toBeTruthy();
  });
});
