// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore, UiProvider, type CurrentUser } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteName } from '../remotes/remoteForPath';
import { i18n } from './i18n';
import { RemoteOutlet } from './router';

// The federation runtime is the boundary here: what matters is which remotes get fetched.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../remotes/loadRemoteApp', () => ({
  loadRemoteApp: (name: RemoteName) => {
    loaded.push(name);
    return Promise.resolve({ default: () => <p>écran de {name}</p> });
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  loaded.length = 0;
});

async function renderAt(path: string, user: CurrentUser | null) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  vi.stubGlobal('fetch', async () =>
    Response.json({ streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' } }),
  );
  if (user) localStorage.setItem('currentUser', JSON.stringify(user));
  void i18n.changeLanguage('fr');
  // The remote's area suspends while its code loads: the render is awaited inside act.
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <I18nextProvider i18n={i18n}>
          <UiProvider>
            <MemoryRouter initialEntries={[path]}>
              <RemoteOutlet />
            </MemoryRouter>
          </UiProvider>
        </I18nextProvider>
      </Provider>,
    );
  });
}

const as = (role: CurrentUser['role'], username = 'someone'): CurrentUser => ({
  id: 7,
  username,
  role,
  sessionStatus: 'valid',
});

describe('remote gates in the shell', () => {
  it.each(['/guide/create', '/build/create', '/build/edit/3'])(
    'asks a visitor on %s to sign in, without fetching the author code',
    async (path) => {
      await renderAt(path, null);
      expect(await screen.findByRole('heading', { name: 'Connexion requise' })).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Se connecter via Twitch' }).getAttribute('href'),
      ).toBe('/userauth');
      expect(loaded).toEqual([]);
      expect(screen.queryByText(/écran de/)).toBeNull();
    },
  );

  it('refuses a plain user the authoring screens, without fetching the author code', async () => {
    await renderAt('/guide/create', as('user'));
    expect(await screen.findByRole('heading', { name: 'Accès Refusé' })).toBeTruthy();
    expect(
      screen.getByText(
        'Seuls les créateurs, les membres Twitch et les administrateurs peuvent écrire des builds et des guides.',
      ),
    ).toBeTruthy();
    expect(loaded).toEqual([]);
  });

  it.each(['createur', 'twitch', 'admin'] as const)(
    'opens the author remote to a %s',
    async (role) => {
      await renderAt('/build/create', as(role));
      expect(await screen.findByText('écran de mf_author')).toBeTruthy();
      // The shell keeps a loaded remote for the page's life: only the first test fetches it.
      expect(loaded.filter((name) => name !== 'mf_author')).toEqual([]);
    },
  );

  it('keeps the admin code from visitors and from accounts that are not admin', async () => {
    await renderAt('/admin', null);
    expect(await screen.findByRole('heading', { name: 'Accès Administrateur' })).toBeTruthy();
    cleanup();
    await renderAt('/admin', as('createur'));
    expect(await screen.findByRole('heading', { name: 'Accès Refusé' })).toBeTruthy();
    expect(loaded).toEqual([]);
  });

  it("opens the admin remote to an admin and to the streamer's own account", async () => {
    await renderAt('/admin', as('admin'));
    expect(await screen.findByText('écran de mf_admin')).toBeTruthy();
    cleanup();
    localStorage.clear();
    await renderAt('/admin', as('twitch', 'ExileStreamer'));
    expect(await screen.findByText('écran de mf_admin')).toBeTruthy();
  });

  it('loads the reader for every other path, for everyone', async () => {
    await renderAt('/build/custom/3', null);
    expect(await screen.findByText('écran de mf_reader')).toBeTruthy();
    expect(loaded).toContain('mf_reader');
  });
});
