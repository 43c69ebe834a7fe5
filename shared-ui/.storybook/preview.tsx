import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from '../src/i18n/reactI18n';
import { createI18n } from '../src/i18n/createI18n';
import { isLanguage } from '../src/i18n/language';
import { theme } from '../src/theme/theme';
import { UiProvider } from '../src/theme/UiProvider';

const i18n = createI18n();

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Langue',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'fr',
    backgrounds: { value: 'dark' },
  },
  parameters: {
    backgrounds: {
      options: {
        dark: { name: 'Sombre', value: theme.colors.background },
        surface: { name: 'Panneau', value: theme.colors.surface },
      },
    },
    layout: 'padded',
  },
  decorators: [
    (Story, context) => {
      const locale: unknown = context.globals['locale'];
      // Resources are bundled, so the switch is synchronous and this render is already translated.
      if (isLanguage(locale) && i18n.language !== locale) void i18n.changeLanguage(locale);
      return (
        <I18nextProvider i18n={i18n}>
          <UiProvider>
            <Story />
          </UiProvider>
        </I18nextProvider>
      );
    },
  ],
};

// Storybook reads its configuration from the default export.
export default preview;
