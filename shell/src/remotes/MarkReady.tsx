import { useEffect } from 'react';

/**
 * Marks the page as taken over (`<html data-pret>`) once the remote's area is: on a page the server
 * rendered, what shows is not yet interactive before that (browser tests wait for it).
 */
export function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.pret = '';
  }, []);
  return null;
}
