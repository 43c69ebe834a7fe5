import { useEffect, useState, useSyncExternalStore } from 'react';
import { HEALTH_CHECK_INTERVAL_MS, HEALTH_TIMEOUT_MS } from 'shared-ui';

/**
 * One health check with the spec's 5 s time-out and no retries: the banner must say "the server
 * is not answering" within seconds, not after the API slice's retry policy has run its course.
 */
async function serverAnswers(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
  try {
    const response = await fetch('/health', {
      method: 'HEAD',
      cache: 'no-store',
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function onConnectionChange(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is online and whether the server answered the last check (every 30 s). */
export function useConnectivity() {
  // Online on the server's HTML (which the server answered); the browser's own state after.
  const online = useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
  const [serverDown, setServerDown] = useState(false);

  useEffect(() => {
    const up = () => setServerDown(false);
    window.addEventListener('online', up);
    return () => window.removeEventListener('online', up);
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      if (!navigator.onLine) return;
      void serverAnswers().then((answered) => setServerDown(!answered));
    }, HEALTH_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return { online, serverDown, dismiss: () => setServerDown(false) };
}
