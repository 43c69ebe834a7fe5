// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { called, renderReader, serve, SITE_ANSWER } from '../../test/renderReader';
import { NewsCard } from './NewsCard';

const item = (n: number) => ({
  title: `Annonce ${n}`,
  link: `https://fr.pathofexile.com/forum/view-thread/${n}`,
  guid: `guid-${n}`,
  date: null,
});

describe('NewsCard', () => {
  it('lists the four latest items as external links after its loading text', async () => {
    const calls = serve({
      'GET /api/news': () => Response.json({ items: [1, 2, 3, 4, 5].map(item) }),
    });
    renderReader(<NewsCard />);
    expect(screen.getByText('Chargement...')).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Actualités' });
    const links = await within(card).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Annonce 1',
      'Annonce 2',
      'Annonce 3',
      'Annonce 4',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('https://fr.pathofexile.com/forum/view-thread/1');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(called(calls)).toEqual(['GET /api/news?limit=4']);
  });

  it("reads 'Impossible de charger les actualités.' once the feed keeps failing", async () => {
    vi.useFakeTimers();
    const calls = serve({
      'GET /api/news': () => Response.json({ error: 'Actualités indisponibles' }, { status: 503 }),
    });
    renderReader(<NewsCard />);
    // The base query retries a 503 after 1, 2 and 4 s before the card gives up.
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await vi.waitFor(() =>
      expect(screen.getByText('Impossible de charger les actualités.')).toBeTruthy(),
    );
    expect(screen.queryByText('Chargement...')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls).toHaveLength(4);
  });

  it('says « Données de démonstration » when the server talks to its stand-ins, only then', async () => {
    serve({
      'GET /api/news': () => Response.json({ items: [item(1)] }),
      'GET /api/site': () => Response.json({ ...SITE_ANSWER, demoData: true }),
    });
    renderReader(<NewsCard />);
    const card = await screen.findByRole('region', { name: 'Actualités' });
    expect(await within(card).findByText('Données de démonstration')).toBeTruthy();
  });

  it('says nothing of the kind with the real news', async () => {
    serve({ 'GET /api/news': () => Response.json({ items: [item(1)] }) });
    renderReader(<NewsCard />);
    const card = await screen.findByRole('region', { name: 'Actualités' });
    await within(card).findByRole('link');
    expect(within(card).queryByText('Données de démonstration')).toBeNull();
  });
});
