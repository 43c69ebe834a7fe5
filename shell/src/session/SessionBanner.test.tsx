// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import { createStore, UiProvider, userSignedIn, type CurrentUser } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { SessionBanner } from './SessionBanner';

type Answer = (request: Request) => Response | Promise<Response>;

/** Global fetch is the transport under the store; everything above it is the real code. */
function serve(routes: Record<string, Answer>) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const answer = routes[key];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(request);
  });
  return calls;
}

function renderBanner(sessionStatus: CurrentUser['sessionStatus']) {
  localStorage.setItem(
    'currentUser',
    JSON.stringify({ id: 2, username: 'marie_crea', role: 'createur', sessionStatus }),
  );
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <SessionBanner />
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const me = { id: 2, username: 'marie_crea', role: 'createur', sessionStatus: 'valid' };

describe('SessionBanner', () => {
  it('renews an expired session automatically, says so, and hides 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve({
      'POST /api/auth/twitch/reauth': () => Response.json({ success: true }),
      'GET /api/auth/me': () => Response.json(me),
    });
    const store = renderBanner('expired');
    expect(
      screen.getByText('Votre session Twitch a expiré. Tentative de reconnexion automatique...'),
    ).toBeTruthy();

    expect(await screen.findByText('Session renouvelée avec succès !')).toBeTruthy();
    expect(calls).toEqual(['POST /api/auth/twitch/reauth', 'GET /api/auth/me']);
    expect(store.getState().session.currentUser?.sessionStatus).toBe('valid');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText('Session renouvelée avec succès !')).toBeNull();
  });

  it('says the automatic renewal failed when the server refuses it', async () => {
    serve({
      'POST /api/auth/twitch/reauth': () =>
        Response.json({ success: false, error: 'Jeton refusé' }, { status: 409 }),
    });
    renderBanner('expired');
    expect(
      await screen.findByText(
        'Échec de la reconnexion automatique. Veuillez vous reconnecter manuellement.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se reconnecter' }).getAttribute('href')).toBe(
      '/api/auth/twitch/start',
    );
  });

  it('reports an error when the renewal gets no answer, and Renouveler tries again', async () => {
    const calls = serve({});
    renderBanner('expired');
    expect(
      await screen.findByText('Erreur lors de la reconnexion. Veuillez réessayer.'),
    ).toBeTruthy();
    serve({
      'POST /api/auth/twitch/reauth': () => Response.json({ success: true }),
      'GET /api/auth/me': () => Response.json(me),
    });
    act(() => screen.getByRole('button', { name: 'Renouveler' }).click());
    expect(await screen.findByText('Session renouvelée avec succès !')).toBeTruthy();
    expect(calls).toEqual(['POST /api/auth/twitch/reauth']);
  });

  it.each([
    ['no_token', 'Session Twitch invalide. Veuillez vous reconnecter.'],
    ['no_db_user', 'Session Twitch invalide. Veuillez vous reconnecter.'],
    ['limited', 'Session Twitch limitée. Certaines fonctionnalités peuvent être restreintes.'],
  ] as const)('shows the %s banner', (status, text) => {
    serve({});
    renderBanner(status);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('stays hidden for a valid session', () => {
    serve({});
    renderBanner('valid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes the invalid-session banner with Fermer, until the status changes', () => {
    serve({});
    const store = renderBanner('no_token');
    const text = 'Session Twitch invalide. Veuillez vous reconnecter.';
    act(() => screen.getByRole('button', { name: 'Fermer' }).click());
    expect(screen.queryByText(text)).toBeNull();
    // A new state (the session became limited) shows its own banner again.
    act(() => {
      store.dispatch(
        userSignedIn({ id: 2, username: 'marie_crea', role: 'createur', sessionStatus: 'limited' }),
      );
    });
    expect(
      screen.getByText(
        'Session Twitch limitée. Certaines fonctionnalités peuvent être restreintes.',
      ),
    ).toBeTruthy();
  });
});
