import type { ReactNode } from 'react';
import { type AppStore, type I18n, I18nextProvider, StoreProvider, UiProvider } from 'shared-ui';

/** Store, translations, theme: the browser passes its one store, the server one per page. */
export function Providers({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>{children}</UiProvider>
      </I18nextProvider>
    </StoreProvider>
  );
}
