import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { addNamespace, createI18n, UiProvider, type CurrentUser } from 'shared-ui';
import { stopTestStores, testStore } from 'shared-ui/testing';
import { afterEach, vi } from 'vitest';
import en from '../locales/en/admin.json';
import fr from '../locales/fr/admin.json';

// Testing Library cleans up by itself only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  stopTestStores();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

export type Answer = (request: Request) => Response | Promise<Response>;

/**
 * Global fetch is the transport under the store; everything above it is the real code. Routes
 * are keyed `METHOD /path`; an unknown route fails like an unreachable server.
 */
export function serve(routes: Record<string, Answer>) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(request.clone());
    const answer = routes[key];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(request);
  });
  return calls;
}

/** The paths called, with their query, in order: `GET /api/admin/users?role=user&page=1`. */
export const called = (calls: Request[]) =>
  calls.map((r) => {
    const url = new URL(r.url);
    return `${r.method} ${url.pathname}${url.search}`;
  });

export const ADMIN: CurrentUser = {
  id: 1,
  username: 'exilestreamer',
  role: 'admin',
  sessionStatus: 'valid',
};

/** Renders with a real store (the user stored as the shell would), i18n in French, a router. */
export function renderAdmin(ui: ReactElement, user: CurrentUser | null = ADMIN) {
  if (user) localStorage.setItem('currentUser', JSON.stringify(user));
  const store = testStore();
  const i18n = createI18n();
  addNamespace(i18n, 'admin', { fr, en });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <UiProvider>
            <MemoryRouter initialEntries={['/admin']}>{children}</MemoryRouter>
          </UiProvider>
        </I18nextProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Providers }) };
}
