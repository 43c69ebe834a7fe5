// React i18next's hooks and provider, reached through shared-ui like the router (see
// router/router.ts): shared on its own it was shipped whole, with its Trans component, its
// higher-order components and its server helpers, none of which the site uses.
export { I18nextProvider, useTranslation } from 'react-i18next';
