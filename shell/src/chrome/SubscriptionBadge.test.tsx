// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { Provider } from 'react-redux';
import {
  createStore,
  selectCurrentUser,
  storeToken,
  UiProvider,
  userSignedIn,
  type CurrentUser,
} from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { SubscriptionBadge } from './SubscriptionBadge';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

type Answer = (path: string) => Response;

function renderBadge(user: CurrentUser, answer: Answer) {
  Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL('http://localhost:8080/'));
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    if (path === '/api/site') {
      return Response.json({ streamer: { login: 'exilestreamer', displayName: 'ExileStreamer' } });
    }
    return answer(path);
  });
  void i18n.changeLanguage('fr');
  storeToken('jeton');
  const store = createStore();
  store.dispatch(userSignedIn(user));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <SubscriptionBadge user={user} />
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, asked };
}

describe('SubscriptionBadge', () => {
  it('says Non abonné to a reader who does not subscribe', async () => {
    renderBadge({ id: 5, username: 'paul_joueur', role: 'user', sessionStatus: 'valid' }, () =>
      Response.json({ isSubscribed: false }),
    );
    expect(await screen.findByText('Non abonné')).toBeTruthy();
  });

  it('shows no badge to the streamer, who is never asked about their own channel', async () => {
    const { store, asked } = renderBadge(
      { id: 1, username: 'exilestreamer', role: 'admin', sessionStatus: 'valid' },
      () => Response.json({ isSubscribed: false }),
    );
    const queries = () => Object.values(store.getState().api.queries);
    // Once the site's answer is in the store and rendered, the badge has decided whether to ask.
    await waitFor(() =>
      expect(queries().find((q) => q?.endpointName === 'getSite')?.status).toBe('fulfilled'),
    );
    await act(async () => {});
    expect(queries().map((q) => q?.endpointName)).not.toContain('getMySubscription');
    expect(screen.queryByText('Non abonné')).toBeNull();
    expect(asked).not.toContain('/api/twitch/my-subscription');
  });

  it('marks the session expired at once when the check finds the Twitch session dead', async () => {
    const { store, asked } = renderBadge(
      { id: 5, username: 'paul_joueur', role: 'user', sessionStatus: 'valid' },
      (path) =>
        path === '/api/auth/me'
          ? Response.json({
              id: 5,
              username: 'paul_joueur',
              displayName: 'PaulJoueur',
              role: 'user',
              sessionStatus: 'expired',
            })
          : Response.json(
              { error: 'Votre session Twitch a expiré : veuillez vous reconnecter.' },
              { status: 409 },
            ),
    );
    await waitFor(() => expect(selectCurrentUser(store.getState())?.sessionStatus).toBe('expired'));
    expect(asked).toContain('/api/auth/me');
    expect(screen.queryByText('Non abonné')).toBeNull();
  });
});
