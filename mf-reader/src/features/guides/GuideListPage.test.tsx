// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userSignedIn, type CurrentUser, type GuideCard, type GuideType } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { renderReader, serve } from '../../test/renderReader';
import { GuideListPage } from './GuideListPage';

const site = () =>
  Response.json({
    streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
    hiddenStaticGuides: [],
  });

const guide = (id: number, type: GuideType, title = `Guide ${id}`): GuideCard => ({
  id,
  user_id: 2,
  author: 'MarieCrea',
  title,
  description: 'Une description.',
  type,
  is_public: true,
  is_example: false,
  review_status: 'published',
  created_at: '2026-01-01T00:00:00.000Z',
  favourite_count: 0,
});

const creator: CurrentUser = {
  id: 2,
  username: 'marie_crea',
  role: 'createur',
  sessionStatus: 'valid',
};

/**
 * Serves the guide list: `answer` gets the query of each call; every call's query is kept,
 * as a plain object, in the returned list.
 */
function serveGuides(answer: (query: URLSearchParams) => { guides: GuideCard[]; total: number }) {
  const queries: Record<string, string>[] = [];
  serve({
    'GET /api/site': site,
    'GET /api/guides': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(Object.fromEntries(query));
      return Response.json({ ...answer(query), page: Number(query.get('page')), limit: 24 });
    },
  });
  return queries;
}

const lastQuery = (queries: Record<string, string>[]) => queries[queries.length - 1];
const category = () => screen.getByLabelText('Catégorie') as HTMLSelectElement;
const search = () => screen.getByLabelText('Rechercher (titre ou auteur)') as HTMLInputElement;
const groupHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Bien débuter');

describe('GuideListPage', () => {
  it('groups the guides under their type, with the count line', async () => {
    serveGuides(() => ({
      guides: [
        guide(1, 'Guide de craft', 'Les essences'),
        guide(2, 'Guide global', 'Bien débuter sa ligue'),
        guide(3, 'Guide global', 'Les cartes'),
      ],
      total: 3,
    }));
    renderReader(<GuideListPage />);
    expect(await screen.findByText('3 guides trouvés')).toBeTruthy();
    expect(groupHeadings()).toEqual(['Guides globaux', 'Guides de craft']);
    const global = screen.getByRole('region', { name: 'Guides globaux' });
    expect(global.textContent).toContain('Bien débuter sa ligue');
    expect(global.textContent).toContain('Les cartes');
    expect(global.textContent).not.toContain('Les essences');
  });

  it('marks only the guides the site ships « Exemple »', async () => {
    serveGuides(() => ({
      guides: [
        { ...guide(1, 'Guide global', 'Bien débuter sa ligue'), is_example: true },
        guide(2, 'Guide global', 'Les cartes'),
      ],
      total: 2,
    }));
    renderReader(<GuideListPage />);
    const shipped = await screen.findByRole('link', { name: /Bien débuter sa ligue/ });
    expect(within(shipped).getByTestId('example-badge').textContent).toBe('Exemple');
    const written = screen.getByRole('link', { name: /Les cartes/ });
    expect(within(written).queryByTestId('example-badge')).toBeNull();
  });

  it('asks for public guides, page by page, and a filter narrows the server query from page 1', async () => {
    const queries = serveGuides((query) => ({
      guides: [guide(Number(query.get('page')), 'Guide global')],
      total: 30,
    }));
    renderReader(<GuideListPage />);
    expect(await screen.findByText('Page 1 sur 2')).toBeTruthy();
    expect(lastQuery(queries)).toEqual({ page: '1', limit: '24', is_public: 'true' });

    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeTruthy();
    expect(lastQuery(queries)).toMatchObject({ page: '2' });

    fireEvent.change(category(), { target: { value: 'Guide de craft' } });
    await waitFor(() =>
      expect(lastQuery(queries)).toEqual({
        page: '1',
        limit: '24',
        is_public: 'true',
        type: 'Guide de craft',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ page: '2' }));
    fireEvent.change(search(), { target: { value: ' essences ' } });
    await waitFor(() =>
      expect(lastQuery(queries)).toMatchObject({ search: 'essences', page: '1' }),
    );
  });

  it('lets the server decide for a signed-in reader', async () => {
    const queries = serveGuides(() => ({ guides: [], total: 0 }));
    const view = renderReader(<GuideListPage />);
    act(() => {
      view.store.dispatch(userSignedIn(creator));
    });
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', limit: '24' }));
  });

  it('says no guide was written yet, offering a creator the first one', async () => {
    serveGuides(() => ({ guides: [], total: 0 }));
    const view = renderReader(<GuideListPage />);
    expect(await screen.findByText("Aucun guide n'a encore été créé.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Créer le premier guide' })).toBeNull();
    act(() => {
      view.store.dispatch(userSignedIn(creator));
    });
    expect(
      (await screen.findByRole('link', { name: 'Créer le premier guide' })).getAttribute('href'),
    ).toBe('/guide/create');
    expect(screen.queryByText('Aucun guide ne correspond à vos critères de recherche.')).toBeNull();
  });

  it('says no guide matches the filters, and its reset shows every guide again', async () => {
    // Only a query with neither a category nor a search finds the guide.
    const queries = serveGuides((query) =>
      query.get('type') || query.get('search')
        ? { guides: [], total: 0 }
        : { guides: [guide(1, 'Guide global')], total: 1 },
    );
    renderReader(<GuideListPage />);
    expect(await screen.findByText('1 guide trouvé')).toBeTruthy();
    fireEvent.change(category(), { target: { value: 'Astuce de Farm' } });
    fireEvent.change(search(), { target: { value: 'xyz' } });
    const empty = await screen.findByText(
      /Aucun guide ne correspond à vos critères de recherche\./,
    );
    expect(screen.queryByText("Aucun guide n'a encore été créé.")).toBeNull();
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ search: 'xyz' }));

    fireEvent.click(within(empty).getByRole('button', { name: 'Réinitialiser' }));
    expect(category().value).toBe('');
    expect(search().value).toBe('');
    expect(await screen.findByText('1 guide trouvé')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Guides globaux' })).toBeTruthy();
  });

  it('says « Erreur : {message} » with the server’s sentence when the list fails', async () => {
    serve({
      'GET /api/site': site,
      'GET /api/guides': () =>
        Response.json({ error: 'Paramètre de tri inconnu' }, { status: 400 }),
    });
    renderReader(<GuideListPage />);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Erreur lors du chargement des guides. Veuillez réessayer.'),
    ).toBeTruthy();
    expect(within(alert).getByText('Erreur : Paramètre de tri inconnu')).toBeTruthy();
    expect(alert.textContent).not.toContain('indisponible');
  });
});
