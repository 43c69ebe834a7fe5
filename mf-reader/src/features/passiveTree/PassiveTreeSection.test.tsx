// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { addNamespace, createI18n, I18nextProvider, UiProvider } from 'shared-ui';
import { blankBuild } from 'shared-ui/testing';
import en from '../../locales/en/reader.json';
import fr from '../../locales/fr/reader.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { PassiveTreeSection } from './PassiveTreeSection';
import type { PhaseTree } from './treePhases';

const data = {
  version: '3.26',
  classes: [
    {
      id: 1,
      name: 'Marauder',
      startNode: 1,
      ascendancies: [{ id: 1, name: 'Juggernaut', startNode: 10 }],
    },
  ],
  nodes: [
    { id: 1, x: 0, y: 0, kind: 'classStart', name: 'MARAUDER', stats: [], ascendancy: null },
    {
      id: 2,
      x: 100,
      y: 0,
      kind: 'notable',
      name: 'Heart of Oak',
      stats: ['+20 to maximum Life'],
      ascendancy: null,
    },
    {
      id: 3,
      x: 200,
      y: 0,
      kind: 'keystone',
      name: 'Resolute Technique',
      stats: ['Never deal Critical Strikes'],
      ascendancy: null,
    },
  ],
  links: [
    { a: 1, b: 2 },
    { a: 2, b: 3 },
  ],
  bounds: { minX: -100, minY: -100, maxX: 300, maxY: 100 },
};

const tree = (nodes: number[], points: number, extra: Partial<PhaseTree> = {}): PhaseTree => ({
  version: '3.26',
  class_id: 1,
  ascendancy_id: 1,
  nodes,
  title: '',
  url: '',
  points,
  ascendancy_points: 0,
  other_version_nodes: [],
  cluster_nodes: [],
  highlights: [],
  ...extra,
});

const main = tree([1, 2, 3], 87, {
  ascendancy_points: 8,
  highlights: [
    {
      id: 3,
      name: 'Resolute Technique',
      name_fr: 'Technique résolue',
      kind: 'keystone',
      stats: ['Never deal Critical Strikes'],
      ascendancy: null,
    },
    {
      id: 2,
      name: 'Heart of Oak',
      // A node no French string names: shown in English.
      name_fr: null,
      kind: 'notable',
      stats: ['+20 to maximum Life'],
      ascendancy: null,
    },
  ],
});
const build = Object.assign(blankBuild({ id: 1, classe: 'Marauder', ascendancy: 'Juggernaut' }), {
  passive_trees: { leveling: tree([1, 2], 64), main },
});

const json = (body: unknown) => () => Response.json(body);
const treeRoutes = {
  'GET /api/game/passive-tree': json({
    current: '3.26',
    versions: [{ version: '3.26', dataUrl: '/api/game/passive-tree/3.26/abc.json', fetchedAt: '' }],
  }),
  'GET /api/game/passive-tree/3.26/abc.json': json(data),
};

