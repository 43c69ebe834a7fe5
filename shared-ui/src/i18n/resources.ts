import type fr from './locales/fr/common.json';

export type CommonResources = typeof fr;

declare module 'i18next' {
  // Remotes add their own namespace the same way (`reader: typeof readerFr`); the map, unlike
  // CustomTypeOptions.resources, merges across packages without TS2717.
  interface ResourceNamespaceMap {
    common: CommonResources;
  }
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
}
