import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from '../i18n/reactI18n';
import { afterEach } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { UiProvider } from '../theme/UiProvider';

// Testing Library cleans up by itself only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * Renders with the real theme and a real i18n instance, in the language stored at call time.
 * The providers go in as a wrapper so `rerender` keeps them.
 */
export function renderWithUi(ui: ReactElement) {
  const i18n = createI18n();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <UiProvider>{children}</UiProvider>
      </I18nextProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
