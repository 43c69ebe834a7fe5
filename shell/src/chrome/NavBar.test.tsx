// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore, UiProvider, userSignedIn } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { NavBar } from './NavBar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderNav() {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  // The site facts and the subscription badge's call: answers that change nothing here.
  vi.stubGlobal('fetch', async (request: Request) =>
    new URL(request.url).pathname === '/api/site'
      ? Response.json({ streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' } })
      : Response.json({ isSubscribed: false }),
  );
  void i18n.changeLanguage('fr');
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <MemoryRouter>
            <NavBar />
          </MemoryRouter>
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('NavBar', () => {
  it('offers Mes favoris to signed-in readers only', () => {
    const store = renderNav();
    expect(screen.queryByRole('link', { name: 'Mes favoris' })).toBeNull();
    act(() => {
      store.dispatch(
        userSignedIn({ id: 5, username: 'PaulJoueur', role: 'user', sessionStatus: 'valid' }),
      );
    });
    expect(screen.getByRole('link', { name: 'Mes favoris' }).getAttribute('href')).toBe('/favoris');
  });
});

describe('NavBar for authors', () => {
  it('offers Mes contenus to creators and admins, not to plain readers', () => {
    const store = renderNav();
    const signIn = (role: 'user' | 'createur' | 'admin') =>
      act(() => {
        store.dispatch(userSignedIn({ id: 5, username: 'x', role, sessionStatus: 'valid' }));
      });
    signIn('user');
    expect(screen.queryByRole('link', { name: 'Mes contenus' })).toBeNull();
    signIn('createur');
    expect(screen.getByRole('link', { name: 'Mes contenus' }).getAttribute('href')).toBe(
      '/mes-contenus',
    );
    signIn('admin');
    expect(screen.getByRole('link', { name: 'Mes contenus' })).toBeTruthy();
  });
});

describe('the site name', () => {
  it('leads the bar with « PoE Débutants », a link home', async () => {
    renderNav();
    const name = await screen.findByTestId('site-name');
    expect(name.textContent).toBe('PoE Débutants');
    expect(name.getAttribute('href')).toBe('/');
  });
});
