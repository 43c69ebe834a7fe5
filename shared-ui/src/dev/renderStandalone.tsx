import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '../i18n/reactI18n';
import { Provider } from 'react-redux';
import { BrowserRouter } from '../router/router';
import { createI18n } from '../i18n/createI18n';
import { createStore } from '../store/createStore';
import { UiProvider } from '../theme/UiProvider';

/**
 * A remote on its own, for development with hot reload: the providers the shell would give it
 * (store, i18n, theme, router), created here instead.
 */
export function renderStandalone(App: ComponentType) {
  const root = document.getElementById('root');
  if (!root) throw new Error('Élément #root introuvable');
  createRoot(root).render(
    <StrictMode>
      <Provider store={createStore()}>
        <I18nextProvider i18n={createI18n()}>
          <UiProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </UiProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
