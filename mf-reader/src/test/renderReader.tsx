import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { addNamespace, createI18n, UiProvider } from 'shared-ui';
import { stopTestStores, testStore } from 'shared-ui/testing';
import { afterEach, vi } from 'vitest';
import en from '../locales/en/reader.json';
import fr from '../locales/fr/reader.json';

// Testing Library cleans up by itself only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  stopTestStores();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

export type Answer = (request: Request) => Response | Promise<Response>;

/** The site's facts as the real server answers them for real data (`GET /api/site`). */
export const SITE_ANSWER = {
  streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' },
  hiddenStaticGuides: [],
  game: { league: 'Allflame', gameVersion: '3.29', leagues: ['Allflame'] },
  demoData: false,
};

/**
 * Global fetch is the transport under the store; everything above it is the real code. Routes
 * are keyed `METHOD /path`; an unknown route fails like an unreachable server. `GET /api/site`,
 * which blocks fed by outside data read (« Données de démonstration »), answers SITE_ANSWER
 * unless a test gives its own; then only is it listed in the calls.
 */
export function serve(routes: Record<string, Answer>) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const key = `${request.method} ${decodeURIComponent(new URL(request.url).pathname)}`;
    if (key === 'GET /api/site' && !routes[key]) return Response.json(SITE_ANSWER);
    calls.push(request.clone());
    const answer = routes[key];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(request);
  });
  return calls;
}

/** The paths called, decoded, with their query, in order. */
export const called = (calls: Request[]) =>
  calls.map((r) => {
    const url = new URL(r.url);
    return `${r.method} ${decodeURIComponent(url.pathname)}${url.search}`;
  });

/** Renders with a real store, i18n in French (or `language`) and a router. */
export function renderReader(ui: ReactElement, language: 'fr' | 'en' = 'fr') {
  const store = testStore();
  const i18n = createI18n();
  addNamespace(i18n, 'reader', { fr, en });
  void i18n.changeLanguage(language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <UiProvider>
            <MemoryRouter>{children}</MemoryRouter>
          </UiProvider>
        </I18nextProvider>
      </Provider>
    );
  }
  return { store, i18n, ...render(ui, { wrapper: Providers }) };
}
