// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { STATIC_GUIDES, type StaticGuide } from '../features/guides/staticGuides';
import { renderReader, serve } from '../test/renderReader';
import { StaticGuidePage } from './StaticGuidePage';

const site = () =>
  Response.json({
    streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
    hiddenStaticGuides: [],
  });
const noBuilds = () => Response.json({ builds: [], total: 0, page: 1, limit: 1 });

/** The first insert each guide shows, by its game (English) name. */
const FIRST_INSERT: Record<StaticGuide, string> = {
  'premier-build': 'Cyclone',
  'inventaire-monnaies': 'Scroll of Wisdom',
  'maps-loot': 'Orb of Alchemy',
  crafting: 'Orb of Transmutation',
  boss: 'Flame Dash',
};

const page = (slug: StaticGuide) => (
  <Suspense fallback={null}>
    <StaticGuidePage slug={slug} />
  </Suspense>
);

describe('the static guides’ full text', () => {
  for (const slug of STATIC_GUIDES) {
    it(`${slug}: a contents list whose anchors lead to its sections, and named inserts`, async () => {
      serve({ 'GET /api/site': site, 'GET /api/builds': noBuilds });
      const { container } = renderReader(page(slug), 'en');
      // The guide's text is its own chunk: the first import of it takes a while.
      const contents = await screen.findByRole(
        'navigation',
        { name: 'Contents' },
        { timeout: 10_000 },
      );
      const anchors = within(contents).getAllByRole('link');
      expect(anchors.length).toBeGreaterThanOrEqual(4);
      for (const anchor of anchors) {
        const id = anchor.getAttribute('href')?.slice(1) ?? '';
        const heading = container.querySelector(`h2[id="${id}"]`);
        expect(heading?.textContent).toBe(anchor.textContent);
      }
      // The insert shows its name as text beside its picture, without hovering.
      const name = container.querySelector('.insert-chip .insert-name');
      expect(name?.textContent).toBe(FIRST_INSERT[slug]);
      // The card's intro and tips stay above the guide.
      expect(container.querySelectorAll('ol')[0]?.querySelectorAll('li')).toHaveLength(3);
    });
  }

  it('names the inserts in French from the catalogue and links a found demo build', async () => {
    serve({
      'GET /api/site': site,
      'GET /api/game/names': () =>
        Response.json({
          names: [{ kind: 'gem', name: 'Leap Slam', displayName: 'Bond percutant' }],
        }),
      'GET /api/builds': (request) =>
        new URL(request.url).searchParams.get('search') === 'Cyclone Slayer'
          ? Response.json({
              builds: [{ id: 7, title: 'Cyclone Slayer — le build idéal' }],
              total: 1,
              page: 1,
              limit: 1,
            })
          : noBuilds(),
    });
    renderReader(page('premier-build'));
    expect(
      await screen.findByRole('navigation', { name: 'Sommaire' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect((await screen.findAllByText('Bond percutant')).length).toBeGreaterThan(0);
    const demo = await screen.findByRole('link', { name: 'Cyclone Slayer — le build idéal' });
    expect(demo.getAttribute('href')).toBe('/build/custom/7');
    // A build the search does not find leads to the list instead.
    expect(screen.getByRole('link', { name: 'Necromancer' }).getAttribute('href')).toBe('/build');
  });
});
