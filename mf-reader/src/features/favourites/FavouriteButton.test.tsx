// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { userSignedIn, type Role } from 'shared-ui';
import { useGetBuildQuery, useGetBuildsQuery } from '../../contentHooks';
import { describe, expect, it } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { BuildCards } from '../builds/BuildCards';
import { FavouriteButton } from './FavouriteButton';

const build = {
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
  updated_at: '2026-02-03T00:00:00.000Z',
  league: 'Settlers',
  game_version: '3.25',
  favourite_count: 4,
  is_favourite: false,
};
const site = {
  streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
  hiddenStaticGuides: [],
  game: { league: 'Mercenaries', gameVersion: '3.26', leagues: ['Mercenaries', 'Settlers'] },
};

/** The build page's toggle and the list's card, both reading the cache as the screens do. */
function Screens() {
  const page = useGetBuildQuery(3).data;
  const list = useGetBuildsQuery({ page: 1 }).data;
  return (
    <>
      {page && (
        <FavouriteButton
          kind="build"
          id={page.id}
          isFavourite={page.is_favourite}
          count={page.favourite_count}
        />
      )}
      {list && <BuildCards builds={list.builds} />}
    </>
  );
}

function held(response: () => Response) {
  let release = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(response());
  });
  return { answer: () => answer, release: () => release() };
}

const render = (role: Role | null) => {
  const view = renderReader(<Screens />);
  if (role) {
    act(() => {
      view.store.dispatch(userSignedIn({ id: 9, username: 'Paul', role, sessionStatus: 'valid' }));
    });
  }
  return view;
};

const routes = {
  'GET /api/builds/3': () => Response.json(build),
  'GET /api/builds': () => Response.json({ builds: [build], total: 1, page: 1, limit: 20 }),
  'GET /api/site': () => Response.json(site),
  'GET /api/favourites': () => Response.json({ items: [], total: 0, page: 1, limit: 20 }),
};

describe('FavouriteButton', () => {
  it('marks at once on the page and the card, then takes the server’s count', async () => {
    const put = held(() => Response.json({ is_favourite: true, favourite_count: 7 }));
    const calls = serve({ ...routes, 'PUT /api/builds/3/favourite': put.answer });
    render('user');
    const toggle = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('4 favoris')).toBeTruthy();
    fireEvent.click(toggle);
    // Before the server answers: pressed, one more, on the card too.
    const pressed = await screen.findByRole('button', { name: 'Retirer des favoris' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('5 favoris')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer des favoris (5 favoris)' })).toBeTruthy();
    put.release();
    expect(await screen.findByText('7 favoris')).toBeTruthy();
    expect(called(calls)).toContain('PUT /api/builds/3/favourite');
  });

  it('puts everything back and says why when the server refuses', async () => {
    serve({
      ...routes,
      'PUT /api/builds/3/favourite': () =>
        Response.json({ error: 'Compte restreint' }, { status: 403 }),
    });
    render('user');
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Compte restreint');
    const toggle = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('4 favoris')).toBeTruthy();
  });

  it('shows anonymous readers the count and a way to sign in, not a toggle', async () => {
    serve(routes);
    render(null);
    expect(
      await screen.findByRole('link', { name: 'Se connecter pour ajouter aux favoris' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
    expect(screen.getAllByText('4 favoris').length).toBeGreaterThan(0);
  });

  it('lets a blacklisted account only remove a mark', async () => {
    serve(routes);
    render('blacklist');
    await screen.findByText('Cyclone Slayer');
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
  });

  it('tags the card with its league, the old-league mark and the French update day', async () => {
    serve(routes);
    render(null);
    const tag = await screen.findByTestId('league-tag');
    expect(tag.textContent).toContain('Settlers · 3.25');
    expect(await screen.findByText('Ancienne ligue')).toBeTruthy();
    expect(tag.textContent).toContain('Mis à jour le 03/02/2026');
  });
});
