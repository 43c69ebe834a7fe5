import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addNamespace, createI18n, TOKEN_KEY, UiProvider, USER_KEY, type Role } from 'shared-ui';
import { stopTestStores, testStore } from 'shared-ui/testing';
import { afterEach, vi } from 'vitest';
import en from '../locales/en/author.json';
import fr from '../locales/fr/author.json';

// Testing Library cleans up by itself only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  stopTestStores();
  vi.unstubAllGlobals();
  localStorage.clear();
});

export type Answer = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Global fetch is the transport under the real store; routes are keyed `METHOD /path`. An
 * unknown route fails like an unreachable server. Returns the requests made, in order.
 */
export function serve(routes: Record<string, Answer>) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(request.clone());
    const answer = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(request);
  });
  return calls;
}

/** Where the router is, shown so a test can tell the form has not moved on. */
function Where() {
  return <output aria-label="adresse">{useLocation().pathname}</output>;
}

/**
 * Renders `element` on `path` (matched by `pattern`) for a stored user of `role`, as the shell
 * would after sign-in: a real store reading that user, i18n in French, a memory router.
 */
export function renderAuthorPage(
  element: ReactElement,
  { path, pattern, role }: { path: string; pattern: string; role: Role },
) {
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({ id: 2, username: 'MarieCrea', role, sessionStatus: 'valid' }),
  );
  localStorage.setItem(TOKEN_KEY, 'jeton-de-test');
  const i18n = createI18n();
  addNamespace(i18n, 'author', { fr, en });
  void i18n.changeLanguage('fr');
  return render(
    <Provider store={testStore()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </MemoryRouter>
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
}