/** jsdom has no layout: the test says when the drawing comes into view. */
class ViewportStandIn {
  static last: ViewportStandIn | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportStandIn.last = this;
  }
  observe() {}
  disconnect() {}
  show() {
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

beforeEach(() => {
  // jsdom draws nothing; what the view does is read from its zoom.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('PassiveTreeSection', () => {
  it('counts the points and tells what the phase adds to the one before it', () => {
    serve({});
    renderReader(<PassiveTreeSection build={build} phase="main" />);
    expect(screen.getByRole('heading', { name: 'Arbre passif' })).toBeTruthy();
    expect(screen.getByText('87 points')).toBeTruthy();
    expect(screen.getByText("8 points d'ascendance")).toBeTruthy();
    expect(screen.getByText('+23 points depuis Leveling')).toBeTruthy();
    expect(screen.getByText('Arbre du jeu 3.26')).toBeTruthy();
    expect(screen.queryByText(/autre version du jeu/)).toBeNull();
  });

  it('gives one count of what the phase adds when its change is known, not two', async () => {
    serve({});
    const changed = Object.assign(blankBuild({ id: 3, classe: 'Marauder', ascendancy: '' }), {
      passive_trees: {
        leveling: tree([1, 2], 64),
        main: { ...main, change: { from: 'leveling', kept: [1, 2], added: [3], removed: [] } },
      },
    });
    renderReader(<PassiveTreeSection build={changed} phase="main" />);
    expect(await screen.findByText(/Depuis Leveling/)).toBeTruthy();
    expect(screen.queryByText(/points? depuis Leveling/)).toBeNull();
  });

  it('says how many of the points belong to another version of the game', () => {
    serve({});
    const kept = tree([1, 2, 3, 40000, 40001], 4, { other_version_nodes: [40000, 40001] });
    const other = Object.assign(blankBuild({ id: 2, classe: 'Marauder', ascendancy: '' }), {
      passive_trees: { main: kept },
    });
    renderReader(<PassiveTreeSection build={other} phase="main" />);
    expect(screen.getByText('4 points')).toBeTruthy();
    expect(screen.getByText("2 points d'une autre version du jeu")).toBeTruthy();
    expect(screen.queryByText(/joyau/)).toBeNull();
  });

  it('says how many of the points are on cluster jewels, which the drawing leaves out', () => {
    serve({});
    const kept = tree([1, 2, 3, 65536 + 4, 65536 + 260], 4, { cluster_nodes: [65540, 65796] });
    const other = Object.assign(blankBuild({ id: 2, classe: 'Marauder', ascendancy: '' }), {
      passive_trees: { main: kept },
    });
    renderReader(<PassiveTreeSection build={other} phase="main" />);
    expect(screen.getByText('4 points')).toBeTruthy();
    expect(screen.getByText('2 points de joyaux de ramification, non dessinés')).toBeTruthy();
    expect(screen.queryByText(/autre version du jeu/)).toBeNull();
  });

  it('lists the keystones and notables with their stats, and the search box filters them', () => {
    serve({});
    renderReader(<PassiveTreeSection build={build} phase="main" />);
    const names = () =>
      screen
        .getAllByRole('button', { name: /Technique|Oak/ })
        .map((b) => b.querySelector('strong')?.textContent);
    expect(names()).toEqual(['Technique résolue', 'Heart of Oak']);
    expect(screen.getByText('Never deal Critical Strikes')).toBeTruthy();
    // Found by its French name, and by the English one guides and Path of Building use.
    fireEvent.change(screen.getByLabelText('Chercher un nœud'), { target: { value: 'résolue' } });
    expect(names()).toEqual(['Technique résolue']);
    fireEvent.change(screen.getByLabelText('Chercher un nœud'), { target: { value: 'resolute' } });
    expect(names()).toEqual(['Technique résolue']);
    fireEvent.change(screen.getByLabelText('Chercher un nœud'), {
      target: { value: 'vie maximum life' },
    });
    expect(screen.getByText('Aucun nœud ne correspond.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Chercher un nœud'), { target: { value: 'life' } });
    expect(names()).toEqual(['Heart of Oak']);
  });

  it('names the nodes in English in an English interface', () => {
    serve({});
    renderReader(<PassiveTreeSection build={build} phase="main" />, 'en');
    const names = screen
      .getAllByRole('button', { name: /Technique|Oak/ })
      .map((b) => b.querySelector('strong')?.textContent);
    expect(names).toEqual(['Resolute Technique', 'Heart of Oak']);
  });

  it('renders on the server the points and the named nodes, and is taken over without a mismatch', async () => {
    const i18n = createI18n();
    addNamespace(i18n, 'reader', { fr, en });
    const page = (
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <PassiveTreeSection build={build} phase="main" />
        </UiProvider>
      </I18nextProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('87 points');
    expect(html).toContain('Technique résolue');
    expect(html).toContain('Never deal Critical Strikes');
    // jsdom, like a browser with JavaScript, keeps a <noscript>'s content as raw text.
    vi.stubGlobal('IntersectionObserver', ViewportStandIn);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      const root = hydrateRoot(container, page, {
        onRecoverableError: (error) => mismatches.push(error),
      });
      roots.push(root);
    });
    expect(mismatches).toEqual([]);
  });

  it('shows nothing for a phase without a tree', () => {
    serve({});
    const { container } = renderReader(<PassiveTreeSection build={build} phase="endgame" />);
    expect(container.textContent).toBe('');
  });

  it('loads the tree only when it comes into view, then zooms with its buttons', async () => {
    vi.stubGlobal('IntersectionObserver', ViewportStandIn);
    const calls = serve(treeRoutes);
    renderReader(<PassiveTreeSection build={build} phase="leveling" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(called(calls)).toEqual([]);
    expect(screen.queryByText("Chargement de l'arbre…")).toBeNull();

    await act(async () => ViewportStandIn.last?.show());
    await waitFor(() => expect(screen.getByText('Zoom 100 %')).toBeTruthy());
    expect(called(calls)).toEqual([
      'GET /api/game/passive-tree',
      'GET /api/game/passive-tree/3.26/abc.json',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Zoomer' }));
    expect(screen.getByText('Zoom 125 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByText('Zoom 100 %')).toBeTruthy();
  });

  it('says so when the tree cannot be loaded, and tries again', async () => {
    serve({});
    // Another version than the test above, whose data this page already holds.
    const older = Object.assign(blankBuild({ id: 2 }), {
      passive_trees: { leveling: tree([1, 2], 64, { version: '3.25' }) },
    });
    renderReader(<PassiveTreeSection build={older} phase="leveling" />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("L'arbre passif n'a pas pu être chargé."),
    );
    serve({
      'GET /api/game/passive-tree': json({
        current: '3.26',
        versions: [
          { version: '3.25', dataUrl: '/api/game/passive-tree/3.25/def.json', fetchedAt: '' },
        ],
      }),
      'GET /api/game/passive-tree/3.25/def.json': json({ ...data, version: '3.25' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('Zoom 100 %')).toBeTruthy());
  });
});
