import { createI18n } from 'shared-ui';

export const i18n = createI18n();
