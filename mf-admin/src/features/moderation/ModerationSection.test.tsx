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

  it('says when nothing waits', async () => {
    serve({ 'GET /api/admin/moderation': () => Response.json({ items: [] }) });
    renderAdmin(<ModerationSection />);
    expect(await screen.findByText('Aucun contenu en attente de validation.')).toBeTruthy();
  });
});
