// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userSignedIn } from 'shared-ui';
import { describe, expect, it, vi } from 'vitest';
import { renderReader, serve } from '../../test/renderReader';
import { ContentPage, type PageItem } from './ContentPage';

// The comments load on their own; here only their place at the end of the page matters.
vi.mock('../comments/CommentSection', () => ({
  CommentSection: ({ contentType, contentId }: { contentType: string; contentId: number }) => (
    <section aria-label={`comments ${contentType} ${contentId}`} />
  ),
}));

const item: PageItem = {
  id: 7,
  title: 'Cyclone Slayer',
  author: 'MarieCrea',
  user_id: 2,
  review_status: 'pending',
  favourite_count: 3,
  is_favourite: false,
};

function show(props: Partial<Parameters<typeof ContentPage<PageItem>>[0]>, signedIn = false) {
  serve({});
  const view = renderReader(
    <ContentPage
      kind="build"
      item={item}
      isLoading={false}
      error={undefined}
      onDelete={() => Promise.resolve()}
      deleting={false}
      onWithdrawEdit={() => Promise.resolve()}
      {...props}
    >
      {(shown) => <p>Corps de {shown.title}</p>}
    </ContentPage>,
  );
  if (signedIn)
    view.store.dispatch(
      userSignedIn({ id: 2, username: 'marie_crea', role: 'createur', sessionStatus: 'valid' }),
    );
  return view;
}

describe('ContentPage', () => {
  it("says 'Build introuvable' with Retour to the list when the build is missing", () => {
    show({ item: undefined, error: { status: 404, message: 'HTTP 404' } });
    expect(screen.getByRole('heading', { name: 'Build introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/build');
  });

  it('shows the title, author and lineage, the body, then the back link and the comments', () => {
    show({ lineage: () => 'Rôdeuse · Furie', backTo: '/build?classe=Ranger' });
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Cyclone Slayer' })).toBeTruthy();
    expect(within(article).getByText('par MarieCrea · Rôdeuse · Furie')).toBeTruthy();
    const favourite = { name: 'Se connecter pour ajouter aux favoris' };
    expect(within(article).getByRole('link', favourite)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
    const order = [...article.children].map((child) => child.textContent);
    expect(order.slice(-3)).toEqual(['Corps de Cyclone Slayer', 'Retour à la liste', '']);
    const back = screen.getByRole('link', { name: 'Retour à la liste' });
    expect(back.getAttribute('href')).toBe('/build?classe=Ranger');
    expect(screen.getByRole('region', { name: 'comments build 7' })).toBeTruthy();
  });

  it("gives a guide's owner its badges, the edit link and the review status", async () => {
    show({ kind: 'guide', badges: () => <span>Exemple</span> }, true);
    expect(await screen.findByRole('link', { name: 'Modifier' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(
      '/guide/edit/7',
    );
    expect(screen.getByText('par MarieCrea')).toBeTruthy();
    expect(screen.getByText('Exemple')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('En attente de validation');
    expect(screen.getByRole('link', { name: 'Retour à la liste' }).getAttribute('href')).toBe(
      '/guide',
    );
  });
});
