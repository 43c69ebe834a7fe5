// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReader, serve } from '../../test/renderReader';
import { LatestBuilds, LatestGuides } from './LatestContent';

const build = (id: number) => ({
  id,
  user_id: 1,
  author: 'ExileStreamer',
  title: `Build ${id}`,
  introduction: `Introduction ${id}`,
  classe: 'Duelist',
  ascendancy: 'Slayer',
  ratings: null,
  is_public: true,
  created_at: '2026-01-01T00:00:00.000Z',
});
const guide = (id: number) => ({
  id,
  user_id: 1,
  author: 'MarieCrea',
  title: `Guide ${id}`,
  description: `Description ${id}`,
  type: 'Guide global',
  is_public: true,
  created_at: '2026-01-01T00:00:00.000Z',
});

/** An answer the test releases when it wants, to look at the page while it loads. */
function held(body: unknown) {
  let release = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(Response.json(body));
  });
  return { answer: () => answer, release: () => release() };
}

describe.each([
  {
    name: 'LatestBuilds',
    ui: <LatestBuilds />,
    route: 'GET /api/builds',
    body: { builds: [1, 2, 3, 4].map(build), total: 4 },
    titles: ['Build 1', 'Build 2', 'Build 3', 'Build 4'],
    all: '/build',
  },
  {
    name: 'LatestGuides',
    ui: <LatestGuides />,
    route: 'GET /api/guides',
    body: { guides: [7, 8].map(guide), total: 2 },
    titles: ['Guide 7', 'Guide 8'],
    all: '/guide',
  },
])('$name', ({ ui, route, body, titles, all }) => {
  it('holds a loading placeholder in place of the cards, then shows the cards', async () => {
    const list = held(body);
    serve({ [route]: list.answer });
    renderReader(ui);
    const section = screen.getByRole('region');
    expect(within(section).getByRole('status')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();

    list.release();
    const cards = await within(section).findAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(titles);
    expect(within(section).queryByRole('status')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Tout voir' }).getAttribute('href')).toBe(all);
  });
});
