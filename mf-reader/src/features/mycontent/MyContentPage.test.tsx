// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { userSignedIn, type Role } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { MyContentPage } from './MyContentPage';

const card = (id: number, title: string, is_public: boolean, review_status: string | null) => ({
  id,
  user_id: 2,
  author: 'MarieCrea',
  title,
  introduction: '',
  description: '',
  classe: 'Witch',
  ascendancy: '',
  type: 'Guide global',
  ratings: null,
  is_public,
  review_status,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const signIn = (view: ReturnType<typeof renderReader>, role: Role) =>
  act(() => {
    view.store.dispatch(
      userSignedIn({ id: 2, username: 'marie_crea', role, sessionStatus: 'valid' }),
    );
  });

describe('MyContentPage', () => {
  it('lists the author’s own builds and guides with their review state and links', async () => {
    const builds = [
      card(1, 'Brouillon privé', false, null),
      card(2, 'Soumis', false, 'pending'),
      card(3, 'En ligne', true, 'published'),
      card(4, 'Recalé', false, 'refused'),
    ];
    const calls = serve({
      'GET /api/builds': () => Response.json({ builds, total: 4, page: 1, limit: 100 }),
      'GET /api/guides': () =>
        Response.json({
          guides: [card(7, 'Mon guide', false, null)],
          total: 1,
          page: 1,
          limit: 100,
        }),
    });
    const view = renderReader(<MyContentPage />);
    signIn(view, 'createur');
    const mine = await screen.findByRole('region', { name: 'Mes builds' });
    const rows = await within(mine).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Brouillon privéBrouillonLireModifier',
      'SoumisEn attente de validationLireModifier',
      'En lignePubliéLireModifier',
      'RecaléRefuséLireModifier',
    ]);
    expect(
      screen.getByRole('link', { name: 'Modifier « Brouillon privé »' }).getAttribute('href'),
    ).toBe('/build/edit/1');
    expect(screen.getByRole('link', { name: 'Lire « Soumis »' }).getAttribute('href')).toBe(
      '/build/custom/2',
    );
    const guides = screen.getByRole('region', { name: 'Mes guides' });
    expect(await within(guides).findByText('Brouillon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier « Mon guide »' }).getAttribute('href')).toBe(
      '/guide/edit/7',
    );
    expect(called(calls)).toEqual(
      expect.arrayContaining([
        'GET /api/builds?user_id=2&limit=100',
        'GET /api/guides?user_id=2&limit=100',
      ]),
    );
  });

  it('asks nothing of the server for a plain reader or a visitor', () => {
    const calls = serve({});
    const view = renderReader(<MyContentPage />);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/userauth',
    );
    signIn(view, 'user');
    expect(screen.getByText('Cette page est réservée aux créateurs de contenu.')).toBeTruthy();
    expect(
      called(calls).filter((c) => c.includes('/api/builds') || c.includes('/api/guides')),
    ).toEqual([]);
  });
});
