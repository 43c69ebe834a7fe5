// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { addNamespace, createI18n, createStore, UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/author.json';
import fr from '../../locales/fr/author.json';
import { frenchCatalogue, frenchTexts } from './catalogueFixture';
import { ItemInsertDialog } from './ItemInsertDialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The transport under the real store and API slice: the catalogue answers in French. */
function stubCatalogue() {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const fetchMock = vi.fn(async (request: Request) => {
    const body = frenchCatalogue[new URL(request.url).pathname];
    return body ? json(200, body) : json(404, { error: 'Ressource introuvable' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderDialog(language: 'fr' | 'en') {
  const i18n = createI18n();
  addNamespace(i18n, 'author', { fr, en });
  await i18n.changeLanguage(language);
  const inserted: unknown[] = [];
  render(
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <ItemInsertDialog open onClose={() => {}} onInsert={(item) => inserted.push(item)} />
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
  return inserted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ItemInsertDialog with text from a French game client', () => {
  const magicName = "Flacon divin de vie bouillonnant d'étanchement";
  it.each([
    [
      'unique',
      frenchTexts.unique,
      'Bordoré',
      'Goldrim',
      'Leather Cap',
      '/images/uniques/Goldrim.png',
    ],
    ['gem', frenchTexts.gem, 'Boule de feu', 'Fireball', 'Fireball', '/images/gems/Fireball.png'],
    [
      'currency',
      frenchTexts.currency,
      'Orbe du chaos',
      'Chaos Orb',
      'Chaos Orb',
      '/images/currency/Chaos_Orb.png',
    ],
    [
      'magic item',
      frenchTexts.magic,
      magicName,
      magicName,
      'Divine Life Flask',
      '/images/non_uniques/Divine_Life_Flask.png',
    ],
  ])(
    'inserts a French %s under its English name and picture, said with its French name',
    async (_kind, text, shown, name, base, image) => {
      stubCatalogue();
      const inserted = await renderDialog('fr');
      fireEvent.change(screen.getByLabelText("Texte de l'objet copié dans le jeu"), {
        target: { value: text },
      });
      // The English base shows once the catalogue's lists have arrived.
      await screen.findByText(`Objet reconnu : ${shown} (${base})`);
      fireEvent.click(screen.getByRole('button', { name: 'Insérer dans le texte' }));
      expect(inserted).toEqual([expect.objectContaining({ name, base, image, text })]);
    },
  );

  it('asks for the French names even when the interface is in English', async () => {
    const fetchMock = stubCatalogue();
    await renderDialog('en');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const asked = fetchMock.mock.calls.map(([request]) => new URL(request.url));
    expect(asked.map((url) => url.pathname).sort()).toEqual([
      '/api/game/bases',
      '/api/game/currencies',
      '/api/game/gems',
      '/api/game/uniques',
    ]);
    expect(asked.map((url) => url.searchParams.get('lang'))).toEqual(['fr', 'fr', 'fr', 'fr']);
  });
});
