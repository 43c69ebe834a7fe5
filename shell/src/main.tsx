import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { isLanguage, serverStateHydrated, writeLanguageCookie } from 'shared-ui';
import { i18n } from './app/i18n';
import { Providers } from './app/Providers';
import { routes } from './app/router';
import { store } from './app/store';
import { SERVER_STATE_ID } from './server/pageState';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');

// The server renders pages in the language of this cookie (a choice made before it existed too).
const language = i18n.language;
if (isLanguage(language)) writeLanguageCookie(language);

// A reading page arrives rendered by the server with the answers it was rendered from: the store
// starts from them, so React takes the page over without asking the API again.
// The element goes once read: data, not page content.
const serverState = document.getElementById(SERVER_STATE_ID);
if (serverState?.textContent) {
  store.dispatch(
    serverStateHydrated(JSON.parse(serverState.textContent) as Record<string, unknown>),
  );
}
serverState?.remove();

const app = (
  <StrictMode>
    <Providers store={store} i18n={i18n}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>
);

if (root.firstElementChild) {
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
  // What shows was rendered here, so it is interactive as soon as it shows (see MarkReady).
  document.documentElement.dataset.pret = '';
}
