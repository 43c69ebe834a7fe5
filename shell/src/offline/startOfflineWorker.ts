/**
 * Registers the offline worker (`/sw.js`, its own file) once the page has loaded, so it never
 * competes with the page's first draw. Only the built site has one: the dev server has no sw.js.
 */
export function startOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
