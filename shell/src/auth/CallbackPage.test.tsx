// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createStore, I18nextProvider, UiProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { CallbackPage } from './CallbackPage';

type Answer = (request: Request) => Response | Promise<Response>;

/** Global fetch is the transport under the store; everything above it is the real code. */
function serve(routes: Record<string, Answer>) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const calls: { key: string; body: string }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push({ key, body: await request.clone().text() });
    const answer = routes[key];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(request);
  });
  return calls;
}

/** The callback page reached with `token` in the address, as the server's redirect leaves it. */
function renderCallback(token: string) {
  const path = `/auth/twitch/callback?token=${token}`;
  window.history.replaceState(null, '', path);
  void i18n.changeLanguage('fr');
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/auth/twitch/callback" element={<CallbackPage />} />
              <Route path="/" element={<p>accueil</p>} />
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const me = { id: 2, username: 'marie_crea', role: 'createur', sessionStatus: 'valid' };
const REFUSED = "Ce lien de connexion n'a pas été ouvert depuis ce navigateur : connexion refusée.";

describe('CallbackPage', () => {
  it('keeps the token only once the server confirms this browser started the sign-in', async () => {
    const calls = serve({
      'POST /api/auth/twitch/confirm': () => new Response(null, { status: 204 }),
      'GET /api/auth/me': () => Response.json(me),
    });
    const store = renderCallback('a.b.c');
    expect(await screen.findByText('accueil')).toBeTruthy();
    expect(calls).toEqual([
      { key: 'POST /api/auth/twitch/confirm', body: '{"token":"a.b.c"}' },
      { key: 'GET /api/auth/me', body: '' },
    ]);
    expect(localStorage.getItem('jwtToken')).toBe('a.b.c');
    expect(store.getState().session.currentUser?.username).toBe('marie_crea');
    expect(window.location.search).toBe('');
  });

  it('refuses a token the server does not confirm, says so, and leaves a previous session alone', async () => {
    localStorage.setItem('jwtToken', 'mine.previous.token');
    const calls = serve({
      'POST /api/auth/twitch/confirm': () => Response.json({ error: 'refusée' }, { status: 403 }),
      'GET /api/auth/me': () => Response.json(me),
    });
    renderCallback('their.forged.token');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(REFUSED),
    );
    expect(screen.getByRole('link', { name: 'Se connecter avec Twitch' })).toBeTruthy();
    expect(calls.map((call) => call.key)).toEqual(['POST /api/auth/twitch/confirm']);
    expect(localStorage.getItem('jwtToken')).toBe('mine.previous.token');
    expect(window.location.search).toBe('');
  });

  it('keeps nothing when the confirmation fails otherwise, and goes home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = serve({
      'POST /api/auth/twitch/confirm': () =>
        Response.json({ error: 'Trop de tentatives de connexion.' }, { status: 429 }),
      'GET /api/auth/me': () => Response.json(me),
    });
    const store = renderCallback('a.b.c');
    expect(await screen.findByText('accueil')).toBeTruthy();
    expect(calls.map((call) => call.key)).toEqual(['POST /api/auth/twitch/confirm']);
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(store.getState().session.currentUser).toBeNull();
  });
});
