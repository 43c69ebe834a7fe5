import { useEffect } from 'react';
import { endLazyHydration } from 'shared-ui';

/**
 * Marks the page as taken over (`<html data-pret>`) once the remote's area is: on a page the server
 * rendered, what shows is not yet interactive before that (browser tests wait for it). Parts
 * below the fold may still wait to come into view (HydrateWhenVisible); what renders from now on
 * renders at once.
 */
export function MarkReady() {
  useEffect(() => {
    endLazyHydration();
    document.documentElement.dataset.pret = '';
  }, []);
  return null;
}
