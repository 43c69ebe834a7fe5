// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { userSignedIn } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { FavouritesPage } from './FavouritesPage';

const buildCard = {
  id: 3,
  user_id: 1,
  author: 'ExileStreamer',
  title: 'Cyclone Slayer',
  introduction: 'Tourner sans fin.',
  classe: 'Duelist',
  ascendancy: 'Slayer',
  ratings: null,
  is_public: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  league: 'Mercenaries',
  game_version: '3.26',
  favourite_count: 2,
  is_favourite: true,
};
const guideCard = {
  id: 3,
  user_id: 2,
  author: 'MarieCrea',
  title: 'Bien crafter',
  description: 'Les bases du craft.',
  type: 'Guide de craft',
  is_public: true,
  created_at: '2026-01-01T00:00:00.000Z',
  favourite_count: 1,
  is_favourite: true,
};

const signIn = (view: ReturnType<typeof renderReader>) =>
  act(() => {
    view.store.dispatch(
      userSignedIn({ id: 9, username: 'Paul', role: 'user', sessionStatus: 'valid' }),
    );
  });

describe('FavouritesPage', () => {
  it('lists builds and guides, last marked first, and drops one once removed', async () => {
    let items = [
      { kind: 'guide', favourited_at: '2026-03-02T00:00:00.000Z', guide: guideCard },
      { kind: 'build', favourited_at: '2026-03-01T00:00:00.000Z', build: buildCard },
    ];
    const calls = serve({
      'GET /api/site': () => Response.json({ streamer: { login: 'x', displayName: 'X' } }),
      'GET /api/favourites': () =>
        Response.json({ items, total: items.length, page: 1, limit: 24 }),
      'GET /api/favourites/next-steps': () => Response.json({ builds: [] }),
      'DELETE /api/guides/3/favourite': () => {
        items = items.filter((item) => item.kind !== 'guide');
        return Response.json({ is_favourite: false, favourite_count: 0 });
      },
    });
    const view = renderReader(<FavouritesPage />);
    signIn(view);
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(['Bien crafter', 'Cyclone Slayer']);
    expect(screen.getByText('Guide · par MarieCrea')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer des favoris (1 favori)' }));
    await screen.findByText('1 favori', { selector: '[role="status"]' });
    expect(screen.queryByText('Bien crafter')).toBeNull();
    expect(called(calls)).toContain('DELETE /api/guides/3/favourite');
  });

  it('shows on a followed build’s card the next step not ticked', async () => {
    const gem = {
      name: 'Cyclone',
      displayName: 'Cyclone',
      icon: '/images/gems/Cyclone.png',
      level: 28,
      reward: null,
    };
    const step = {
      key: 'gem:Cyclone',
      kind: 'gem',
      level: 28,
      act: 3,
      slot: null,
      gems: [gem],
      items: [],
      passives: [],
    };
    serve({
      'GET /api/site': () => Response.json({ streamer: { login: 'x', displayName: 'X' } }),
      'GET /api/favourites': () =>
        Response.json({
          items: [{ kind: 'build', favourited_at: '2026-03-01T00:00:00.000Z', build: buildCard }],
          total: 1,
          page: 1,
          limit: 24,
        }),
      'GET /api/favourites/next-steps': () =>
        Response.json({
          builds: [{ buildId: 3, done: 4, total: 20, step, phase: 'premier_equipement' }],
        }),
    });
    const view = renderReader(<FavouritesPage />);
    signIn(view);
    const line = await screen.findByTestId('next-step');
    expect(line.textContent).toBe('Prochaine étape : Prendre Cyclone · 4 / 20 étapes cochées');
  });

  it('says when there is nothing yet', async () => {
    serve({
      'GET /api/site': () => Response.json({ streamer: { login: 'x', displayName: 'X' } }),
      'GET /api/favourites': () => Response.json({ items: [], total: 0, page: 1, limit: 24 }),
      'GET /api/favourites/next-steps': () => Response.json({ builds: [] }),
    });
    const view = renderReader(<FavouritesPage />);
    signIn(view);
    expect(await screen.findByText('Aucun favori pour le moment.')).toBeTruthy();
  });

  it('asks an anonymous reader to sign in, without calling the server', () => {
    const calls = serve({});
    renderReader(<FavouritesPage />);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/userauth',
    );
    expect(called(calls).filter((c) => c.includes('favourites'))).toEqual([]);
  });
});
