// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { addNamespace, createI18n, createStore, UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/author.json';
import fr from '../../locales/fr/author.json';
import type { PobChoices, PobImport } from './pobImport';
import { PobImportDialog } from './PobImportDialog';

const answer: PobImport = {
  classe: 'Duelist',
  ascendancy: 'Slayer',
  bloodline: '',
  level: 94,
  targetVersion: '3_0',
  sourceUrl: 'https://pobb.in/CycloneDemo',
  itemSets: [
    { id: '1', title: 'Leveling', active: false, equipment: {} },
    { id: '2', title: 'Early maps', active: false, equipment: {} },
    { id: '3', title: 'Endgame', active: true, equipment: {} },
  ],
  skillSets: [{ id: '1', title: '', active: true, sockets: {}, links: {}, unplaced: [] }],
  treeSpecs: [],
  stats: {},
  notes: '',
  warnings: [],
};

type FetchStub = (request: Request) => Promise<Response>;

/** The tree versions the site holds, as `GET /api/game/passive-tree` answers them. */
const siteTrees = {
  current: '3.26',
  versions: [{ version: '3.26', dataUrl: '/api/game/passive-tree/3.26/abc.json', fetchedAt: '' }],
};

/**
 * The transport under the real store and API slice: requests are answered here, the site's
 * tree versions always.
 */
function stubFetch(implementation: FetchStub = async () => json(500, {})) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const fetchMock = vi.fn<FetchStub>(async (request) =>
    new URL(request.url).pathname === '/api/game/passive-tree'
      ? json(200, siteTrees)
      : implementation(request),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderDialog() {
  const i18n = createI18n();
  addNamespace(i18n, 'author', { fr, en });
  const imported: [PobImport, PobChoices][] = [];
  const onClose = vi.fn();
  render(
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <PobImportDialog open onClose={onClose} onImport={(...args) => imported.push(args)} />
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { imported, onClose };
}

const source = () => screen.getByLabelText("Code d'export ou lien de partage");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PobImportDialog', () => {
  it('sends a link as url, then proposes a tab per set and applies only on confirmation', async () => {
    const fetchMock = stubFetch(async () => json(200, answer));
    const { imported } = renderDialog();
    fireEvent.change(source(), { target: { value: 'pobb.in/CycloneDemo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));

    await screen.findByText('Plusieurs ensembles trouvés');
    const request = fetchMock.mock.calls
      .map(([call]) => call)
      .find((call) => call.url.endsWith('/api/pob/import'));
    expect(request?.url).toMatch(/\/api\/pob\/import$/);
    expect(await request?.json()).toEqual({ url: 'https://pobb.in/CycloneDemo', lang: 'fr' });
    expect(screen.getByLabelText('Onglet de « Early maps »')).toHaveProperty(
      'value',
      'premierEquipement',
    );
    expect(imported).toEqual([]);

    // Unticking a set leaves it out; choosing a tab twice is refused until fixed.
    fireEvent.click(screen.getByLabelText('Importer « Leveling »'));
    fireEvent.change(screen.getByLabelText('Onglet de « Early maps »'), {
      target: { value: 'endgame' },
    });
    expect(screen.getByRole('alert').textContent).toContain('Endgame');
    expect(screen.getByRole('button', { name: 'Appliquer' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Onglet de « Early maps »'), {
      target: { value: 'optimisation' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));

    expect(imported).toHaveLength(1);
    expect(imported[0]?.[1].itemSets).toEqual([null, 'optimisation', 'endgame']);
  });

  it('shows the server’s French reason without the status, and keeps the text', async () => {
    stubFetch(async () =>
      json(400, { error: 'Code Path of Building invalide : données illisibles.' }),
    );
    const { imported } = renderDialog();
    fireEvent.change(source(), { target: { value: 'eNqrVkrLzClJLVKyUjA0MjA1NDA0tDA3NgQATmQF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Import impossible : Code Path of Building invalide : données illisibles.',
      ),
    );
    expect(source()).toHaveProperty('value', 'eNqrVkrLzClJLVKyUjA0MjA1NDA0tDA3NgQATmQF');
    expect(imported).toEqual([]);
  });

  it('asks for something to import before calling the server', () => {
    const fetchMock = stubFetch();
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(screen.getByRole('alert').textContent).toBe('Collez un code ou un lien.');
    expect(fetchMock.mock.calls.some(([call]) => call.url.endsWith('/api/pob/import'))).toBe(false);
  });

  it('proposes a tab for each readable tree, the active one for the main build, and refuses one tab twice', async () => {
    const tree = { version: '3.26', class_id: 4, ascendancy_id: 1, nodes: [1, 2] };
    const spec = (id: string, title: string, active: boolean, readable: boolean) => ({
      id,
      title,
      active,
      url: '',
      treeVersion: '3_26',
      tree: readable ? tree : null,
    });
    stubFetch(async () =>
      json(200, {
        ...answer,
        itemSets: answer.itemSets.slice(2),
        treeSpecs: [
          spec('1', 'Level 30', false, true),
          spec('2', 'Final', true, true),
          spec('3', 'Illisible', false, false),
        ],
      }),
    );
    const { imported } = renderDialog();
    fireEvent.change(source(), { target: { value: 'pobb.in/CycloneDemo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));

    const group = await screen.findByRole('group', { name: 'Arbres passifs' });
    expect(screen.getByLabelText("Onglet de l'arbre « Final »")).toHaveProperty('value', 'main');
    expect(screen.getByLabelText("Onglet de l'arbre « Level 30 »")).toHaveProperty(
      'value',
      'leveling',
    );
    expect(group.textContent).not.toContain('Illisible');
    fireEvent.change(screen.getByLabelText("Onglet de l'arbre « Level 30 »"), {
      target: { value: 'main' },
    });
    expect(screen.getByRole('alert').textContent).toContain('Général (build principal)');
    fireEvent.change(screen.getByLabelText("Onglet de l'arbre « Level 30 »"), {
      target: { value: 'endgame' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(imported[0]?.[1].trees).toEqual(['endgame', 'main', null]);
  });

  it('sets aside a tree of a version the site does not hold, and says so after the import', async () => {
    const old = { version: '3.25', class_id: 4, ascendancy_id: 1, nodes: [1, 2] };
    stubFetch(async () =>
      json(200, {
        ...answer,
        itemSets: answer.itemSets.slice(2),
        treeSpecs: [
          { id: '1', title: 'Endgame', active: true, url: '', treeVersion: '3_25', tree: old },
        ],
      }),
    );
    const { imported } = renderDialog();
    // The site's versions are asked for when the dialog opens.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.change(source(), { target: { value: 'pobb.in/CycloneDemo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(imported).toHaveLength(1));
    expect(imported[0]?.[0].treeSpecs[0]?.tree).toBeNull();
    expect(imported[0]?.[0].warnings).toEqual([
      "Arbre « Endgame » non importé : il est fait pour la version 3.25 du jeu, le site a l'arbre 3.26.",
    ]);
  });
});
