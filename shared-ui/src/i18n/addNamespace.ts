import type { I18n } from './translator';

/**
 * Registers a remote's namespace on the shared instance when the remote loads. Calling it again
 * (a remote re-mounted) replaces the bundle instead of failing.
 *
 * @example addNamespace(i18n, 'reader', { fr: readerFr, en: readerEn })
 */
export function addNamespace<T extends object>(
  instance: I18n,
  ns: string,
  resources: { fr: T; en: T },
): void {
  instance.addResourceBundle('fr', ns, resources.fr, true, true);
  instance.addResourceBundle('en', ns, resources.en, true, true);
}
