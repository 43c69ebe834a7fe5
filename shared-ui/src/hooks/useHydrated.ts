import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a page the server rendered (and on the server), true otherwise.
 * What the server cannot know (the visitor's session, kept in this browser) is shown only once
 * this is true, so that the page React takes over matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
