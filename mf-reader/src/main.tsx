// Standalone development entry: the remote with its own providers, for hot reload without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createI18n, createStore, UiProvider } from 'shared-ui';
import App from './App';

const i18n = createI18n();
const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');

createRoot(root).render(
  <StrictMode>
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </UiProvider>
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
