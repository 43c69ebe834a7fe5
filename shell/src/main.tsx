import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  BrowserRouter,
  isLanguage,
  selectCurrentUser,
  serverStateHydrated,
  startLazyHydration,
  writeLanguageCookie,
} from 'shared-ui';
import { i18n, loadEnglish } from './app/i18n';
import { Providers } from './app/Providers';
import { SiteRoutes } from './app/router';
import { store } from './app/store';
import { startOfflineWorker } from './offline/startOfflineWorker';
import { SERVER_STATE_ID } from './server/pageState';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');

// The server renders pages in the language of this cookie (a choice made before it existed too).
const language = i18n.language;
if (isLanguage(language)) {
  writeLanguageCookie(language);
  document.documentElement.lang = language;
}

// A reading page arrives rendered by the server, for a signed-out visitor, with the answers it was
// rendered from. A signed-out visitor's store starts from them and React takes the page over
// without asking the API again. A signed-in visitor may see more than that (their private builds,
// the full lists), so their page is rendered here from their own answers; the server's shows
// meanwhile. The answers' element goes once read: data, not page content.
const signedIn = selectCurrentUser(store.getState()) !== null;
const serverState = document.getElementById(SERVER_STATE_ID);
const serverRendered = root.firstElementChild !== null && serverState !== null && !signedIn;
if (serverRendered && serverState.textContent) {
  store.dispatch(
    serverStateHydrated(JSON.parse(serverState.textContent) as Record<string, unknown>),
  );
}
serverState?.remove();

const app = (
  <StrictMode>
    <Providers store={store} i18n={i18n}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

/** Renders the page, or takes over the server's. */
function start(container: HTMLElement) {
  if (serverRendered) {
    // Parts below the fold are taken over when they come into view (HydrateWhenVisible), when the
    // page holds every answer it shows: otherwise one may arrive first and differ from its HTML.
    if (serverState?.hasAttribute('data-complet')) startLazyHydration();
    // Taking over in a transition lets React hand the main thread back every few milliseconds
    // (a default-priority hydration runs to its end in one task), so a tap during it is not held
    // and a phone shows no long task; the page is already visible meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const empty = container.firstElementChild === null;
    createRoot(container).render(app);
    // What shows was rendered here, so it is interactive as soon as it shows; a server's page kept
    // on show until React replaces it is marked ready by the remote's area (MarkReady).
    if (empty) document.documentElement.dataset.pret = '';
  }
}

// French texts come with the code; a page in English reads its texts before the first render
// (shown in French should they fail to arrive).
if (language === 'en') void loadEnglish(i18n).finally(() => start(root));
else start(root);

startOfflineWorker();
